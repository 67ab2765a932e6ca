import { and, desc, eq, isNull } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE } from "~/schemas/page-param";
import { readThrough } from "~/services/cache.server";
import { publicReadKey } from "~/services/forget-on-write.server";
import { datasetVersions } from "~db/schema";
import type { DatasetView } from "./dataset-view.server";
import { type DatasetDeps, getDataset } from "./datasets.server";
import { type EntryRow, pageEntriesQueries } from "./entries.server";
import type { QualityReport } from "./quality/quality-report";
import { ensureQualityReport, qualityReportQuery, storedReport } from "./quality/quality-store.server";
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

/** The page's reads in one batch: a far player waits for one database round trip, not four. */
async function load(deps: DatasetDeps, dataset: DatasetView, page: number): Promise<DatasetPageData> {
  const versionsQuery = deps.db
    .select()
    .from(datasetVersions)
    .where(and(eq(datasetVersions.datasetId, dataset.id), isNull(datasetVersions.deletedAt)))
    .orderBy(desc(datasetVersions.version));
  const versionId = dataset.latestVersionId;
  let versionRows: (typeof datasetVersions.$inferSelect)[];
  let entries: { rows: EntryRow[]; total: number } | null = null;
  let quality: QualityReport | null = null;
  if (versionId === null) versionRows = await versionsQuery;
  else {
    const [rowsQuery, countQuery] = pageEntriesQueries(deps, versionId, page, DEFAULT_PAGE_SIZE);
    const [versions, rows, [counted], report] = await deps.db.batch([
      versionsQuery,
      rowsQuery,
      countQuery,
      qualityReportQuery(deps, versionId),
    ]);
    versionRows = versions;
    entries = { rows, total: counted?.total ?? 0 };
    quality = await ensureQualityReport(deps, versionId, storedReport(report));
  }
  const empty = { rows: [], total: 0, page: 1, totalPages: 1 };
  return {
    dataset,
    quality,
    versions: versionRows.map(toVersionView),
    entries: entries
      ? {
          rows: entries.rows.map(({ id, name, labels, aliases, imageUrl, attributes }) => ({
            id,
            name,
            labels,
            aliases,
            imageUrl,
            attributes,
          })),
          total: entries.total,
          page,
          totalPages: Math.max(1, Math.ceil(entries.total / DEFAULT_PAGE_SIZE)),
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
