import { nameLanguage } from "~/utils/name-language";
import { nameIdentity, searchKey } from "~/utils/search-key";
import type { LocalizedText } from "~db/schema";
import { type CsvTable, csvLayout, DATE_HEADER, isWorded } from "./csv-table";

/** A qualifier is a few words beside a name ("北京", "Shaanxi"): longer cells make no qualifier. */
export const QUALIFIER_MAX = 60;

/** Rows that share a name with another row (by any of their names, folded as the guess box folds). */
export function repeatedRows(names: readonly (readonly string[])[]): boolean[] {
  const counts = new Map<string, number>();
  const keysOf = (row: readonly string[]) => [...new Set(row.map(nameIdentity).filter(Boolean))];
  for (const row of names) for (const key of keysOf(row)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return names.map((row) => keysOf(row).some((key) => (counts.get(key) ?? 0) > 1));
}

/**
 * each row's qualifier from the chosen column, for the rows whose name another row
 * shares (only they need one: "朝阳 · 北京"); null for the others and for an empty or overlong cell.
 * Each cell is filed under the language of its script; `translation` (the same column in the other
 * language, see `translationOf`) gives the other: `{zh-CN: 北京, en-US: Beijing}`.
 */
export function qualifiersOf(
  names: readonly (readonly string[])[],
  cells: readonly string[],
  translation: readonly string[] | null = null,
  repeated: readonly boolean[] = repeatedRows(names),
): (LocalizedText | null)[] {
  return names.map((_, row) => {
    if (!repeated[row]) return null;
    const qualifier: LocalizedText = {};
    for (const raw of [translation?.[row], cells[row]]) {
      const cell = (raw ?? "").trim();
      if (cell && cell.length <= QUALIFIER_MAX) qualifier[nameLanguage(cell)] = cell;
    }
    return Object.keys(qualifier).length > 0 ? qualifier : null;
  });
}

/**
 * The column that says the same as column `index` in the other script (a `province_en` beside a
 * `province`): one value for each of its values and back, and written in the other language in at
 * least 90% of the rows. Null when no column does.
 */
export function translationOf(table: Pick<CsvTable, "headers" | "rows">, index: number): number | null {
  const source = table.rows.map((row) => (row[index] ?? "").trim());
  const filled = source.filter(Boolean);
  if (filled.length === 0) return null;
  const language = nameLanguage(filled[0]);
  if (filled.filter((cell) => nameLanguage(cell) === language).length < filled.length * 0.9) return null;
  for (let other = 0; other < table.headers.length; other += 1) {
    if (other === index) continue;
    const forward = new Map<string, string>();
    const backward = new Map<string, string>();
    let foreign = 0;
    let ok = true;
    for (let row = 0; row < source.length && ok; row += 1) {
      const from = source[row];
      const to = (table.rows[row]?.[other] ?? "").trim();
      if (!from || !to) continue;
      if (nameLanguage(to) !== language) foreign += 1;
      ok = (forward.get(from) ?? to) === to && (backward.get(to) ?? from) === from;
      forward.set(from, to);
      backward.set(to, from);
    }
    if (ok && forward.size > 1 && foreign >= filled.length * 0.9) return other;
  }
  return null;
}

export type QualifierProposal = {
  /** The source column (its header). */
  column: string;
  /** Rows whose name another row shares, and how many of them the column tells apart. */
  repeated: number;
  resolved: number;
  reason: string;
};

const looksNumeric = (value: string) => /^[-+]?[\d.,\s]+$/.test(value);
/** A measure ("57 years", "8,848 m"): a number with its unit tells rows apart but names nothing. */
const looksMeasured = (value: string) => /^[-+]?[\d.,\s]+\s*\p{L}{1,12}\.?$/u.test(value);
const ISO_DAY = /^(\d{3,4})-\d\d(-\d\d)?$/;

/**
 * A column of years or dates (headed so, or written as ISO days): the qualifier people use to tell
 * an edition or a term apart ("London · 2012", "Grover Cleveland · 1885").
 */
function datesColumn(header: string, cells: readonly string[]): boolean {
  const filled = cells.filter(Boolean);
  if (filled.length === 0) return false;
  if (filled.every((cell) => ISO_DAY.test(cell))) return true;
  return DATE_HEADER.test(header) && filled.every((cell) => /^-?\d{1,4}$/.test(cell));
}

/**
 * The qualifier as shown: a date's year alone where the years tell the rows apart (a president's
 * two terms, 1885 and 1893), else the cell as written.
 */
export function shownQualifiers(
  header: string,
  cells: readonly string[],
  repeated: readonly boolean[],
): string[] {
  if (!datesColumn(header, cells) || !cells.some((cell) => ISO_DAY.test(cell))) return [...cells];
  const years = cells.map((cell) => ISO_DAY.exec(cell)?.[1] ?? cell);
  const shown = new Set<string>();
  for (const [row, year] of years.entries()) {
    if (!repeated[row] || !year) continue;
    if (shown.has(year)) return [...cells];
    shown.add(year);
  }
  return years;
}
const looksLikeUrl = (value: string) => /^https?:\/\//i.test(value);

/** The names of each row of a table: its name column and its name columns per language. */
export function rowNames(table: Pick<CsvTable, "headers" | "rows">, nameHeader?: string) {
  const layout = csvLayout(table.headers, table.rows as string[][], nameHeader);
  if (!layout) return null;
  const columns = [layout.name, layout.labelZh, layout.labelEn].filter((index) => index !== null);
  return {
    columns: new Set<number>([...columns, ...(layout.aliases === null ? [] : [layout.aliases])]),
    names: table.rows.map((row) => columns.map((index) => (row[index] ?? "").trim()).filter(Boolean)),
  };
}

/** Repeated rows a proposal weighs columns on: enough to tell columns apart, bounded in CPU. */
const SAMPLE_ROWS = 1000;

/** How many of `rows` (repeated rows) the cells tell apart: no other of them has one of its names with its cell. */
function toldApart(nameKeys: readonly (readonly string[])[], cells: readonly string[]): number {
  // Cells repeat (a province per city): each distinct one is folded once.
  const folded = new Map<string, string>();
  const keysOf = cells.map((cell, i) => {
    let key = folded.get(cell);
    if (key === undefined) {
      key = searchKey(cell);
      folded.set(cell, key);
    }
    return nameKeys[i].map((name) => `${name}|${key}`);
  });
  const pairs = new Map<string, number>();
  for (const keys of keysOf) for (const key of keys) pairs.set(key, (pairs.get(key) ?? 0) + 1);
  return keysOf.filter((keys) => keys.every((key) => pairs.get(key) === 1)).length;
}

/**
 * the short text column that tells the most repeated names apart (a province beside
 * a city), or null when no name repeats or no column tells half of them apart. Half is counted
 * over the rows some qualifier could tell apart: rows that repeat their name with every short text
 * too (a source's copies of "桥东区, 石家庄市" three times) count against no column. Ties go to the
 * column with fewer distinct values (the broader place: a province before a district).
 */
export function proposeQualifierColumn(
  table: Pick<CsvTable, "headers" | "rows">,
  nameHeader?: string,
): QualifierProposal | null {
  const named = rowNames(table, nameHeader);
  return named ? proposeQualifierFrom(table, named, repeatedRows(named.names)) : null;
}

/** `proposeQualifierColumn` with the rows' names and repetitions already known. */
export function proposeQualifierFrom(
  table: Pick<CsvTable, "headers" | "rows">,
  named: { columns: ReadonlySet<number>; names: readonly (readonly string[])[] },
  repeated: readonly boolean[],
): QualifierProposal | null {
  const all = repeated.flatMap((flag, row) => (flag ? [row] : []));
  if (all.length === 0) return null;
  // Columns are weighed on a sample of a large table's repeated rows (whole groups stay whole only
  // by chance, so the sample's count is an estimate); the winner is counted on all of them.
  const rows = all.length > SAMPLE_ROWS ? all.slice(0, SAMPLE_ROWS) : all;
  const keysOfRows = (list: readonly number[]) =>
    list.map((row) => [...new Set(named.names[row].map(nameIdentity))]);
  const nameKeys = keysOfRows(rows);
  const candidates = table.headers.flatMap((_, index) => {
    if (named.columns.has(index)) return [];
    const cells = rows.map((row) => (table.rows[row]?.[index] ?? "").trim());
    const filled = cells.filter(Boolean);
    if (filled.length < rows.length * 0.9) return [];
    if (filled.some((cell) => cell.length > QUALIFIER_MAX || looksLikeUrl(cell))) return [];
    const dates = datesColumn(table.headers[index], filled);
    const measures = filled.filter((cell) => looksNumeric(cell) || looksMeasured(cell)).length;
    if (!dates && measures > filled.length / 2) return [];
    return [{ index, cells, dates }];
  });
  // All the candidates' cells together: the most any one of them could tell apart.
  const together = rows.map((_, i) => candidates.map((candidate) => candidate.cells[i]).join("\u0000"));
  const resolvable = toldApart(nameKeys, together);
  let best: { index: number; resolved: number; distinct: number; dates: boolean } | null = null;
  for (const { index, cells, dates } of candidates) {
    const resolved = toldApart(nameKeys, cells);
    if (resolved === 0 || resolved < resolvable / 2 || (best && resolved < best.resolved)) continue;
    // Raw cells, not folded ones: this runs over every row of up to 50 columns.
    const distinct = new Set(table.rows.map((row) => row[index] ?? "")).size;
    // A code of its own in each row ("de:02000:11943") tells rows apart but names nothing to a player.
    const filled = cells.filter(Boolean);
    if (!dates && distinct >= table.rows.length * 0.9 && filled.filter(isWorded).length < filled.length / 2)
      continue;
    // At equal reach a year beats a text, and a broader text (fewer values) beats a narrower one.
    if (best && resolved === best.resolved) {
      if (best.dates && !dates) continue;
      if (best.dates === dates && distinct >= best.distinct) continue;
    }
    best = { index, resolved, distinct, dates };
  }
  if (!best) return null;
  const { index } = best as { index: number };
  const header = table.headers[index];
  const resolved =
    rows === all
      ? (best as { resolved: number }).resolved
      : toldApart(
          keysOfRows(all),
          all.map((row) => (table.rows[row]?.[index] ?? "").trim()),
        );
  return {
    column: header,
    repeated: all.length,
    resolved,
    reason: `"${header}" tells apart ${resolved} of the ${all.length} rows whose name repeats`,
  };
}
