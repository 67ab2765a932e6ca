import { searchKey } from "~/utils/search-key";
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

/** The guess box's autocomplete: one rule for the server and the browser (utils/suggest-match.ts). */
export { type Suggestion, suggestEntries } from "~/utils/suggest-match";
