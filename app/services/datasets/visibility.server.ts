import { and, eq, isNull, sql } from "drizzle-orm";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { datasets } from "~db/schema";

export type DatasetRow = typeof datasets.$inferSelect;

/** design §8: a private dataset exists only for its owner; everyone else gets 404, not 403. */
export function canSeeDataset(
  dataset: Pick<DatasetRow, "isPublic" | "ownerId">,
  viewerId: number | null,
): boolean {
  return dataset.isPublic || (viewerId !== null && dataset.ownerId === viewerId);
}

// Every game page and the leaderboard's dataset board ask this: built once per database.
// Exported for batches (`batchPrepared`) that read the dataset with another statement.
export const liveDatasetById = prepared((db) =>
  db
    .select()
    .from(datasets)
    .where(and(eq(datasets.id, sql.placeholder("id")), isNull(datasets.deletedAt)))
    .limit(1)
    .prepare(),
);

export async function getVisibleDataset(
  { db }: Pick<AppDeps, "db">,
  datasetId: number,
  viewerId: number | null,
): Promise<DatasetRow> {
  const dataset = await liveDatasetById(db).get({ id: datasetId });
  if (!dataset || !canSeeDataset(dataset, viewerId)) throw new DomainError("NOT_FOUND", "Dataset not found");
  return dataset;
}
