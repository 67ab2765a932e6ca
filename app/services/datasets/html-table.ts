import { assertTableShape, TABLE_LIMITS, tableTooLarge } from "./table-shape";

/**
 * The first HTML table of a text, read by one forward scan: no regex runs over the page, and every
 * search for a tag's ">" resumes where the last one stopped, so a page costs linear time whatever
 * it holds (a run of "<" once took seconds with a tag-stripping regex).
 *
 * The reading: the table runs from its `<table` to the first `</table>`; a `<tr` starts a row, a
 * `<th` or `<td` a cell, whose text runs from its tag's ">" to the next `</th>`/`</td>`, row or
 * cell; inside it `<br>` is a space, other tags are dropped (a "<" that starts no tag, or has
 * no later ">", is text),
 * entities are decoded, and white space is collapsed.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
/** What an entity naming no character (past U+10FFFF, a surrogate, NUL) reads as (HTML's rule). */
const REPLACEMENT = "\uFFFD";
const LONGEST_ENTITY_NAME = 32;

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
const lower = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/** Whether `text` holds `word` (lower-case ASCII) at `at`, in any case. */
function wordAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i += 1) {
    if (lower(text.charCodeAt(at + i)) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** A tag name ends at white space or ">" (`<tr>`, `<td class=x>`; not `<track>`, `<tdx>`). */
const tagEndsAt = (text: string, at: number) =>
  at < text.length && (isSpace(text.charCodeAt(at)) || text.charCodeAt(at) === 62);

type Token = "row" | "cell" | "cellEnd" | null;

/** The table structure a "<" at `at` starts, if any. */
function tokenAt(text: string, at: number): Token {
  const next = lower(text.charCodeAt(at + 1));
  if (next === 47) return wordAt(text, at, "</th>") || wordAt(text, at, "</td>") ? "cellEnd" : null;
  if (next !== 116) return null;
  const name = lower(text.charCodeAt(at + 2));
  if (!tagEndsAt(text, at + 3)) return null;
  return name === 114 ? "row" : name === 104 || name === 100 ? "cell" : null;
}

/** The character a numeric entity names: U+FFFD for none (out of range, a surrogate, zero). */
function codePointText(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return REPLACEMENT;
  return String.fromCodePoint(code);
}

/** The entity at `at` (on "&") and where it ends, or null when there is none to decode. */
function entityAt(text: string, at: number, end: number): { text: string; next: number } | null {
  let i = at + 1;
  if (text.charCodeAt(i) === 35) {
    // "&#65;" or "&#x41;": the value stops growing past the last code point, so any length reads.
    i += 1;
    const hex = lower(text.charCodeAt(i)) === 120;
    if (hex) i += 1;
    const digitsFrom = i;
    let code = 0;
    for (; i < end; i += 1) {
      const c = lower(text.charCodeAt(i));
      const digit = c >= 48 && c <= 57 ? c - 48 : hex && c >= 97 && c <= 102 ? c - 87 : -1;
      if (digit === -1) break;
      code = Math.min(code * (hex ? 16 : 10) + digit, 0x110000);
    }
    if (i === digitsFrom || text.charCodeAt(i) !== 59 || i >= end) return null;
    return { text: codePointText(code), next: i + 1 };
  }
  const nameFrom = i;
  for (; i < end && i - nameFrom <= LONGEST_ENTITY_NAME; i += 1) {
    const c = lower(text.charCodeAt(i));
    if (c < 97 || c > 122) break;
  }
  if (i === nameFrom || i >= end || text.charCodeAt(i) !== 59) return null;
  const decoded = ENTITIES[text.slice(nameFrom, i).toLowerCase()];
  return decoded === undefined ? null : { text: decoded, next: i + 1 };
}

/**
 * A cell's text from `from` to `end`: `<br>` as a space, other tags dropped, entities decoded, white
 * space collapsed. `nextGt` finds the next ">" at or after a position; it only moves forward.
 */
function cellText(text: string, from: number, end: number, nextGt: (at: number) => number): string {
  let out = "";
  let plainFrom = from;
  let i = from;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 60 && startsTag(text.charCodeAt(i + 1))) {
      const close = nextGt(i);
      if (close < end) {
        out += text.slice(plainFrom, i);
        if (wordAt(text, i, "<br") && isBreak(text, i + 3, close)) out += " ";
        i = close + 1;
        plainFrom = i;
        continue;
      }
    } else if (code === 38) {
      const entity = entityAt(text, i, end);
      if (entity) {
        out += text.slice(plainFrom, i) + entity.text;
        i = entity.next;
        plainFrom = i;
        continue;
      }
    }
    i += 1;
  }
  out += text.slice(plainFrom, end);
  if (out.length > TABLE_LIMITS.cellChars) throw tableTooLarge("cellChars");
  return out.replace(/\s+/g, " ").trim();
}

