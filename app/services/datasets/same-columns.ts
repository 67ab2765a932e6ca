import { nameLanguage } from "~/utils/name-language";
import { PLAIN_NUMBER } from "./loose-cells";

/**
 * Columns that say the same thing twice: every value of one goes with one value of the other and
 * back (a height in metres and in feet, a `energy_value` 0.6 beside its `energy_category` "Regular
 * Exercise"), allowing a stray spelling in 1% of the rows. Compared both, they give the same feedback twice. Returns, for each later column of
 * such a pair, the earlier one it repeats. Columns in two scripts (a province beside its English
 * name) are translations, not repeats: a page in either language needs its own.
 */
export function repeatedColumns(rows: string[][], indexes: readonly number[]): Map<number, number> {
  const repeats = new Map<number, number>();
  const distinct = new Map<number, number>();
  for (const index of indexes)
    distinct.set(index, new Set(rows.map((row) => (row[index] ?? "").trim())).size);
  // Each column's numbers read once, not once per pair: the pairs are quadratic in the columns.
  const numbers = new Map<number, Float64Array>();
  for (const index of indexes) {
    const column = measureColumn(rows, index);
    if (column) numbers.set(index, column);
  }
  for (const [a, first] of indexes.entries()) {
    if (repeats.has(first)) continue;
    for (const second of indexes.slice(a + 1)) {
      if (repeats.has(second)) continue;
      const a = numbers.get(first);
      const b = numbers.get(second);
      if (a && b && sameMeasure(a, b)) {
        repeats.set(second, first);
        continue;
      }
      // A one-to-one pair has as many values on each side (give or take a stray spelling, within
      // 1%); values that never repeat pair up by chance (two columns of distinct numbers), so the
      // values must repeat to tell.
      const values = distinct.get(first) ?? 0;
      const others = distinct.get(second) ?? 0;
      if (Math.abs(values - others) > Math.max(values, others) * STRAYS) continue;
      if (values < 3 || values > rows.length / 2) continue;
      if (oneToOne(rows, first, second, Math.max(values, others))) repeats.set(second, first);
    }
  }
  return repeats;
}

/**
 * Rows allowed to break a one-to-one pair: a code beside a country that one source spells two
 * ways ("Vietnam" and "Viet Nam", both VN, in 58 of 10,251 universities) still says the same.
 */
const STRAYS = 0.01;

/** Rows that agree with each value's most common partner, counted from pairs keyed "from\0to". */
function agreeing(pairs: Map<string, number>, side: 0 | 1): number {
  const best = new Map<string, number>();
  for (const [key, count] of pairs) {
    const value = key.split("\u0000")[side];
    best.set(value, Math.max(best.get(value) ?? 0, count));
  }
  let sum = 0;
  for (const count of best.values()) sum += count;
  return sum;
}

function oneToOne(rows: string[][], first: number, second: number, values: number): boolean {
  // Each stray row adds at most one pair to the `values` a true pair has: past that, stop reading.
  const most = values + rows.length * STRAYS;
  const pairs = new Map<string, number>();
  let both = 0;
  let sample: [string, string] | null = null;
  for (const row of rows) {
    const from = (row[first] ?? "").trim();
    const to = (row[second] ?? "").trim();
    if (!from || !to) continue;
    const key = `${from}\u0000${to}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
    sample ??= [from, to];
    both += 1;
    if (pairs.size > most) return false;
  }
  if (both < rows.length * 0.9 || sample === null) return false;
  const strays = both * STRAYS;
  if (both - agreeing(pairs, 0) > strays || both - agreeing(pairs, 1) > strays) return false;
  return nameLanguage(sample[0]) === nameLanguage(sample[1]);
}

const plainNumber = (cell: string) => {
  if (PLAIN_NUMBER.test(cell)) return Number(cell);
  const text = cell.trim().replace(/,/g, "");
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
};

/**
 * A column's plain numbers by row (NaN where a cell is none, or zero, which gives no ratio), or
 * null when too few rows hold one for it to be half of a pair (sameMeasure's nine rows of ten).
 */
function measureColumn(rows: string[][], index: number): Float64Array | null {
  const values = new Float64Array(rows.length);
  let counted = 0;
  rows.forEach((row, i) => {
    const value = plainNumber(row[index] ?? "");
    values[i] = value === null || value === 0 ? Number.NaN : value;
    if (!Number.isNaN(values[i])) counted += 1;
  });
  return counted >= 10 && counted >= rows.length * 0.9 ? values : null;
}

/**
 * One measure in two units: every row's ratio the same within 1% (metres and feet, kilograms
 * and pounds), over nine rows of ten and at least ten. Most pairs fail on their second row.
 */
function sameMeasure(first: Float64Array, second: Float64Array): boolean {
  let reference: number | null = null;
  let counted = 0;
  for (let i = 0; i < first.length; i += 1) {
    const a = first[i];
    const b = second[i];
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    const ratio = b / a;
    reference ??= ratio;
    if (Math.abs(ratio - reference) > Math.abs(reference) * 0.01) return false;
    counted += 1;
  }
  return counted >= 10 && counted >= first.length * 0.9;
}
