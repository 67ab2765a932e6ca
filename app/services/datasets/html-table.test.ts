import { describe, expect, it } from "vitest";
import { DomainError } from "~/utils/domain-error";
import { hasHtmlTable, readHtmlTable } from "./html-table";
import { TABLE_LIMITS } from "./table-shape";

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, reason: error.reason };
    throw error;
  }
  return null;
};

describe("the HTML table reader", () => {
  it("reads cells as text: tags dropped, <br> a space, entities decoded, a lone < kept", () => {
    const table = readHtmlTable(
      `<p>intro</p><TABLE class="x"><tr><th>Name</th><th>Note</th></tr>
       <tr><td><a href="/h">Hydrogen</a></td><td>a < b<br/>c &amp; d &#x41;&#66; &nbsp;&unknown;</td></tr>
       <tr><td>He</td><td>x</td></tr></TABLE><table><tr><td>second</td></tr></table>`,
    );
    expect(table?.headers).toEqual(["Name", "Note"]);
    expect(table?.rows).toEqual([
      ["Hydrogen", "a < b c & d AB &unknown;"],
      ["He", "x"],
    ]);
  });

  it("reads an out-of-range, surrogate or zero numeric entity as U+FFFD", () => {
    const table = readHtmlTable(
      "<table><tr><th>name</th></tr><tr><td>&#99999999;</td></tr><tr><td>a&#xD800;&#0;&#x110000;b</td></tr></table>",
    );
    expect(table?.rows).toEqual([["\uFFFD"], ["a\uFFFD\uFFFD\uFFFDb"]]);
  });

  it("finds a table only with its opening and closing tags", () => {
    expect(hasHtmlTable("<table><tr><td>a</td></tr></table>")).toBe(true);
    expect(hasHtmlTable("<tablet></table>")).toBe(false);
    expect(hasHtmlTable("<table>")).toBe(false);
    expect(readHtmlTable("<table></table>")).toBeNull();
  });

  // Before the scan, a run of "<" took seconds per 40,000 (a regex retried from every "<"): these
  // runs finish (no time is asserted; a return at all is the point).
  it("reads runs of unclosed tags and entity starts to the end", () => {
    const run = 100_000;
    const lt = readHtmlTable(`<table><tr><th>name</th></tr><tr><td>${"<".repeat(run)}</td></tr></table>`);
    expect(lt?.rows).toEqual([["<".repeat(run)]]);
    const tags = readHtmlTable(
      `<table><tr><th>name</th></tr><tr><td>${"<a ".repeat(run)}x</td></tr></table>`,
    );
    expect(tags?.rows[0][0].length).toBeGreaterThan(run);
    const amps = readHtmlTable(`<table><tr><th>name</th></tr><tr><td>${"&#9".repeat(run)}</td></tr></table>`);
    expect(amps?.rows[0][0]).toBe("&#9".repeat(run));
  });

  it("refuses a table past its caps: columns, rows, a cell's length", () => {
    const wide = `<table><tr>${"<td>a".repeat(TABLE_LIMITS.columns + 1)}</table>`;
    expect(refusal(() => readHtmlTable(wide))).toEqual({ code: "TOO_LARGE", reason: "tableTooManyColumns" });
    const long = `<table><tr>${"<tr><td>a".repeat(TABLE_LIMITS.rows + 1)}</table>`;
    expect(refusal(() => readHtmlTable(long))).toEqual({ code: "TOO_LARGE", reason: "tableTooManyRows" });
    const huge = `<table><tr><td>${"x".repeat(TABLE_LIMITS.cellChars + 1)}</td></tr></table>`;
    expect(refusal(() => readHtmlTable(huge))).toEqual({ code: "TOO_LARGE", reason: "tableCellTooLong" });
  });
});
