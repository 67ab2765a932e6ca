import { DomainError } from "~/utils/domain-error";
import { MAX_JSON_DEPTH } from "~/utils/key-case";

/**
 * Caps on any table a reader returns (CSV, TSV, JSON, JSON Lines, HTML), checked while or right
 * after reading: a file past them is refused (413) before the plan's per-column work, which is
 * linear in rows × columns. Rows and columns are CSV's caps; a cell of a million characters is far
 * past any field (a 40,000-item list is about 400,000) but bounds every per-cell scan after.
 */
export const TABLE_LIMITS = {
  rows: 50_000,
  columns: 2_000,
  cellChars: 1_000_000,
  depth: MAX_JSON_DEPTH,
  /** Items of one JSON list or members of one object: parsing a huge object is slow (V8 dictionaries). */
  items: 50_000,
} as const;

export type TableCap = keyof typeof TABLE_LIMITS;

const REASONS: Record<TableCap, string> = {
  rows: "tableTooManyRows",
  columns: "tableTooManyColumns",
  cellChars: "tableCellTooLong",
  depth: "tooDeep",
  items: "jsonTooManyItems",
};

const WHAT: Record<TableCap, string> = {
  rows: "rows",
  columns: "columns",
  cellChars: "characters in one cell",
  depth: "levels of nesting",
  items: "items in one JSON list or object",
};

/** The refusal of a table past one of its caps. */
export function tableTooLarge(cap: TableCap): DomainError {
  const limit = TABLE_LIMITS[cap];
  const code = cap === "depth" ? "INVALID" : "TOO_LARGE";
  return new DomainError(code, `A table holds at most ${limit} ${WHAT[cap]}`, {
    limit,
    cap,
    ...(cap === "depth" ? { max_depth: limit } : {}),
  }).because(REASONS[cap]);
}

/** Refuses a read table past a cap: too many rows or columns, or one cell (or header) too long. */
export function assertTableShape(table: { headers: string[]; rows: string[][] }): void {
  if (table.rows.length + 1 > TABLE_LIMITS.rows) throw tableTooLarge("rows");
  for (const row of [table.headers, ...table.rows]) {
    if (row.length > TABLE_LIMITS.columns) throw tableTooLarge("columns");
    for (const cell of row) if (cell.length > TABLE_LIMITS.cellChars) throw tableTooLarge("cellChars");
  }
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
