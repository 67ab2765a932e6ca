import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_ATTRIBUTES } from "~/schemas/datasets";
import { DomainError } from "~/utils/domain-error";
import { parseCsv } from "./csv-table";
import { planFromText } from "./upload-text";

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof DomainError)
      return { code: error.code, reason: error.reason, details: error.details };
    throw error;
  }
  return null;
};

/** Small numbers no two columns share value for value (a column repeating another is left out). */
const scattered = (i: number, j: number) =>
  String((Math.imul(i + 1, 2654435761) ^ Math.imul(j + 7, 40503)) >>> 0).slice(-1);

/** A CSV: the naming headers given, then `attributes` columns of small numbers, `rows` rows. */
function csv(naming: string[], attributes: number, rows: number, cell = scattered) {
  const headers = [...naming, ...Array.from({ length: attributes }, (_, j) => `c${j}`)];
  const lines = Array.from({ length: rows }, (_, i) => [
    ...naming.map((header) => (header === "image" ? `https://x.example/${i}.png` : `${header} ${i}`)),
    ...Array.from({ length: attributes }, (_, j) => cell(i, j)),
  ]);
  return [headers, ...lines].map((line) => line.join(",")).join("\n");
}

const tooMany = (attributes: number) => ({
  code: "TOO_LARGE",
  reason: "uploadTooManyAttributes",
  details: { limit: UPLOAD_MAX_ATTRIBUTES, attributes },
});

describe("a table with more attributes than an upload holds", () => {
  it("counts as the plan does: name, image, other names and name parts are not attributes", () => {
    for (const naming of [["name"], ["name", "image", "aliases"], ["first_name", "last_name"]]) {
      const fits = planFromText("t.csv", csv(naming, UPLOAD_MAX_ATTRIBUTES, 30), "", {});
      expect("attributeTypes" in fits && fits.attributeTypes.length).toBe(UPLOAD_MAX_ATTRIBUTES);
      const wide = csv(naming, UPLOAD_MAX_ATTRIBUTES + 1, 30);
      expect(refusal(() => planFromText("t.csv", wide, "", {}))).toEqual(tooMany(UPLOAD_MAX_ATTRIBUTES + 1));
    }
  });

  it("counts the author's plan: a column made another name is no attribute", () => {
    const wide = csv(["name"], UPLOAD_MAX_ATTRIBUTES + 1, 30, (i, j) => (j === 0 ? `other ${i}` : String(j)));
    const plan = {
      name_column: "name",
      columns: { c0: { role: "alias" as const, label: {}, short_label: {} } },
      skip_invalid_rows: false,
      empty_invalid_cells: false,
    };
    expect(refusal(() => planFromText("t.csv", wide, "", {}, { plan }))).toBeNull();
  });

  it("is refused for its width even when no column names the entries yet", () => {
    // Only numbers: no column can name the entries, and whichever the author picked, 60 would be left.
    const numbers = csv([], 61, 30);
    expect(refusal(() => planFromText("t.csv", numbers, "", {}))).toEqual(tooMany(60));
  });

  it("is refused before every column is inferred and proposed (3,500 rows of 100 columns, under the cell cap)", () => {
    const text = csv(["name"], 99, 3_500, (i, j) => "abcdefghij"[(i * 7 + j) % 10]);
    const cpu = (run: () => unknown) => {
      const started = process.cpuUsage();
      run();
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    const read = cpu(() => parseCsv(text));
    let outcome: unknown;
    const planned = cpu(() => {
      outcome = refusal(() => planFromText("wide.csv", text, "", {}));
    });
    expect(outcome).toEqual(tooMany(99));
    // Measured against reading the same text on the same machine: the whole plan took about
    // twenty reads; the refusal takes a few (cleaning web marks and finding the name column).
    expect(planned / read).toBeLessThan(12);
  });
});