/** HTML's tag open: "<" then a letter, "/", "!" or "?"; any other "<" ("a < b") is text. */
function startsTag(code: number): boolean {
  const c = lower(code);
  return (c >= 97 && c <= 122) || code === 47 || code === 33 || code === 63;
}

/** `<br>`, `<br/>`, `<br />`: white space, then an optional "/", then the tag's end. */
function isBreak(text: string, from: number, close: number): boolean {
  let i = from;
  while (i < close && isSpace(text.charCodeAt(i))) i += 1;
  if (i < close && text.charCodeAt(i) === 47) i += 1;
  return i === close;
}

/**
 * Where a tag `word` (lower-case ASCII, from "<") first appears at or after `from`, in any case, or
 * -1. It searches for "<" and the word's second character in either case, so a run of "<" that
 * starts no such tag is skipped by indexOf instead of being visited one "<" at a time.
 */
function findWord(text: string, word: string, from: number, ends: (at: number) => boolean): number {
  const lowerStart = word.slice(0, 2);
  const upperStart = lowerStart.toUpperCase();
  let atLower = text.indexOf(lowerStart, from);
  let atUpper = upperStart === lowerStart ? -1 : text.indexOf(upperStart, from);
  while (atLower !== -1 || atUpper !== -1) {
    const useLower = atUpper === -1 || (atLower !== -1 && atLower < atUpper);
    const i = useLower ? atLower : atUpper;
    if (wordAt(text, i, word) && ends(i + word.length)) return i;
    if (useLower) atLower = text.indexOf(lowerStart, i + 1);
    else atUpper = text.indexOf(upperStart, i + 1);
  }
  return -1;
}

/** Whether a text holds an HTML table (a web page, or Markdown with a table in HTML). */
export function hasHtmlTable(text: string): boolean {
  const start = findWord(text, "<table", 0, (at) => tagEndsAt(text, at));
  return start !== -1 && findWord(text, "</table>", start, () => true) !== -1;
}

/** The first HTML table of a text, its first row (th or td) the header; refused past the table caps. */
export function readHtmlTable(text: string): { headers: string[]; rows: string[][] } | null {
  const start = findWord(text, "<table", 0, (at) => tagEndsAt(text, at));
  const end = start === -1 ? -1 : findWord(text, "</table>", start, () => true);
  if (start === -1 || end === -1) return null;
  let gt = -1;
  const nextGt = (at: number) => {
    if (gt !== Number.POSITIVE_INFINITY && gt < at) {
      const found = text.indexOf(">", at);
      gt = found === -1 || found >= end ? Number.POSITIVE_INFINITY : found;
    }
    return gt;
  };
  const rows: string[][] = [];
  let row: string[] | null = null;
  /** Where the open cell's text starts, or -1 when no cell is open. */
  let cellFrom = -1;
  let cells = 0;
  const closeCell = (at: number) => {
    if (row && cellFrom !== -1) {
      row.push(cellFrom < at ? cellText(text, cellFrom, at, nextGt) : "");
      cells += 1;
      if (row.length > TABLE_LIMITS.columns) throw tableTooLarge("columns");
      if (cells > TABLE_LIMITS.cells) throw tableTooLarge("cells");
    }
    cellFrom = -1;
  };
  for (let i = text.indexOf("<", start + 1); i !== -1 && i < end; i = text.indexOf("<", i + 1)) {
    const token = tokenAt(text, i);
    if (token === null) continue;
    closeCell(i);
    if (token === "row") {
      row = [];
      rows.push(row);
      if (rows.length > TABLE_LIMITS.rows) throw tableTooLarge("rows");
    } else if (token === "cell" && row) {
      // The cell's text starts after its tag's ">"; a tag that never closes holds no text.
      const close = nextGt(i);
      cellFrom = close === Number.POSITIVE_INFINITY ? end : close + 1;
      if (close !== Number.POSITIVE_INFINITY) i = close;
    }
  }
  closeCell(end);
  const [headers = [], ...data] = rows.filter((cells) => cells.length > 0);
  if (headers.length === 0) return null;
  const table = { headers, rows: data };
  assertTableShape(table);
  return table;
}
