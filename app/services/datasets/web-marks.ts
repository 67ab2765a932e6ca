import { PLAIN_NUMBER } from "./loose-cells";

/**
 * Marks that tables copied from the web carry in their cells: footnote references ("1,358[a]",
 * "Tokyo[3]", "Paris†") and trend arrows ("▲ 4.2%", "▼3"). They are not part of the value: the
 * references are removed, and an arrow is read as the sign it stands for (▼ is minus). Each
 * check looks at a cell's ends only, so a cell costs linear time whatever it holds.
 */

/** What a bracketed footnote reference holds: a number, a letter or two, "note 3", "注1", "citation needed". */
const REFERENCE =
  /^(?:\d{1,3}|[a-z]{1,2}|[a-z]{1,2} ?\d{1,3}|(?:note|nb|n|注|註) ?\d{1,3}|citation needed|clarification needed|[a-z]+\?)$/i;
const REFERENCE_MAX = 24;
const DAGGERS = "†‡§¶";
const UP = "▲△↑⬆";
const DOWN = "▼▽↓⬇";

/** The cell without the footnote references at its end; the cell itself when it has none. */
export function withoutFootnotes(cell: string): string {
  let text = cell.trimEnd();
  for (;;) {
    const last = text.at(-1);
    if (last === undefined) return text;
    if (DAGGERS.includes(last)) {
      text = text.slice(0, -1).trimEnd();
      continue;
    }
    if (last !== "]") return text;
    const open = text.lastIndexOf("[", text.length - 2);
    if (open <= 0 || text.length - open - 2 > REFERENCE_MAX) return text;
    if (!REFERENCE.test(text.slice(open + 1, -1))) return text;
    text = text.slice(0, open).trimEnd();
  }
}

/** A cell that starts with a trend arrow before a number, with the arrow as its sign; null otherwise. */
export function arrowAsSign(cell: string): string | null {
  const text = cell.trimStart();
  const arrow = text.charAt(0);
  const up = UP.includes(arrow);
  if (!up && !DOWN.includes(arrow)) return null;
  const rest = text.slice(1).trimStart();
  if (!/^[\d.]/.test(rest)) return null;
  return up ? rest : `-${rest}`;
}

/**
 * A value marked as uncertain: "984?", "701年?", "前340?", "c. 1450", "ca. 300 BC", "circa 1200", "约1127",
 * "~60", "≈ 4.2". The mark is a historian's doubt, not part of the value: the value is read
 * without it. Only a mark beside a digit counts, so "Who?" and "Circa Survive" keep theirs.
 */
const UNCERTAIN_BEFORE = /^(?:c\.|ca\.|circa|approx\.?|about|约|大约|~|≈)\s*(?=[-+前]?\d)/i;

/** The cell without a mark of doubt before or after its number; null when it has none. */
export function withoutDoubt(cell: string): string | null {
  let text = cell.trim();
  const before = UNCERTAIN_BEFORE.exec(text);
  if (before) text = text.slice(before[0].length);
  // After the number, or after the 年 that follows a year ("701年?").
  const after = /\d\s*(?:年\s*)?[?？]$/.test(text);
  if (after) text = text.replace(/\s*[?？]$/, "");
  return before || after ? text : null;
}

/** How many cells lost a footnote reference, had an arrow read as a sign, were R's `NA`, or lost a mark of doubt. */
export type WebMarks = { footnotes: number; arrows: number; na?: number; uncertain?: number };

/** A cell's shape: each upper-case letter A, lower-case a, digit 9 ("EU" → "AA", "N2O" → "A9A"). */
function shape(cell: string): string {
  return cell.replace(/[A-Z]/g, "A").replace(/[a-z]/g, "a").replace(/\d/g, "9");
}

/**
 * Whether `NA` has the shape of the column's other values, so it is one of them: North America
 * among continent codes (AS, EU, AF), Namibia among country codes. It stands out, and is R's
 * missing mark, among numbers or words.
 */
function naFitsColumn(rows: string[][], c: number): boolean {
  let others = 0;
  let alike = 0;
  for (const row of rows) {
    const cell = (row[c] ?? "").trim();
    if (cell === "" || cell === "NA") continue;
    others += 1;
    if (shape(cell) === "AA") alike += 1;
  }
  return others > 0 && alike >= others * 0.9;
}

/**
 * The columns whose `NA` cells are R's (and pandas') missing value, not sodium or Namibia: a
 * column with two or more, or any column but a code column (every value different) in a file
 * that writes `NA` in two or more cells; never a column whose values are written like `NA`.
 */
function naColumns(rows: string[][], width: number): boolean[] {
  const counts = Array.from({ length: width }, () => 0);
  for (const row of rows) {
    for (let c = 0; c < row.length && c < width; c += 1) if (row[c].trim() === "NA") counts[c] += 1;
  }
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.map((count, c) => {
    if (count > 0 && naFitsColumn(rows, c)) return false;
    if (count >= 2) return true;
    if (count === 0 || total < 2) return false;
    const values = new Set(rows.map((row) => row[c] ?? ""));
    return values.size < rows.length;
  });
}

/** A table's headers and rows without footnote references and with arrows as signs, and the counts. */
export function cleanWebMarks(table: { headers: string[]; rows: string[][] }): {
  headers: string[];
  rows: string[][];
  marks: WebMarks;
} {
  const marks: WebMarks = { footnotes: 0, arrows: 0 };
  const clean = (cell: string, counted: boolean) => {
    // Plain digits carry no mark: most cells of a numeric table skip the checks.
    if (PLAIN_NUMBER.test(cell)) return cell;
    let text = withoutFootnotes(cell);
    if (text !== cell.trimEnd() && counted) marks.footnotes += 1;
    const signed = arrowAsSign(text);
    if (signed !== null) {
      text = signed;
      if (counted) marks.arrows += 1;
    }
    const sure = counted ? withoutDoubt(text) : null;
    if (sure !== null) {
      text = sure;
      marks.uncertain = (marks.uncertain ?? 0) + 1;
    }
    return text === cell.trimEnd() ? cell : text;
  };
  // A header copied with a line break ("Height\n(ft)") is one line: a form cannot carry it back.
  const cleaned = table.headers.map((header) => clean(header.replace(/\s*[\r\n]+\s*/g, " "), false));
  // Two headers that only differed by a reference keep theirs: a plan's columns are keyed by header.
  const headers = new Set(cleaned).size === cleaned.length ? cleaned : table.headers;
  const na = naColumns(table.rows, table.headers.length);
  const rows = table.rows.map((row) =>
    row.map((cell, c) => {
      if (na[c] && cell.trim() === "NA") {
        marks.na = (marks.na ?? 0) + 1;
        return "";
      }
      return clean(cell, true);
    }),
  );
  return { headers, rows, marks };
}
