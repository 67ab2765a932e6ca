import { describe, expect, it } from "vitest";
import { INFER_SAMPLE, inferColumn, normalizeCell } from "./csv-table";
import { PLAIN_NUMBER, readLooseNumber } from "./loose-cells";
import { rangeMiddle } from "./written-values";

describe("a long column's type is chosen on a sample, its fit counted on every cell", () => {
  it("counts the misfits of every row, not of the sample, in a column of 19,000 numbers", () => {
    const values = Array.from({ length: 19_000 }, (_, i) =>
      i % 20 === 7 ? `see note ${i}` : String(i * 37),
    );
    expect(values.length).toBeGreaterThan(INFER_SAMPLE);
    const inference = inferColumn("population", values);
    expect(inference).toMatchObject({ type: "number", reason: "mostFit", fit: 18_050, total: 19_000 });
  });

  it("reads units on every cell once the sample chose numbers: the unit and the mixed units count all rows", () => {
    const values = Array.from({ length: 6_000 }, (_, i) => (i === 5_999 ? "3 mi" : `${i} km`));
    const inference = inferColumn("distance", values);
    expect(inference).toMatchObject({ type: "number", unit: "km", fit: 6_000, total: 6_000 });
    expect(inference.mixedUnits).toMatchObject({ converted: 1, into: "km" });
  });

  it("sees a change of kind halfway down the column (the sample is spread, not the first rows)", () => {
    const values = Array.from({ length: 10_000 }, (_, i) => (i < 5_000 ? String(i) : `word ${i % 7}`));
    expect(inferColumn("mixed", values).type).toBe("text");
  });

  it("proposes years and dates in a long column as it did a short one", () => {
    const long = Array.from({ length: 5_000 }, (_, i) => `${1000 + (i % 900)}-0${1 + (i % 9)}-1${i % 10}`);
    const short = long.slice(0, 1_000);
    const { why: _longWhy, ...longInference } = inferColumn("founded", long);
    const { why: _shortWhy, ...shortInference } = inferColumn("founded", short);
    expect(longInference).toEqual({ ...shortInference, fit: 5_000, total: 5_000 });
  });
});

describe("plain digits skip the number patterns, read as those read them", () => {
  it.each(["0", "7", "42", "1999", "000123", "3.14", "123456789012345", "0.000001", "10.5"])("%s", (cell) => {
    expect(PLAIN_NUMBER.test(cell)).toBe(true);
    expect(readLooseNumber(cell, { decimalComma: false })).toEqual({ value: Number(cell), unit: "" });
    expect(readLooseNumber(cell, { decimalComma: true })?.unit).toBe("");
    expect(rangeMiddle(cell)).toBeNull();
    const column = inferColumn("n", ["1", "2", "3"]);
    expect(normalizeCell(column, cell)).toBe(Number(cell));
  });

  it.each(["-5", "1,234", "1e5", "12 km", " 7", "1.2.3", "60-120"])("%s is not plain", (cell) => {
    expect(PLAIN_NUMBER.test(cell)).toBe(false);
  });
});
