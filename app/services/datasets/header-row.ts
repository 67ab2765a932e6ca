/**
 * Where a CSV's table starts and ends. Government exports and archives put a title, a unit line or
 * `# comments` above the header, and notes ("数据来源：…") below the last row: those lines fill one
 * or two cells where the table's rows fill many. The header is proposed as the first line that is
 * about as full as the table's rows; the author can pick any of the first lines instead.
 */

/** Lines offered as the header in the preview (the file's first non-empty lines). */
export const HEADER_CHOICES = 12;
/** Characters of each offered line shown in the picker. */
const LINE_PREVIEW = 80;
/** Rows whose filled cells set the table's usual width. */
const WIDTH_SAMPLE = 500;

export type HeaderReason = "first" | "fewerCells" | "chosen";

/** The header line in force (1-based, counting non-empty lines), what was proposed and why, and the lines offered. */
export type HeaderChoice = {
  row: number;
  proposed: number;
  reason: HeaderReason;
  /** Lines above the header left out. */
  skipped: number;
  /** Lines after the last row left out as notes (one filled cell where rows fill three or more). */
  notesAfter: number;
  lines: { row: number; text: string; cells: number }[];
};

const filledCells = (row: string[]) => row.reduce((count, cell) => count + (cell.trim() === "" ? 0 : 1), 0);

/** The usual number of filled cells in a row: the median over a sample after the first lines. */
function usualWidth(rows: string[][]): number {
  const start = Math.min(HEADER_CHOICES, Math.floor(rows.length / 2));
  const widths = rows
    .slice(start, start + WIDTH_SAMPLE)
    .map(filledCells)
    .sort((a, b) => a - b);
  return widths.length === 0 ? 0 : widths[Math.floor(widths.length / 2)];
}

/** The 0-based index of the proposed header line: the first as full as the rows (at least 2 cells, 60% of the usual). */
export function proposedHeaderIndex(rows: string[][]): number {
  const width = usualWidth(rows);
  if (width < 2) return 0;
  const enough = Math.max(2, Math.ceil(width * 0.6));
  const last = Math.min(HEADER_CHOICES, rows.length - 1);
  for (let index = 0; index < last; index += 1) {
    if (filledCells(rows[index]) >= enough) return index;
  }
  return 0;
}

/** How many rows at the end are notes: one filled cell each, in a table whose rows fill three or more. */
function trailingNotes(rows: string[][], header: number): number {
  if (usualWidth(rows.slice(header + 1)) < 3) return 0;
  let count = 0;
  for (let index = rows.length - 1; index > header + 1 && filledCells(rows[index]) <= 1; index -= 1)
    count += 1;
  return count;
}

/**
 * The table's header and rows: at the author's `chosen` line (1-based) or the proposed one, with
 * the notes after the last row left out, and the choice described for the preview.
 */
export function tableAtHeader(
  rows: string[][],
  chosen?: number,
): { headers: string[]; rows: string[][]; header: HeaderChoice } {
  const proposed = proposedHeaderIndex(rows);
  const picked = chosen !== undefined && chosen >= 1 && chosen <= rows.length ? chosen - 1 : proposed;
  const notesAfter = trailingNotes(rows, picked);
  const lines = rows.slice(0, HEADER_CHOICES).map((row, index) => ({
    row: index + 1,
    text: row
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join(" · ")
      .slice(0, LINE_PREVIEW),
    cells: filledCells(row),
  }));
  const reason: HeaderReason = picked !== proposed ? "chosen" : proposed > 0 ? "fewerCells" : "first";
  return {
    headers: (rows[picked] ?? []).map((header) => header.trim()),
    rows: rows.slice(picked + 1, rows.length - notesAfter),
    header: { row: picked + 1, proposed: proposed + 1, reason, skipped: picked, notesAfter, lines },
  };
}
