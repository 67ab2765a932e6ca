import { defaultLocale, isLocale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { LocalizedText } from "~db/schema";
import { nameInLanguage } from "./name-language";
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
  /** Shown beside a name another entry shares: `朝阳 · 北京`. */
  qualifier?: LocalizedText | null;
  /** Each name followed by the qualifier, folded ("朝阳 · 北京" → `|朝阳北京|`); "" without a qualifier. */
  qualifiedKey?: string;
};

/** An entry's match keys, from its names, aliases and qualifier: computed one way on both sides. */
export function suggestKeys(entry: {
  name: string;
  labels: LocalizedText | null;
  aliases: readonly string[];
  qualifier?: LocalizedText | null;
}): Pick<SuggestEntry, "searchKey" | "nameKey" | "qualifiedKey"> {
  const names = [entry.name, ...Object.values(entry.labels ?? {}).filter((v): v is string => Boolean(v))];
  return {
    searchKey: entrySearchKey([...names, ...entry.aliases]),
    nameKey: entrySearchKey(names),
    qualifiedKey: qualifiedKeyOf(names, entry.qualifier ?? null),
  };
}

/** Every name with every language's qualifier, folded: "Chaoyang Beijing" and "朝阳 北京" alike. */
function qualifiedKeyOf(names: readonly string[], qualifier: LocalizedText | null): string {
  const words = Object.values(qualifier ?? {}).filter((value): value is string => Boolean(value));
  if (words.length === 0) return "";
  return entrySearchKey(names.flatMap((name) => words.map((word) => `${name} ${word}`)));
}

/**
 * An entry's name in the page's language: its label in that language, else the plain name when it
 * is written in that language (an English name beside a name_zh label), else the other label.
 */
export function displayName(entry: Pick<SuggestEntry, "name" | "labels">, locale: string): string {
  return nameInLanguage(entry.labels, isLocale(locale) ? locale : defaultLocale, entry.name);
}

/** Between a name and its qualifier, in both languages: `朝阳 · 北京`, `Chaoyang · Beijing`. */
export const QUALIFIER_SEPARATOR = " · ";

/**
 * The name a player reads (guess box, feedback, end screen): the name in the page's language, with
 * its qualifier when another entry shares it.
 */
export function qualifiedName(
  entry: Pick<SuggestEntry, "name" | "labels" | "qualifier">,
  locale: string,
): string {
  const name = displayName(entry, locale);
  const qualifier = localized(entry.qualifier, isLocale(locale) ? locale : defaultLocale);
  return qualifier ? `${name}${QUALIFIER_SEPARATOR}${qualifier}` : name;
}

export type Suggestion = { id: number; name: string; alias: string | null; imageUrl: string | null };

/**
 * How well an entry matches a folded query, best first: the player who types a whole name or alias
 * ("Fe", Iron's symbol) means that entry, before any longer name that merely starts with it
 * (Fermium). A name beats someone else's alias at the same level. `null`: no match.
 */
export const MATCH_RANK = {
  exactName: 0,
  exactAlias: 1,
  prefixName: 2,
  prefixAlias: 3,
  contains: 4,
} as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

export function matchRank(
  entry: Pick<SuggestEntry, "searchKey" | "nameKey" | "qualifiedKey">,
  key: string,
): MatchRank | null {
  if (!key) return null;
  const exact = `|${key}|`;
  if (entry.nameKey.includes(exact) || entry.qualifiedKey?.includes(exact)) return MATCH_RANK.exactName;
  if (entry.searchKey.includes(exact)) return MATCH_RANK.exactAlias;
  if (entry.nameKey.includes(`|${key}`) || entry.qualifiedKey?.includes(`|${key}`))
    return MATCH_RANK.prefixName;
  if (entry.searchKey.includes(`|${key}`)) return MATCH_RANK.prefixAlias;
  if (entry.searchKey.includes(key)) return MATCH_RANK.contains;
  return null;
}

/**
 * Autocomplete over names, labels and aliases, ordered by matchRank: a name or alias equal to the
 * query first (法国 before 法国南部和南极土地, Fe's Iron before Fermium), then names that start with
 * it, then aliases that do, then any match; ties keep the entries' order.
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
    const rank = matchRank(entry, key);
    if (rank !== null) ranked.push({ entry, rank });
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
