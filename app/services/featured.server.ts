import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { Database } from "~db/index";
import { datasets, type LocalizedText } from "~db/schema";
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

type FeaturedDeps = { db: Database; kv?: KVNamespace; waitUntil: (work: Promise<unknown>) => void };

/** A featured dataset before its names are put in a language: one cached list for both languages. */
type FeaturedRow = Omit<FeaturedDataset, "name" | "description"> & {
  name: string;
  nameI18n: LocalizedText | null;
  description: string;
  descriptionI18n: LocalizedText | null;
};

/**
 * The most played and favorited public datasets, through the public-read cache when KV is there
 * (the page's deps always have it: before, this looked for KV under a `cloudflare` key that deps no
 * longer carry, so every home render built and ran the query). One cached list serves both
 * languages, localized after the read: a list cached per language was filled at different times,
 * and the English home said "0 plays" where the Chinese one said "3 次游戏".
 */
export async function listFeaturedDatasets(
  deps: FeaturedDeps,
  locale: Locale,
  limit = 6,
): Promise<FeaturedDataset[]> {
  const kv = deps.kv;
  const rows = kv
    ? await readThrough({ kv, waitUntil: deps.waitUntil }, `featured:rows:${limit}`, () =>
        queryFeatured(deps.db, limit),
      )
    : await queryFeatured(deps.db, limit);
  return rows.map(({ nameI18n, descriptionI18n, ...row }) => ({
    ...row,
    name: localized(nameI18n, locale, row.name),
    description: localized(descriptionI18n, locale, row.description),
  }));
}

async function queryFeatured(db: Database, limit: number): Promise<FeaturedRow[]> {
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
    name: row.name,
    nameI18n: row.nameI18n ?? null,
    description: row.description,
    descriptionI18n: row.descriptionI18n ?? null,
    type: row.type,
    entriesCount: row.entriesCount,
    favoritesCount: row.favoritesCount,
    playsCount: row.playsCount,
  }));
}
