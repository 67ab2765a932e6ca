import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import { checkEntries } from "./upload-entries";

const columns: AttributeColumn[] = [
  { key: "mass", label: { "en-US": "Mass" }, type: "number" },
  { key: "size", label: { "en-US": "Size" }, type: "ordinal", order: ["S", "M", "L"] },
  { key: "note", label: { "en-US": "Note" }, type: "hint" },
];

describe("checkEntries", () => {
  it("normalizes valid entries and builds their search key from every name", () => {
    const result = checkEntries(columns, [
      {
        name: "Gold",
        aliases: "Au; jin",
        labels: { "zh-CN": "金" },
        image_url: "https://example.com/au.png",
        attributes: { mass: "196.97", size: "M" },
      },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.entries[0]).toMatchObject({
      name: "Gold",
      aliases: ["Au", "jin"],
      imageUrl: "https://example.com/au.png",
      attributes: { mass: 196.97, size: "M", note: null },
      searchKey: "|gold|金|au|jin|",
    });
  });

  it("names the row and column of every bad cell", () => {
    const result = checkEntries(columns, [
      { name: "A", attributes: { mass: 1, size: "S" } },
      { name: "", attributes: { mass: "heavy", size: "XL", colour: "red" } },
      { name: "C", image_url: "javascript:alert(1)", attributes: {} },
    ]);
    expect(result.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, "name", "nameRequired"],
      [2, "colour", "unknownColumn"],
      [2, "mass", "notNumber"],
      [2, "size", "notInOrder"],
      [3, "image_url", "notUrl"],
    ]);
    expect(result.errorCount).toBe(5);
  });

  it("warns about duplicate names and indistinguishable entries", () => {
    const result = checkEntries(columns, [
      { name: "Iron", attributes: { mass: 55.8, size: "M", note: "a" } },
      { name: "iron", attributes: { mass: 1, size: "S" } },
      { name: "Steel", attributes: { mass: 55.8, size: "M", note: "b" } },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: "duplicateName", rows: [1, 2] }),
      expect.objectContaining({ code: "identicalAttributes", rows: [1, 3] }),
    ]);
  });

  it("caps the reported errors but counts them all", () => {
    const rows = Array.from({ length: 300 }, () => ({ name: "x", attributes: { mass: "no" } }));
    const result = checkEntries(columns, rows);
    expect(result.errors).toHaveLength(200);
    expect(result.errorCount).toBe(300);
  });
});

describe("checkEntries on a large upload", () => {
  /** `count` entries whose compared cells are all the same: one group of repeats as big as the table. */
  const sameCells = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `E${i}`, attributes: { mass: 1, size: "S" } }));
  /** The fastest of three runs, in milliseconds: the least disturbed by other work on the machine. */
  const fastest = (run: () => void) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i += 1) {
      const start = performance.now();
      run();
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };

  it("groups repeated cells in time linear in the entries, however many share them", () => {
    const small = sameCells(5_000);
    const large = sameCells(20_000);
    fastest(() => checkEntries(columns, small));
    const ratio = fastest(() => checkEntries(columns, large)) / fastest(() => checkEntries(columns, small));
    // Four times the entries: about four times the work (copying each group per row made it sixteen).
    expect(ratio).toBeLessThan(9);
    const repeats = checkEntries(columns, large).warnings.find((w) => w.code === "identicalAttributes");
    expect(repeats?.rows).toHaveLength(20_000);
  });
});
