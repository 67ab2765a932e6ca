import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { Database } from "~db/index";
import { type AttributeColumn, datasets, datasetVersions, type LocalizedText } from "~db/schema";
import { readThrough } from "./cache.server";
import { authorDescription, columnSummary } from "./datasets/card-summary";
import { playable, playsThisWeek } from "./datasets/dataset-list.server";

export type FeaturedDataset = {
  id: number;
  name: string;
  /** The author's own words, or "" (then the card sums the dataset up from its columns). */
  description: string;
  /** The first columns a player compares, in the page's language, and whether there are more. */
  columns: { names: string[]; more: boolean };
  type: string;
  entriesCount: number;
  favoritesCount: number;
  playsCount: number;
};

type FeaturedDeps = { db: Database; kv?: KVNamespace; waitUntil: (work: Promise<unknown>) => void };

/** A featured dataset before its names are put in a language: one cached list for both languages. */
type FeaturedRow = Omit<FeaturedDataset, "name" | "description" | "columns"> & {
  name: string;
  columns: AttributeColumn[];
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
    ? await readThrough({ kv, waitUntil: deps.waitUntil }, `featured:rows:v2:${limit}`, () =>
        queryFeatured(deps.db, limit),
      )
    : await queryFeatured(deps.db, limit);
  return rows.map(({ nameI18n, descriptionI18n, columns, ...row }) => {
    const name = localized(nameI18n, locale, row.name);
    const description = localized(descriptionI18n, locale, row.description);
    return {
      ...row,
      name,
      description: authorDescription(description, name) ?? "",
      columns: columnSummary(columns, locale),
    };
  });
}

/** A description of the author's own, in any language (not empty, not the name again). */
const described = (row: FeaturedRow) =>
  authorDescription(localized(row.descriptionI18n, "zh-CN", row.description), row.name) !== null ||
  authorDescription(localized(row.descriptionI18n, "en-US", row.description), row.name) !== null;

/**
 * The week's most played playable datasets; among the first few times `limit` of them, those whose
 * author described them come first (a card of the author's words before one summed up from columns).
 */
async function queryFeatured(db: Database, limit: number): Promise<FeaturedRow[]> {
  const rows = await db
    .select({ dataset: datasets, columns: datasetVersions.attributeTypes })
    .from(datasets)
    .leftJoin(datasetVersions, eq(datasetVersions.id, datasets.latestVersionId))
    // Only playable datasets (never one with no entries), the week's most played first.
    .where(and(eq(datasets.isPublic, true), playable()))
    .orderBy(
      desc(playsThisWeek),
      desc(datasets.playsCount),
      desc(datasets.favoritesCount),
      desc(datasets.updatedAt),
    )
    .limit(limit * CANDIDATES_PER_PLACE);
  const featured = rows.map(({ dataset: row, columns }) => ({
    id: row.id,
    name: row.name,
    nameI18n: row.nameI18n ?? null,
    description: row.description,
    descriptionI18n: row.descriptionI18n ?? null,
    type: row.type,
    entriesCount: row.entriesCount,
    favoritesCount: row.favoritesCount,
    playsCount: row.playsCount,
    columns: columns ?? [],
  }));
  // A stable sort: each group keeps the plays order.
  return [...featured.filter(described), ...featured.filter((row) => !described(row))].slice(0, limit);
}

/** How many candidates per featured place are read, so a described dataset can move up. */
const CANDIDATES_PER_PLACE = 3;
