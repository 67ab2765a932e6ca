import { and, asc, eq, sql } from "drizzle-orm";
import { readThrough } from "~/services/cache.server";
import { LruCache } from "~/services/lru-cache";
import { searchKey } from "~/utils/search-key";
import { entries } from "~db/schema";
import { type DatasetDeps, getDataset } from "./datasets.server";

/** What the guess box needs of an entry; never attributes (they would give the answer away). */
export type EntrySuggestion = {
  id: number;
  name: string;
  labels: { "zh-CN"?: string; "en-US"?: string } | null;
  aliases: string[];
  imageUrl: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Typed autocomplete queries, per isolate only (version ids never change their entries). */
const typedQueries = new LruCache<EntrySuggestion[]>({ maxEntries: 500 });
const TYPED_QUERY_TTL_MS = 600_000;

const suggestionColumns = {
  id: entries.id,
  name: entries.name,
  labels: entries.labels,
  aliases: entries.aliases,
  imageUrl: entries.imageUrl,
};

/**
 * Autocomplete over the latest version: names, both locales' labels and aliases, folded by
 * `searchKey` (case, accents, width). Names starting with the query come first.
 */
export async function suggestEntries(
  deps: DatasetDeps,
  datasetId: number,
  viewerId: number | null,
  query: string,
  limit: number,
): Promise<EntrySuggestion[]> {
  const dataset = await getDataset(deps, datasetId, viewerId);
  if (!dataset.latestVersionId) return [];
  const versionId = dataset.latestVersionId;
  const folded = searchKey(query);
  // A query of only punctuation or wildcards (`%%%%`) folds to nothing: it matches nothing, it is
  // not the empty query's "first entries" list.
  if (!folded && query.trim() !== "") return [];
  const load = async () => {
    if (!folded) {
      return deps.db
        .select(suggestionColumns)
        .from(entries)
        .where(eq(entries.versionId, versionId))
        .orderBy(asc(entries.position))
        .limit(limit);
    }
    const contains = `%${escapeLike(folded)}%`;
    const prefix = `%|${escapeLike(folded)}%`;
    return deps.db
      .select(suggestionColumns)
      .from(entries)
      .where(and(eq(entries.versionId, versionId), sql`${entries.searchKey} LIKE ${contains} ESCAPE '\\'`))
      .orderBy(
        sql`CASE WHEN ${entries.searchKey} LIKE ${prefix} ESCAPE '\\' THEN 0 ELSE 1 END`,
        asc(entries.position),
      )
      .limit(limit);
  };
  if (!dataset.isPublic) return load();
  // Only the empty query (the list the guess box opens with) repeats enough to share through KV;
  // typed queries stay in this isolate's memory, so unique queries never write a KV key each.
  if (!folded) return readThrough(deps, `suggest:${versionId}:${limit}:`, load);
  const key = `${versionId}:${limit}:${folded}`;
  const hit = typedQueries.get(key);
  if (hit) return hit;
  const rows = await load();
  typedQueries.set(key, rows, TYPED_QUERY_TTL_MS);
  return rows;
}

export type EntryRow = typeof entries.$inferSelect;

/** A page of a version's entries, in upload order, and their count: two reads to send in one batch. */
export function pageEntriesQueries(
  deps: Pick<DatasetDeps, "db">,
  versionId: number,
  page: number,
  limit: number,
) {
  return [
    deps.db
      .select()
      .from(entries)
      .where(eq(entries.versionId, versionId))
      .orderBy(asc(entries.position))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ total: sql<number>`count(*)` }).from(entries).where(eq(entries.versionId, versionId)),
  ] as const;
}
