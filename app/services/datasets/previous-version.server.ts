import { and, desc, eq, isNull } from "drizzle-orm";
import { datasetVersions } from "~db/schema";
import type { PreviousVersion } from "./carried-plan";
import type { DatasetDeps } from "./datasets.server";

/** The dataset's newest live version, whose choices a new upload starts from; null for a first upload. */
export async function previousVersion(
  deps: Pick<DatasetDeps, "db">,
  datasetId: number,
): Promise<PreviousVersion | null> {
  const row = await deps.db.query.datasetVersions.findFirst({
    columns: { version: true, plan: true, attributeTypes: true },
    where: and(eq(datasetVersions.datasetId, datasetId), isNull(datasetVersions.deletedAt)),
    orderBy: desc(datasetVersions.version),
  });
  return row ? { version: row.version, plan: row.plan ?? null, columns: row.attributeTypes } : null;
}
