import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_ENTRIES } from "~/utils/dataset-fields";
import { DomainError } from "~/utils/domain-error";
import { csvShapeProblem, parseCsv } from "./csv-table";
import { readHtmlTable } from "./html-table";
import { recordsOfJsonLines, tableFromRecords } from "./table-reader";
import { TABLE_LIMITS } from "./table-shape";
import { planFromText } from "./upload-text";

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, reason: error.reason };
    throw error;
  }
  return null;
};

/** `rows` lines of `columns` one-letter cells, the first cell a distinct name ("tiny50.csv"). */
const tinyCells = (rows: number, columns: number, delimiter = ",") =>
  Array.from({ length: rows }, (_, i) =>
    [`e${i}`, ...Array.from({ length: columns - 1 }, (_, j) => "abcdefghij"[(i + j) % 10])].join(delimiter),
  ).join("\n");

describe("every reader refuses as soon as a table cap is crossed", () => {
  it("tells the row cap as the entry cap, with room for a header and notes", () => {
    expect(TABLE_LIMITS.rows).toBeGreaterThan(UPLOAD_MAX_ENTRIES);
    expect(TABLE_LIMITS.rows).toBeLessThanOrEqual(UPLOAD_MAX_ENTRIES + 200);
    // Every entry may have a name and 19 columns more; a table of 50 columns may have about 8,000.
    expect(TABLE_LIMITS.cells).toBe(UPLOAD_MAX_ENTRIES * 20);
  });

  it("CSV: a header and 7,999 rows of 50 columns are the 400,000 cells a dry run can afford; one row more is refused", () => {
    expect(refusal(() => parseCsv(tinyCells(8_001, 50)))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyCells",
    });
    expect(parseCsv(tinyCells(8_000, 50)).rows).toHaveLength(7_999);
  });

  it("CSV: 49,990 rows of 50 tiny cells stop in the parse at the cell cap, and of 5 at the row cap", () => {
    expect(refusal(() => parseCsv(tinyCells(49_990, 50)))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyCells",
    });
    const text = tinyCells(49_990, 5);
    expect(csvShapeProblem(text)).toBeNull();
    // The parse itself refuses: it hands no table on to the plan's per-column work.
    expect(refusal(() => parseCsv(text))).toEqual({ code: "TOO_LARGE", reason: "tableTooManyRows" });
    expect(refusal(() => planFromText("tiny50.csv", text, "", {}))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyRows",
    });
  });

  it("CSV and TSV: 47,500 rows of 100 columns stop at the cell cap", () => {
    const text = tinyCells(47_500, 100);
    expect(refusal(() => parseCsv(text))).toEqual({ code: "TOO_LARGE", reason: "tableTooManyCells" });
    const tsv = tinyCells(15_000, 100, "\t");
    expect(refusal(() => planFromText("t.tsv", tsv, "", {}))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyCells",
    });
  });

  it("CSV: a legal table at the entry cap is still read whole", () => {
    const table = parseCsv(`name,v,w\n${tinyCells(UPLOAD_MAX_ENTRIES, 3)}\nsource: somewhere`);
    expect(table.rows).toHaveLength(UPLOAD_MAX_ENTRIES);
    expect(table.header.notesAfter).toBe(1);
  });

  it("CSV: a file of bare carriage returns is lines, refused before the parse builds a row per line", () => {
    expect(csvShapeProblem("\r".repeat(60_000))).toEqual({ cap: "lines", limit: 50_000 });
    expect(csvShapeProblem("name\r\n".repeat(40_000))).toBeNull();
    expect(refusal(() => planFromText("cr.csv", "\r".repeat(1_000_000), "", {}))).toEqual({
      code: "TOO_LARGE",
      reason: "csvTooManyLines",
    });
  });

  it("CSV: a run longer than any legal cell (a file of quotes) is refused before the parse", () => {
    const quotes = '"'.repeat(2 * TABLE_LIMITS.cellChars + 3);
    expect(csvShapeProblem(quotes)).toEqual({ cap: "cellChars", limit: TABLE_LIMITS.cellChars });
    expect(refusal(() => planFromText("q.csv", quotes, "", {}))).toEqual({
      code: "TOO_LARGE",
      reason: "tableCellTooLong",
    });
    // A legal long cell is no run past the cap.
    expect(csvShapeProblem(`name,v\nA,"${"x".repeat(TABLE_LIMITS.cellChars)}"\n`)).toBeNull();
  });

  it("HTML: rows of many cells stop at the cell cap", () => {
    const row = `<tr>${"<td>a".repeat(100)}`;
    const html = `<table>${row.repeat(TABLE_LIMITS.cells / 100 + 1)}</table>`;
    expect(refusal(() => readHtmlTable(html))).toEqual({ code: "TOO_LARGE", reason: "tableTooManyCells" });
  });

  it("JSON and JSON Lines: records past the row cap, or rows × columns past the cell cap", () => {
    const record = (i: number, keys: number) =>
      Object.fromEntries([["name", `e${i}`], ...Array.from({ length: keys }, (_, k) => [`k${k}`, k])]);
    const many = Array.from({ length: TABLE_LIMITS.rows }, (_, i) => record(i, 1));
    expect(refusal(() => tableFromRecords(many, "json"))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyRows",
    });
    const wide = Array.from({ length: 15_000 }, (_, i) => record(i, 99));
    expect(refusal(() => tableFromRecords(wide, "json"))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyCells",
    });
    // The cap is counted while the records are flattened: once half of them have filled in the
    // 100 columns, the table can only be refused, and the records after are never flattened.
    let lastRead = 0;
    const last = new Proxy(record(14_999, 99), {
      ownKeys(target) {
        lastRead += 1;
        return Reflect.ownKeys(target);
      },
    });
    expect(refusal(() => tableFromRecords([...wide.slice(0, -1), last], "json"))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyCells",
    });
    // Once, by the scan for maps keyed by data; never by the flattening.
    expect(lastRead).toBe(1);
    const lines = many.map((item) => JSON.stringify(item)).join("\n");
    expect(refusal(() => recordsOfJsonLines(lines))).toEqual({
      code: "TOO_LARGE",
      reason: "tableTooManyRows",
    });
  });
});
