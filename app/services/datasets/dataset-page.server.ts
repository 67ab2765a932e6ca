import { and, desc, eq, isNull } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE } from "~/schemas/page-param";
import { readThrough } from "~/services/cache.server";
import { publicReadKey } from "~/services/forget-on-write.server";
import { datasetVersions } from "~db/schema";
import type { DatasetView } from "./dataset-view.server";
import { type DatasetDeps, getDataset } from "./datasets.server";
import { type EntryRow, pageEntries } from "./entries.server";
import type { QualityReport } from "./quality/quality-report";
import { ensureQualityReport } from "./quality/quality-store.server";
import { toVersionView, type VersionView } from "./versions.server";

export type DatasetPageEntry = Pick<
  EntryRow,
  "id" | "name" | "labels" | "aliases" | "imageUrl" | "attributes"
>;

export type DatasetPageData = {
  dataset: DatasetView;
  versions: VersionView[];
  entries: { rows: DatasetPageEntry[]; total: number; page: number; totalPages: number };
  /** The latest version's game quality report (computed and kept on first view for older versions). */
  quality: QualityReport | null;
};

async function load(deps: DatasetDeps, dataset: DatasetView, page: number): Promise<DatasetPageData> {
  const versionRows = await deps.db
    .select()
    .from(datasetVersions)
    .where(and(eq(datasetVersions.datasetId, dataset.id), isNull(datasetVersions.deletedAt)))
    .orderBy(desc(datasetVersions.version));
  const empty = { rows: [], total: 0, page: 1, totalPages: 1 };
  const entries = dataset.latestVersionId
    ? await pageEntries(deps, dataset.latestVersionId, page, DEFAULT_PAGE_SIZE)
    : null;
  const quality = dataset.latestVersionId ? await ensureQualityReport(deps, dataset.latestVersionId) : null;
  return {
    dataset,
    quality,
    versions: versionRows.map(toVersionView),
    entries: entries
      ? {
          rows: entries.entries.map(({ id, name, labels, aliases, imageUrl, attributes }) => ({
            id,
            name,
            labels,
            aliases,
            imageUrl,
            attributes,
          })),
          total: entries.total,
          page,
          totalPages: entries.totalPages,
        }
      : empty,
  };
}

/**
 * Everything the dataset page shows, in one cached read for public datasets (so a popular page
 * costs no database work); owners and private datasets always read fresh.
 */
export async function getDatasetPage(
  deps: DatasetDeps,
  id: number,
  viewerId: number | null,
  page: number,
): Promise<DatasetPageData> {
  const dataset = await getDataset(deps, id, viewerId);
  // An ownerless (seeded) dataset and an anonymous viewer are not "the owner": both ids are null.
  const isOwner = viewerId !== null && dataset.ownerId === viewerId;
  if (!dataset.isPublic || isOwner) return load(deps, dataset, page);
  return readThrough(deps, publicReadKey.datasetPage(id, page), () => load(deps, dataset, page));
}
