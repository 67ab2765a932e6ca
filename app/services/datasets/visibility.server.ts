import { and, eq, isNull } from "drizzle-orm";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { datasets } from "~db/schema";

export type DatasetRow = typeof datasets.$inferSelect;

/** design §8: a private dataset exists only for its owner; everyone else gets 404, not 403. */
export function canSeeDataset(
  dataset: Pick<DatasetRow, "isPublic" | "ownerId">,
  viewerId: number | null,
): boolean {
  return dataset.isPublic || (viewerId !== null && dataset.ownerId === viewerId);
}

export async function getVisibleDataset(
  { db }: { db: Database },
  datasetId: number,
  viewerId: number | null,
): Promise<DatasetRow> {
  const dataset = await db.query.datasets.findFirst({
    where: and(eq(datasets.id, datasetId), isNull(datasets.deletedAt)),
  });
  if (!dataset || !canSeeDataset(dataset, viewerId)) throw new DomainError("NOT_FOUND", "Dataset not found");
  return dataset;
}
