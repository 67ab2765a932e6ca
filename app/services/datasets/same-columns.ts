import { nameLanguage } from "~/utils/name-language";
import { PLAIN_NUMBER } from "./loose-cells";

/**
 * Columns that say the same thing twice: every value of one goes with one value of the other and
 * back (a height in metres and in feet, a `energy_value` 0.6 beside its `energy_category` "Regular
 * Exercise"). Compared both, they give the same feedback twice. Returns, for each later column of
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
      // A one-to-one pair has as many values on each side; values that never repeat pair up by
      // chance (two columns of distinct numbers), so the values must repeat to tell.
      const values = distinct.get(first) ?? 0;
      if (values !== distinct.get(second) || values < 3 || values > rows.length / 2) continue;
      if (oneToOne(rows, first, second)) repeats.set(second, first);
    }
  }
  return repeats;
}

function oneToOne(rows: string[][], first: number, second: number): boolean {
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  let both = 0;
  for (const row of rows) {
    const from = (row[first] ?? "").trim();
    const to = (row[second] ?? "").trim();
    if (!from || !to) continue;
    if ((forward.get(from) ?? to) !== to || (backward.get(to) ?? from) !== from) return false;
    forward.set(from, to);
    backward.set(to, from);
    both += 1;
  }
  if (both < rows.length * 0.9) return false;
  const [sample] = forward;
  return sample !== undefined && nameLanguage(sample[0]) === nameLanguage(sample[1]);
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
