import type { ReportInput } from "~/schemas/report";
import { DomainError } from "~/utils/domain-error";
import { datasetReports } from "~db/schema";
import type { DatasetDeps } from "./datasets.server";
import { getVisibleDataset } from "./visibility.server";

/**
 * A signed-in player reports a dataset they can see, for an operator (scripts/moderate.mjs).
 * One open report per player and dataset (a unique index): a second one is a 409.
 */
export async function reportDataset(
  deps: Pick<DatasetDeps, "db">,
  userId: number,
  datasetId: number,
  input: ReportInput,
): Promise<{ id: number; status: "open" }> {
  await getVisibleDataset(deps, datasetId, userId);
  const row = await deps.db
    .insert(datasetReports)
    .values({ datasetId, reporterId: userId, reason: input.reason, note: input.note ?? "" })
    .onConflictDoNothing()
    .returning({ id: datasetReports.id })
    .get();
  if (!row) {
    throw new DomainError(
      "CONFLICT",
      "You already reported this dataset; an operator will look at it",
    ).because("alreadyReported");
  }
  return { id: row.id, status: "open" };
}
