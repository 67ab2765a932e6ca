import { searchKey } from "~/utils/search-key";
import { type GameEntry, qualifiedName } from "./version-cache.server";

export type Resolution =
  | { kind: "found"; entry: GameEntry }
  | { kind: "unknown" }
  | { kind: "ambiguous"; count: number; entries: readonly GameEntry[] };

/**
 * The entry a typed guess names (no-JS form, or Enter without picking): folded like the
 * autocomplete. A name with its qualifier ("朝阳 · 北京", as the guess box offers it) is that
 * entry; a name or label beats an alias; two entries with the same name are ambiguous; a part of a
 * name that only one entry has is that entry.
 */
export function resolveGuessText(entries: readonly GameEntry[], text: string): Resolution {
  const key = searchKey(text);
  if (!key) return { kind: "unknown" };
  const needle = `|${key}|`;
  const qualified = entries.filter((entry) => entry.qualifiedKey?.includes(needle));
  if (qualified.length === 1) return { kind: "found", entry: qualified[0] };
  const byName = entries.filter((entry) => entry.nameKey.includes(needle));
  const matches = byName.length > 0 ? byName : entries.filter((entry) => entry.searchKey.includes(needle));
  if (matches.length === 1) return { kind: "found", entry: matches[0] };
  if (matches.length === 0) {
    // Part of a name that the autocomplete offers for one entry only ("germ": Germany): that entry.
    const offered = entries.filter((entry) => entry.searchKey.includes(key));
    if (offered.length === 1) return { kind: "found", entry: offered[0] };
  }
  return matches.length === 0
    ? { kind: "unknown" }
    : { kind: "ambiguous", count: matches.length, entries: matches };
}

export type Suggestion = { id: number; name: string; alias: string | null; imageUrl: string | null };

/**
 * Autocomplete over names, labels and aliases: a name or label equal to the query first (法国 before
 * 法国南部和南极土地), then names that start with it, then aliases, then any match.
 */
export function suggestEntries(
  entries: readonly GameEntry[],
  query: string,
  locale: string,
  limit = 8,
): Suggestion[] {
  const key = searchKey(query);
  if (!key) return [];
  const ranked: { entry: GameEntry; rank: number }[] = [];
  for (const entry of entries) {
    if (entry.nameKey.includes(`|${key}|`) || entry.qualifiedKey?.includes(`|${key}|`))
      ranked.push({ entry, rank: -1 });
    else if (entry.qualifiedKey?.includes(`|${key}`)) ranked.push({ entry, rank: 0 });
    else if (entry.nameKey.includes(`|${key}`)) ranked.push({ entry, rank: 0 });
    else if (entry.searchKey.includes(`|${key}`)) ranked.push({ entry, rank: 1 });
    else if (entry.searchKey.includes(key)) ranked.push({ entry, rank: 2 });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, limit).map(({ entry }) => {
    // A name another entry shares comes with its qualifier: "朝阳 · 北京", never three "朝阳".
    const name = qualifiedName(entry, locale);
    const alias = entry.aliases.find((item) => searchKey(item).startsWith(key)) ?? null;
    return {
      id: entry.id,
      name,
      alias: alias && searchKey(alias) !== searchKey(name) ? alias : null,
      imageUrl: entry.imageUrl,
    };
  });
}
