import { and, asc, eq, sql } from "drizzle-orm";
import { readThrough } from "~/services/cache.server";
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
  const load = async () => {
    if (!folded) {
      return deps.db
        .select(suggestionColumns)
        .from(entries)
        .where(eq(entries.versionId, versionId))
        .orderBy(asc(entries.position))
        .limit(limit);
    }
    // searchKey strips punctuation, so the folded query holds no LIKE wildcards.
    const rows = await deps.db
      .select(suggestionColumns)
      .from(entries)
      .where(and(eq(entries.versionId, versionId), sql`${entries.searchKey} LIKE ${`%${folded}%`}`))
      .orderBy(
        sql`CASE WHEN ${entries.searchKey} LIKE ${`%|${folded}%`} THEN 0 ELSE 1 END`,
        asc(entries.position),
      )
      .limit(limit);
    return rows;
  };
  if (!dataset.isPublic) return load();
  return readThrough(deps, `suggest:${versionId}:${limit}:${folded}`, load);
}

export type EntryRow = typeof entries.$inferSelect;

/** A page of a version's entries, in upload order. */
export async function pageEntries(
  deps: Pick<DatasetDeps, "db">,
  versionId: number,
  page: number,
  limit: number,
) {
  const [rows, [counted]] = await deps.db.batch([
    deps.db
      .select()
      .from(entries)
      .where(eq(entries.versionId, versionId))
      .orderBy(asc(entries.position))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ total: sql<number>`count(*)` }).from(entries).where(eq(entries.versionId, versionId)),
  ]);
  const total = counted?.total ?? 0;
  return { entries: rows, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
