import { nameLanguage } from "~/utils/name-language";

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
  for (const [a, first] of indexes.entries()) {
    if (repeats.has(first)) continue;
    for (const second of indexes.slice(a + 1)) {
      if (repeats.has(second)) continue;
      if (sameMeasure(rows, first, second)) {
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
  const text = cell.trim().replace(/,/g, "");
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
};

/**
 * One measure in two units: every row's ratio the same within 1% (metres and feet, kilograms
 * and pounds), over nine rows of ten and at least ten. Most pairs fail on their second row.
 */
function sameMeasure(rows: string[][], first: number, second: number): boolean {
  let reference: number | null = null;
  let counted = 0;
  for (const row of rows) {
    const a = plainNumber(row[first] ?? "");
    const b = plainNumber(row[second] ?? "");
    if (a === null || b === null || a === 0 || b === 0) continue;
    const ratio = b / a;
    reference ??= ratio;
    if (Math.abs(ratio - reference) > Math.abs(reference) * 0.01) return false;
    counted += 1;
  }
  return counted >= 10 && counted >= rows.length * 0.9;
}
