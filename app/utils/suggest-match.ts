import { defaultLocale, isLocale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { LocalizedText } from "~db/schema";
import { nameLanguage } from "./name-language";
import { entrySearchKey, searchKey } from "./search-key";

/**
 * What autocomplete needs of an entry, and nothing more: the server's cached version and the
 * browser's copy of a small dataset's names (suggest-names.ts) both match through this type, so
 * the guess box offers the same names in the same order either way.
 */
export type SuggestEntry = {
  id: number;
  name: string;
  labels: LocalizedText | null;
  aliases: string[];
  imageUrl: string | null;
  /** `|key|key|` over the name, its per-locale labels and aliases (search-key.ts). */
  searchKey: string;
  /** Like searchKey, names and labels only: a name beats someone else's alias. */
  nameKey: string;
};

/** An entry's two match keys, from its names and aliases: computed one way on both sides. */
export function suggestKeys(entry: {
  name: string;
  labels: LocalizedText | null;
  aliases: readonly string[];
}): Pick<SuggestEntry, "searchKey" | "nameKey"> {
  const names = [entry.name, ...Object.values(entry.labels ?? {}).filter((v): v is string => Boolean(v))];
  return { searchKey: entrySearchKey([...names, ...entry.aliases]), nameKey: entrySearchKey(names) };
}

/**
 * An entry's name in the page's language: its label in that language, else the plain name when it
 * is written in that language (an English name beside a name_zh label), else the other label.
 */
export function displayName(entry: Pick<SuggestEntry, "name" | "labels">, locale: string): string {
  const lang = isLocale(locale) ? locale : defaultLocale;
  if (!entry.labels?.[lang]?.trim() && nameLanguage(entry.name) === lang && entry.name.trim())
    return entry.name;
  return localized(entry.labels, lang, entry.name);
}

export type Suggestion = { id: number; name: string; alias: string | null; imageUrl: string | null };

/**
 * Autocomplete over names, labels and aliases: a name or label equal to the query first (法国 before
 * 法国南部和南极土地), then names that start with it, then aliases, then any match; ties keep the
 * entries' order.
 */
export function suggestEntries(
  entries: readonly SuggestEntry[],
  query: string,
  locale: string,
  limit = 8,
): Suggestion[] {
  const key = searchKey(query);
  if (!key) return [];
  const ranked: { entry: SuggestEntry; rank: number }[] = [];
  for (const entry of entries) {
    if (entry.nameKey.includes(`|${key}|`)) ranked.push({ entry, rank: -1 });
    else if (entry.nameKey.includes(`|${key}`)) ranked.push({ entry, rank: 0 });
    else if (entry.searchKey.includes(`|${key}`)) ranked.push({ entry, rank: 1 });
    else if (entry.searchKey.includes(key)) ranked.push({ entry, rank: 2 });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, limit).map(({ entry }) => {
    const name = displayName(entry, locale);
    const alias = entry.aliases.find((item) => searchKey(item).startsWith(key)) ?? null;
    return {
      id: entry.id,
      name,
      alias: alias && searchKey(alias) !== searchKey(name) ? alias : null,
      imageUrl: entry.imageUrl,
    };
  });
}
