import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import type { Database } from "../../db/index";
import { datasets } from "../../db/schema";

export type FeaturedDataset = {
  id: number;
  name: string;
  description: string;
  type: string;
  entriesCount: number;
  favoritesCount: number;
  playsCount: number;
};

/** The most played and favorited public datasets that can be played. */
export async function listFeaturedDatasets(
  { db }: { db: Database },
  locale: Locale,
  limit = 6,
): Promise<FeaturedDataset[]> {
  const rows = await db
    .select()
    .from(datasets)
    .where(and(eq(datasets.isPublic, true)))
    .orderBy(desc(datasets.playsCount), desc(datasets.favoritesCount), desc(datasets.updatedAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.nameI18n?.[locale] ?? row.name,
    description: row.descriptionI18n?.[locale] ?? row.description,
    type: row.type,
    entriesCount: row.entriesCount,
    favoritesCount: row.favoritesCount,
    playsCount: row.playsCount,
  }));
}
