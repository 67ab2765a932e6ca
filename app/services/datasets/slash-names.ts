/**
 * Names written with their other names after " / " ("Mount Everest / Sagarmatha / Chomolungma"):
 * the first part is the name and the others are aliases. Only where such names are a minority of
 * the column: a column where every name has " / " says something else (a pair, a route).
 */
const SEPARATOR = " / ";

/**
 * Splits such names in place; how many entries were split (0 when the pattern is not a minority).
 * `apply` false (the author's "keep them whole") splits nothing and says how many would have been.
 */
export function splitSlashNames(
  entries: { name: string; aliases: string[]; labels?: Record<string, string> }[],
  aliasesKept: number,
  apply = true,
): number {
  const marked = entries.filter((entry) => entry.name.includes(SEPARATOR)).length;
  if (marked === 0 || marked * 2 >= entries.length) return 0;
  let split = 0;
  for (const entry of entries) {
    if (!entry.name.includes(SEPARATOR)) continue;
    const [first, ...others] = entry.name
      .split(SEPARATOR)
      .map((part) => part.trim())
      .filter(Boolean);
    if (first === undefined || others.length === 0) continue;
    split += 1;
    if (!apply) continue;
    // A bilingual table's label in the name's language is the name as written: it becomes the name too.
    for (const [locale, label] of Object.entries(entry.labels ?? {})) {
      if (label === entry.name && entry.labels) entry.labels[locale] = first;
    }
    entry.name = first;
    entry.aliases = [...new Set([...others, ...entry.aliases])]
      .filter((alias) => alias !== first)
      .slice(0, aliasesKept);
  }
  return split;
}
