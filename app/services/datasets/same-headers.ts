import { headerUnit, inferColumn } from "./csv-table";

/**
 * Headers as downloaded are not always one per column: Wikipedia's tallest buildings have two
 * "Height" columns (m and ft) with the units on a line of their own below the header. A plan is
 * keyed by header, so two columns of one header shared one row and were lost. Each column gets a
 * header of its own here, before anything is proposed: its unit where the file gives one, else a
 * number ("Floors 2").
 */

/** A unit as a unit line writes it: a few letters or signs, no digits ("m", "ft", "km²", "(%)"). */
const UNIT_CELL = /^[([]?[\p{L}°%$€£¥²³/. ]{1,10}[)\]]?$/u;
/** A cell that starts as a number (a rank written "=8" too). */
const NUMBER_START = /^[-+=~≈]?\s*\d/;
/** Rows read below a unit line to see its columns hold numbers. */
const SAMPLE = 50;

const filled = (row: readonly string[]) => row.filter((cell) => cell.trim() !== "").length;

/**
 * The units of a line right below the header that names only units, by column; null when the
 * first row is a row of data. It fills at most half the columns, each filled cell is a unit
 * (no digits) over a column whose next rows are numbers, and the next row fills more cells.
 */
export function unitLine(headers: readonly string[], rows: readonly string[][]): string[] | null {
  const [line, next] = rows;
  if (!line || !next || headers.length < 3) return null;
  const count = filled(line);
  if (count === 0 || count > headers.length / 2 || filled(next) <= count) return null;
  const sample = rows.slice(1, 1 + SAMPLE);
  for (const [index, raw] of line.entries()) {
    const cell = raw.trim();
    if (cell === "") continue;
    if (!UNIT_CELL.test(cell)) return null;
    const values = sample.map((row) => (row[index] ?? "").trim()).filter(Boolean);
    const numbers = values.filter((value) => NUMBER_START.test(value)).length;
    if (values.length === 0 || numbers < values.length * 0.8) return null;
  }
  return headers.map((_, index) => (line[index] ?? "").trim().replace(/^[([]|[)\]]$/g, ""));
}

/** A header with its unit in brackets, unless it already ends with one. */
const withUnit = (header: string, unit: string) =>
  unit && !headerUnit(header) ? `${header} (${unit})` : header;

export type DistinctHeaders = {
  headers: string[];
  rows: string[][];
  /** The unit line read below the header (left out of the rows), by column. */
  units: string[] | null;
  /** Headers renamed because another column had the same one: the file's header → the new one. */
  renamed: { from: string; to: string }[];
};

/**
 * One header per column: a unit line's units join their headers ("Height (m)"), and columns that
 * still share a header are told apart by the unit their cells are written in ("Height (ft)"), or
 * else by their place among them ("Floors 2"). Headers already distinct are kept as written.
 */
export function distinctHeaders(headers: readonly string[], rows: string[][]): DistinctHeaders {
  const units = unitLine(headers, rows);
  const named = units ? headers.map((header, index) => withUnit(header, units[index])) : [...headers];
  const body = units ? rows.slice(1) : rows;
  const groups = new Map<string, number[]>();
  named.forEach((header, index) => {
    const key = header.trim().toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const taken = new Set(named.map((header) => header.trim().toLowerCase()));
  const renamed: DistinctHeaders["renamed"] = [];
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    const cellUnits = indexes.map(
      (index) =>
        inferColumn(
          named[index],
          body.map((row) => row[index] ?? ""),
        ).unit ?? "",
    );
    const byUnit = cellUnits.every(Boolean) && new Set(cellUnits).size === indexes.length;
    indexes.forEach((index, at) => {
      const from = named[index];
      let to = byUnit ? withUnit(from, cellUnits[at]) : from;
      if (at === 0 && (to === from || taken.has(to.toLowerCase()))) return;
      for (let n = at + 1; to === from || taken.has(to.toLowerCase()); n += 1) to = `${from} ${n}`.trim();
      taken.add(to.toLowerCase());
      named[index] = to;
      renamed.push({ from, to });
    });
  }
  return { headers: named, rows: body, units, renamed };
}
