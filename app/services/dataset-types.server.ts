import { and, count, eq, isNull } from "drizzle-orm";
import { DATASET_TYPES, type DatasetType } from "~/schemas/datasets";
import type { AppDeps } from "~/services/deps.server";
import { datasets } from "~db/schema";

export type DatasetTypeCount = { type: DatasetType; count: number };

const isKnownType = (value: string): value is DatasetType =>
  (DATASET_TYPES as readonly string[]).includes(value);

/** Every dataset type with how many public datasets have it (0 when none): most used first, ties in the schema's order. */
export async function countPublicDatasetsByType({ db }: Pick<AppDeps, "db">): Promise<DatasetTypeCount[]> {
  const rows = await db
    .select({ type: datasets.type, count: count() })
    .from(datasets)
    .where(and(eq(datasets.isPublic, true), isNull(datasets.deletedAt)))
    .groupBy(datasets.type);
  const counts = new Map<DatasetType, number>();
  for (const row of rows) if (isKnownType(row.type)) counts.set(row.type, row.count);
  return DATASET_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 })).sort(
    (a, b) => b.count - a.count,
  );
}
