import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { Database } from "~db/index";
import { datasets } from "~db/schema";
import { readThrough } from "./cache.server";
import { playable, playsThisWeek } from "./datasets/dataset-list.server";

export type FeaturedDataset = {
  id: number;
  name: string;
  description: string;
  type: string;
  entriesCount: number;
  favoritesCount: number;
  playsCount: number;
};

type FeaturedDeps = { db: Database; kv?: KVNamespace };

/**
 * The most played and favorited public datasets, through the public-read cache when KV is there
 * (the page's deps always have it: before, this looked for KV under a `cloudflare` key that deps no
 * longer carry, so every home render built and ran the query).
 */
export async function listFeaturedDatasets(
  deps: FeaturedDeps,
  locale: Locale,
  limit = 6,
): Promise<FeaturedDataset[]> {
  const kv = deps.kv;
  if (!kv) return queryFeatured(deps.db, locale, limit);
  return readThrough({ kv }, `featured:${locale}:${limit}`, () => queryFeatured(deps.db, locale, limit));
}

async function queryFeatured(db: Database, locale: Locale, limit: number): Promise<FeaturedDataset[]> {
  const rows = await db
    .select()
    .from(datasets)
    // Only playable datasets (never one with no entries), the week's most played first.
    .where(and(eq(datasets.isPublic, true), playable()))
    .orderBy(
      desc(playsThisWeek),
      desc(datasets.playsCount),
      desc(datasets.favoritesCount),
      desc(datasets.updatedAt),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: localized(row.nameI18n, locale, row.name),
    description: localized(row.descriptionI18n, locale, row.description),
    type: row.type,
    entriesCount: row.entriesCount,
    favoritesCount: row.favoritesCount,
    playsCount: row.playsCount,
  }));
}
