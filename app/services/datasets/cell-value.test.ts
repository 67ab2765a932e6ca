import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import { validateCell } from "./cell-value";

const column = (type: AttributeColumn["type"], extra: Partial<AttributeColumn> = {}): AttributeColumn => ({
  key: "k",
  label: { "en-US": "K" },
  type,
  ...extra,
});

describe("validateCell", () => {
  it("stores empty cells as null whatever the type", () => {
    for (const type of ["text", "number", "date", "geo", "set"] as const) {
      expect(validateCell(column(type), "  ")).toEqual({ ok: true, value: null });
    }
  });

  it("parses numbers from CSV text and JSON, refusing words", () => {
    expect(validateCell(column("number"), "1.5e3")).toEqual({ ok: true, value: 1500 });
    expect(validateCell(column("number"), -4)).toEqual({ ok: true, value: -4 });
    expect(validateCell(column("number"), "12kg")).toMatchObject({ ok: false, code: "notNumber" });
    expect(validateCell(column("number"), Number.NaN)).toMatchObject({ ok: false });
  });

  it("takes years and real calendar days only", () => {
    expect(validateCell(column("date"), "1869")).toEqual({ ok: true, value: "1869" });
    expect(validateCell(column("date"), "2024-02-29")).toEqual({ ok: true, value: "2024-02-29" });
    expect(validateCell(column("date"), 1066)).toEqual({ ok: true, value: "1066" });
    expect(validateCell(column("date"), "2023-02-29")).toMatchObject({ ok: false, code: "notDate" });
    expect(validateCell(column("date"), "March 3")).toMatchObject({ ok: false, code: "notDate" });
  });

  it("normalizes geo cells and refuses out-of-range coordinates", () => {
    expect(validateCell(column("geo"), " 48.85 , 2.35 ")).toEqual({ ok: true, value: "48.85,2.35" });
    expect(validateCell(column("geo"), [-33.9, 151.2])).toEqual({ ok: true, value: "-33.9,151.2" });
    expect(validateCell(column("geo"), "95,10")).toMatchObject({ ok: false, code: "notGeo" });
    expect(validateCell(column("geo"), "Paris")).toMatchObject({ ok: false, code: "notGeo" });
  });

  it("splits sets on semicolons and drops repeats", () => {
    expect(validateCell(column("set"), "red; blue;red; ")).toEqual({ ok: true, value: ["red", "blue"] });
    expect(validateCell(column("set"), ["a", "b"])).toEqual({ ok: true, value: ["a", "b"] });
    expect(validateCell(column("set"), [{ a: 1 }])).toMatchObject({ ok: false, code: "notSet" });
  });

  it("accepts only listed ordinal values", () => {
    const size = column("ordinal", { order: ["S", "M", "L"] });
    expect(validateCell(size, "M")).toEqual({ ok: true, value: "M" });
    expect(validateCell(size, "XL")).toMatchObject({ ok: false, code: "notInOrder" });
  });

  it("limits text length", () => {
    expect(validateCell(column("text"), "x".repeat(501))).toMatchObject({ ok: false, code: "tooLong" });
    expect(validateCell(column("hint"), 42)).toEqual({ ok: true, value: "42" });
  });
});

describe("dates of any year", () => {
  it("takes year-only, BCE and ISO 8601 extended years, stored canonically", () => {
    const date = column("date");
    expect(validateCell(date, "865")).toEqual({ ok: true, value: "865" });
    expect(validateCell(date, "-250")).toEqual({ ok: true, value: "-250" });
    expect(validateCell(date, "+002024")).toEqual({ ok: true, value: "2024" });
    expect(validateCell(date, "-000250")).toEqual({ ok: true, value: "-250" });
    expect(validateCell(date, "-0044-03-15")).toEqual({ ok: true, value: "-0044-03-15" });
    expect(validateCell(date, "+002024-02-29")).toEqual({ ok: true, value: "2024-02-29" });
    expect(validateCell(date, -250)).toEqual({ ok: true, value: "-250" });
  });

  it("names the value once in its refusal", () => {
    const result = validateCell(column("date"), "soon");
    expect(result).toMatchObject({ ok: false, code: "notDate" });
    if (result.ok) throw new Error("accepted");
    expect(result.reason.match(/soon/g)).toHaveLength(1);
  });
});

describe("bounded cells", () => {
  it("refuses a 20,000-digit number by its length, fast", () => {
    const started = performance.now();
    const result = validateCell(column("number"), `${"1".repeat(20_000)}x`);
    expect(result).toMatchObject({ ok: false, code: "tooLong" });
    expect(validateCell(column("number"), "1".repeat(41))).toMatchObject({ ok: false, code: "tooLong" });
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("refuses a 40,000-item set cell and keeps 100 distinct items", () => {
    const huge = Array.from({ length: 40_000 }, (_, i) => `i${i}`).join(";");
    expect(validateCell(column("set"), huge)).toMatchObject({ ok: false, code: "tooLong" });
    const many = Array.from({ length: 40_000 }, (_, i) => `i${i}`);
    expect(validateCell(column("set"), many)).toMatchObject({ ok: false, code: "tooMany" });
    const hundred = Array.from({ length: 100 }, (_, i) => `v${i % 50}`);
    expect(validateCell(column("set"), hundred)).toMatchObject({ ok: true, value: expect.any(Array) });
    const sameTwice = validateCell(column("set"), `${"a;".repeat(1000)}b`);
    expect(sameTwice).toEqual({ ok: true, value: ["a", "b"] });
  });

  it("does not backtrack on long near-numbers", () => {
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1) validateCell(column("number"), `${"9".repeat(39)}x`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
