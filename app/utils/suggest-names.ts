import type { LocalizedText } from "~db/schema";
import { type SuggestEntry, suggestKeys } from "./suggest-match";

/**
 * A dataset this small sends its names once with the game and the browser suggests from them
 * (ADR 032); a larger one keeps the server's suggest endpoint. 5,000 is the largest upload, whose
 * names gzip to a few tens of KB.
 */
export const LOCAL_SUGGEST_MAX_ENTRIES = 5_000;

/** One entry on the wire: id, name, then labels, aliases, image and qualifier while any is set (0: none). */
export type NameRow =
  | [number, string]
  | [number, string, LocalizedText | 0]
  | [number, string, LocalizedText | 0, string[] | 0]
  | [number, string, LocalizedText | 0, string[] | 0, string | 0]
  | [number, string, LocalizedText | 0, string[] | 0, string | 0, LocalizedText];

/** The payload of `/game/{id}/names?v=`: the version's names in the version's own order. */
export type NamesPayload = { v: number; entries: NameRow[] };

type Named = Pick<SuggestEntry, "id" | "name" | "labels" | "aliases" | "imageUrl" | "qualifier">;

/**
 * Names, labels, aliases and images only: never an attribute, never anything of a game. The order
 * is the version's (the same for every game of it), which is also the server's tie order.
 */
export function encodeNames(versionId: number, entries: readonly Named[]): NamesPayload {
  return {
    v: versionId,
    entries: entries.map((entry): NameRow => {
      const labels = entry.labels && Object.values(entry.labels).some(Boolean) ? entry.labels : 0;
      const aliases = entry.aliases.length > 0 ? entry.aliases : 0;
      if (entry.qualifier && Object.values(entry.qualifier).some(Boolean))
        return [entry.id, entry.name, labels, aliases, entry.imageUrl ?? 0, entry.qualifier];
      if (entry.imageUrl) return [entry.id, entry.name, labels, aliases, entry.imageUrl];
      if (aliases) return [entry.id, entry.name, labels, aliases];
      if (labels) return [entry.id, entry.name, labels];
      return [entry.id, entry.name];
    }),
  };
}

/** The browser's side: the rows back into entries, keyed exactly as the server keys its own. */
export function decodeNames(payload: NamesPayload): SuggestEntry[] {
  return payload.entries.map(([id, name, labels, aliases, imageUrl, qualifier]) => {
    const named = { name, labels: labels || null, aliases: aliases || [], qualifier: qualifier ?? null };
    return { id, ...named, imageUrl: imageUrl || null, ...suggestKeys(named) };
  });
}
