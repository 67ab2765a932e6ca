/**
 * Names a table writes all in lower case (the Natural History Museum's dinosaur list: "aardonyx",
 * "abelisaurus") read as names in the game with a capital first letter. Proposed only when nearly
 * every name is lower case, so a list that mixes "iPhone" and "eBay" with capitalized names keeps
 * its spelling; the author can turn it off (the plan's `capitalize_names`).
 */

/** At least this share of the names with a cased letter are all lower case to propose capitals. */
const NEARLY_ALL = 0.9;
/** Under this many names a share shows no pattern. */
const MIN_NAMES = 5;

const UPPER = /\p{Lu}|\p{Lt}/u;
const FIRST_LOWER = /\p{Ll}/u;

/** A name with a letter that has case and none of them upper case ("aardonyx", "t. rex"). */
const allLower = (name: string) => FIRST_LOWER.test(name) && !UPPER.test(name);

/** The name with its first lower-case letter made upper case: "aardonyx" → "Aardonyx". */
export function capitalizeFirst(name: string): string {
  const at = name.search(FIRST_LOWER);
  if (at === -1) return name;
  const letter = String.fromCodePoint(name.codePointAt(at) as number);
  return name.slice(0, at) + letter.toLocaleUpperCase("en-US") + name.slice(at + letter.length);
}

/** What the preview says: how many names are lower case, of how many, and the first as it becomes. */
export type NameCase = { lower: number; total: number; example: { from: string; to: string }; on: boolean };

/** The names' case when nearly all are lower case (the proposal to capitalize them), else null. */
export function lowerCaseNames(names: string[]): Omit<NameCase, "on"> | null {
  let total = 0;
  let lower = 0;
  let first: string | null = null;
  for (const name of names) {
    if (!FIRST_LOWER.test(name) && !UPPER.test(name)) continue;
    total += 1;
    if (allLower(name)) {
      lower += 1;
      first ??= name;
    }
  }
  if (total < MIN_NAMES || lower < total * NEARLY_ALL || first === null) return null;
  return { lower, total, example: { from: first, to: capitalizeFirst(first) } };
}

/**
 * Capitalizes the first letter of the entries' names (and of their labels in either language)
 * that are all lower case; a name with a capital anywhere is kept as written. Search folds case,
 * so "aardonyx" typed still finds "Aardonyx" without an alias.
 */
export function capitalizeNames(entries: { name: string; labels?: Record<string, string> }[]): void {
  for (const entry of entries) {
    if (allLower(entry.name)) entry.name = capitalizeFirst(entry.name);
    if (!entry.labels) continue;
    for (const [locale, label] of Object.entries(entry.labels)) {
      if (allLower(label)) entry.labels[locale] = capitalizeFirst(label);
    }
  }
}
