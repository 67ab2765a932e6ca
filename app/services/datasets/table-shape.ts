import { UPLOAD_MAX_ENTRIES } from "~/utils/dataset-fields";
import { DomainError } from "~/utils/domain-error";
import { MAX_JSON_DEPTH } from "~/utils/key-case";

/**
 * Lines a table may hold beyond its entries: its header, the title lines above it (the header picker
 * offers twelve) and notes below its last row. Rows left out later (unnamed, repeated) count too.
 */
export const ROW_ALLOWANCE = 100;

/**
 * Caps on any table a reader returns (CSV, TSV, JSON, JSON Lines, HTML, Markdown), checked while
 * reading: a file past them is refused (413) as soon as it crosses one, before the plan's
 * per-column work, which is linear in rows × columns. Rows are the entry cap plus ROW_ALLOWANCE;
 * columns leave room beyond the 50 attributes for the name, label, image and alias columns, and
 * for yes/no columns joined into one list (bob-ross.csv has 69 columns, 67 of them flags); cells
 * are sized by what a dry run can afford: reading, planning, checking and scoring a table costs a
 * few microseconds a cell in every column, and 400,000 cells (20,000 rows of 20 columns, about
 * 8,000 of 50) take about 3 s of Node CPU on a loaded two-core machine (docs/authoring.md). A cell
 * of a million characters is far past any field (a 40,000-item list is about 400,000) but bounds
 * every per-cell scan after.
 */
export const TABLE_LIMITS = {
  rows: UPLOAD_MAX_ENTRIES + ROW_ALLOWANCE,
  columns: 200,
  cells: UPLOAD_MAX_ENTRIES * 20,
  cellChars: 1_000_000,
  depth: MAX_JSON_DEPTH,
  /** Items of one JSON list or members of one object: parsing a huge object is slow (V8 dictionaries). */
  items: 50_000,
} as const;

export type TableCap = keyof typeof TABLE_LIMITS;

const REASONS: Record<TableCap, string> = {
  rows: "tableTooManyRows",
  columns: "tableTooManyColumns",
  cells: "tableTooManyCells",
  cellChars: "tableCellTooLong",
  depth: "tooDeep",
  items: "jsonTooManyItems",
};

const WHAT: Record<TableCap, string> = {
  rows: "entries (rows under its header)",
  columns: "columns",
  cells: "cells (rows × columns)",
  cellChars: "characters in one cell",
  depth: "levels of nesting",
  items: "items in one JSON list or object",
};

/** The limit a refusal names: the rows cap is told as the entry cap, its allowance being ours. */
const shownLimit = (cap: TableCap) => (cap === "rows" ? UPLOAD_MAX_ENTRIES : TABLE_LIMITS[cap]);

/** The refusal of a table past one of its caps. */
export function tableTooLarge(cap: TableCap): DomainError {
  const limit = shownLimit(cap);
  const code = cap === "depth" ? "INVALID" : "TOO_LARGE";
  return new DomainError(code, `A table holds at most ${limit} ${WHAT[cap]}`, {
    limit,
    cap,
    ...(cap === "depth" ? { max_depth: limit } : {}),
  }).because(REASONS[cap]);
}

/** Refuses a read table past a cap: too many rows or columns, or one cell (or header) too long. */
export function assertTableShape(table: { headers: string[]; rows: string[][] }): void {
  const meter = tableMeter();
  meter.row(table.headers);
  for (const row of table.rows) meter.row(row);
}

/**
 * Counts a table's rows as a reader produces them and throws the refusal the moment one crosses a
 * cap (rows, columns of one row, cells in all, one cell's length): a reader that feeds it each
 * row stops there, instead of reading on to a table the plan would refuse after seconds of work.
 */
export function tableMeter(): { row: (cells: readonly string[]) => void } {
  let rows = 0;
  let cells = 0;
  return {
    row(row) {
      rows += 1;
      cells += row.length;
      if (rows > TABLE_LIMITS.rows) throw tableTooLarge("rows");
      if (row.length > TABLE_LIMITS.columns) throw tableTooLarge("columns");
      if (cells > TABLE_LIMITS.cells) throw tableTooLarge("cells");
      for (const cell of row) if (cell.length > TABLE_LIMITS.cellChars) throw tableTooLarge("cellChars");
    },
  };
}

/**
 * Refuses JSON (or JSON Lines) nested deeper than the cap, or with a list or object of more items,
 * in one pass over the text before it is parsed: strings are skipped (their brackets and commas are
 * text), so on any text JSON.parse would read this never under-counts.
 */
export function assertJsonShape(text: string): void {
  const items = new Int32Array(TABLE_LIMITS.depth + 2);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92)
        i += 1; // "\": the next character is escaped
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 44) {
      items[depth] += 1;
      if (items[depth] >= TABLE_LIMITS.items) throw tableTooLarge("items");
    } else if (code === 91 || code === 123) {
      depth += 1;
      if (depth > TABLE_LIMITS.depth) throw tableTooLarge("depth");
      items[depth] = 0;
    } else if (code === 93 || code === 125) depth = Math.max(0, depth - 1);
  }
}
