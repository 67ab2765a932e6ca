import { and, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DatasetSort } from "~/schemas/datasets";
import { readThrough, rememberForGeneration } from "~/services/cache.server";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { PLAYABLE_MIN_ENTRIES } from "~/utils/playable";
import type { Database } from "~db/index";
import { datasetPlays, datasets, datasetTags, datasetVersions } from "~db/schema";
import { type DatasetView, selectDatasetViews, toDatasetView } from "./dataset-view.server";

export type DatasetFilter = {
  query?: string;
  tags?: string[];
  language?: "zh-CN" | "en-US";
  type?: string;
  isPublic?: boolean;
  ownerId?: number;
  sort?: DatasetSort;
  /** Only datasets a player can play now (browse's default; "Show all" lifts it). */
  playable?: boolean;
  offset: number;
  limit: number;
};

/** spec §3 dataset list. */
export type DatasetList = { datasets: DatasetView[]; total: number; offset: number; limit: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Public datasets, plus the viewer's own private ones: nobody else's private dataset ever matches. */
export function visibleTo(viewerId: number | null): SQL {
  return viewerId === null
    ? eq(datasets.isPublic, true)
    : (or(eq(datasets.isPublic, true), eq(datasets.ownerId, viewerId)) as SQL);
}

function conditions(filter: DatasetFilter, viewerId: number | null): SQL {
  const where: SQL[] = [visibleTo(viewerId), isNull(datasets.deletedAt)];
  if (filter.query) {
    const pattern = `%${escapeLike(filter.query)}%`;
    // Names (both languages), description and tags: `国家` finds the datasets tagged 国家.
    where.push(sql`(${datasets.name} LIKE ${pattern} ESCAPE '\\' OR ${datasets.nameI18n} LIKE ${pattern} ESCAPE '\\'
      OR ${datasets.description} LIKE ${pattern} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM ${datasetTags} WHERE ${datasetTags.datasetId} = ${datasets.id}
        AND ${datasetTags.tag} LIKE ${pattern} ESCAPE '\\'))`);
  }
  if (filter.language) where.push(writtenIn(filter.language));
  if (filter.type) where.push(eq(datasets.type, filter.type));
  if (filter.isPublic !== undefined) where.push(eq(datasets.isPublic, filter.isPublic));
  if (filter.ownerId !== undefined) where.push(eq(datasets.ownerId, filter.ownerId));
  if (filter.playable) where.push(playable());
  const tags = [...new Set(filter.tags ?? [])];
  if (tags.length > 0) {
    // Every requested tag must be present.
    const tagged = sql`SELECT ${datasetTags.datasetId} FROM ${datasetTags} WHERE ${inArray(datasetTags.tag, tags)}
      GROUP BY ${datasetTags.datasetId} HAVING count(*) = ${tags.length}`;
    where.push(sql`${datasets.id} IN (${tagged})`);
  }
  return and(...where) as SQL;
}

/**
 * ADR 046: a dataset is in a language when at least half of its latest version's entries can be
 * named in it (a name in that script or a label in that language), so a dataset named in both
 * languages is in both. Without entries yet, the language its author gave stands.
 */
export function writtenIn(language: "zh-CN" | "en-US"): SQL {
  const named = language === "zh-CN" ? datasetVersions.zhNames : datasetVersions.enNames;
  return sql`(CASE WHEN coalesce((SELECT ${datasetVersions.entriesCount} FROM ${datasetVersions}
      WHERE ${datasetVersions.id} = ${datasets.latestVersionId}), 0) = 0 THEN ${datasets.language} = ${language}
    ELSE EXISTS (SELECT 1 FROM ${datasetVersions} WHERE ${datasetVersions.id} = ${datasets.latestVersionId}
      AND ${named} > 0 AND ${named} * 2 >= ${datasetVersions.entriesCount}) END)`;
}

/**
 * A dataset a player can play now (utils/playable.ts, the one rule; `isPlayable` is its page form):
 * a published version with at least the daily's 10 entries, not hidden by an operator and not deleted.
 */
export function playable(): SQL {
  return and(
    isNotNull(datasets.latestVersionId),
    gte(datasets.entriesCount, PLAYABLE_MIN_ENTRIES),
    isNull(datasets.hiddenAt),
    isNull(datasets.deletedAt),
  ) as SQL;
}

/** Players who played the dataset in the last 7 days (the cron's per-player-and-day plays). */
export const playsThisWeek = sql`(SELECT COUNT(*) FROM ${datasetPlays} WHERE ${datasetPlays.datasetId} = ${datasets.id}
  AND ${datasetPlays.day} >= date('now', '-7 days'))`;

const ORDER: Record<DatasetSort, SQL[]> = {
  newest: [desc(datasets.createdAt), desc(datasets.id)],
  favorites: [desc(datasets.favoritesCount), desc(datasets.createdAt), desc(datasets.id)],
  plays: [desc(datasets.playsCount), desc(datasets.createdAt), desc(datasets.id)],
  trending: [desc(playsThisWeek), desc(datasets.playsCount), desc(datasets.createdAt), desc(datasets.id)],
};

async function queryDatasets(
  db: Database,
  filter: DatasetFilter,
  viewerId: number | null,
): Promise<DatasetList> {
  const where = conditions(filter, viewerId);
  const [rows, [counted]] = await db.batch([
    selectDatasetViews({ db })
      .where(where)
      .orderBy(...ORDER[filter.sort ?? "newest"])
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: sql<number>`count(*)` }).from(datasets).where(where),
  ]);
  return {
    datasets: rows.map(toDatasetView),
    total: counted?.total ?? 0,
    offset: filter.offset,
    limit: filter.limit,
  };
}

