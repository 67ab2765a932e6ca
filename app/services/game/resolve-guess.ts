import { searchKey } from "~/utils/search-key";
import { MATCH_RANK, matchRank } from "~/utils/suggest-match";
import type { GameEntry } from "./version-cache.server";

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
  // The autocomplete's own ranking (utils/suggest-match.ts): what Enter picks in the browser is
  // what the form resolves without JavaScript.
  const ranked = entries.map((entry) => ({ entry, rank: matchRank(entry, key) }));
  const qualified = entries.filter((entry) => entry.qualifiedKey?.includes(`|${key}|`));
  if (qualified.length === 1) return { kind: "found", entry: qualified[0] };
  for (const level of [MATCH_RANK.exactName, MATCH_RANK.exactAlias]) {
    const matches = ranked.filter((item) => item.rank === level).map((item) => item.entry);
    if (matches.length === 1) return { kind: "found", entry: matches[0] };
    if (matches.length > 1) return { kind: "ambiguous", count: matches.length, entries: matches };
  }
  // Part of a name that the autocomplete offers for one entry only ("germ": Germany): that entry.
  const offered = ranked.filter((item) => item.rank !== null);
  return offered.length === 1 ? { kind: "found", entry: offered[0].entry } : { kind: "unknown" };
}

/** The guess box's autocomplete: one rule for the server and the browser (utils/suggest-match.ts). */
export { type Suggestion, suggestEntries } from "~/utils/suggest-match";