/**
 * A public list read from D1 without the list cache, for a caller that keeps the list inside a cached
 * value of its own (the public profile page).
 */
export function queryPublicDatasets(db: Database, filter: DatasetFilter): Promise<DatasetList> {
  return queryDatasets(db, filter, null);
}

// Whether a viewer has a live private dataset (the owner index finds their few rows).
const privateDatasetOf = prepared((db) =>
  db
    .select({ id: datasets.id })
    .from(datasets)
    .where(
      and(
        eq(datasets.ownerId, sql.placeholder("ownerId")),
        eq(datasets.isPublic, false),
        isNull(datasets.deletedAt),
      ),
    )
    .limit(1)
    .prepare(),
);

/** Whether the viewer owns a live private dataset: asked once per viewer and cache generation. */
function ownsPrivateDataset(deps: { db: Database; kv: KVNamespace }, viewerId: number): Promise<boolean> {
  return rememberForGeneration(
    deps,
    `owns-private:${viewerId}`,
    async () => (await privateDatasetOf(deps.db).get({ ownerId: viewerId })) !== undefined,
  );
}

/**
 * Lists and search results. Anonymous reads go through the cache (they hold public datasets only).
 * A signed-in viewer also sees their own private datasets, so a viewer who has one reads the
 * database; a viewer who has none sees exactly the public list, and shares its cached copy (one
 * key lookup instead of building and running the list's queries). Lists of one owner stay fresh.
 */
export async function listDatasets(
  deps: Pick<AppDeps, "db" | "kv" | "waitUntil">,
  filter: DatasetFilter,
  viewerId: number | null,
): Promise<DatasetList> {
  if (viewerId !== null) {
    // An owner's own lists (my datasets, the upload and edit pickers) always read fresh.
    if (filter.ownerId !== undefined || (await ownsPrivateDataset(deps, viewerId))) {
      return queryDatasets(deps.db, filter, viewerId);
    }
  }
  // A typed search is rarely asked twice: caching it would write one KV key per unique query.
  // Browsing (no text) repeats and stays cached.
  if (filter.query) return queryDatasets(deps.db, filter, null);
  const key = `list:${JSON.stringify([filter.query ?? "", [...(filter.tags ?? [])].sort(), filter.language, filter.type, filter.isPublic, filter.ownerId, filter.sort ?? "newest", filter.playable ?? false, filter.offset, filter.limit])}`;
  // An empty page past the first, or for tags nobody uses, is not kept: the page number and the
  // tags are free text, so keeping them would give a crawler a KV key per request. An empty first
  // page of a fixed filter (a player without public datasets, a type nobody chose yet) is kept.
  const keep = (list: DatasetList) =>
    list.datasets.length > 0 || (filter.offset === 0 && (filter.tags?.length ?? 0) === 0);
  return readThrough(deps, key, () => queryDatasets(deps.db, filter, null), keep);
}

/** page/limit (SPEC's my/user/search lists) as offset/limit. */
export const pageToOffset = (page: number, limit: number) => ({ offset: (page - 1) * limit, limit });

/** The `data` of page-based lists: the dataset list plus page numbers. */
export function pagedList(list: DatasetList, page: number) {
  // No results means no pages: total_pages is 0 when total is 0, else ceil(total / limit).
  return { ...list, page, totalPages: Math.ceil(list.total / list.limit) };
}
