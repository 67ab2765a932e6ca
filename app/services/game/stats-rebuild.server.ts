import { inArray } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import { forgetInIsolate } from "~/services/forget-on-write.server";
import { datasetStats } from "~db/schema";
import { type DatasetStats, datasetStatsKvKey } from "./stats-types.server";

export function toDatasetStats(row: typeof datasetStats.$inferSelect): DatasetStats {
  return {
    datasetId: row.datasetId,
    totalGames: row.totalGames,
    uniquePlayers: row.uniquePlayers,
    averageAccuracyRate: row.averageAccuracyRate,
    averageDuration: row.averageDuration,
    bestDuration: row.bestDuration,
    averageGuesses: row.averageGuesses,
    generatedAt: row.generatedAt.toISOString(),
  };
}

/**
 * Republishes to KV (`stats:dataset:<id>`) the dataset stats the tick changed (the upsert's
 * RETURNING lists only rows whose values moved).
 */
export async function publishDatasetStats(
  { db, kv }: Pick<AppDeps, "db" | "kv">,
  changedIds: number[],
): Promise<void> {
  for (let i = 0; i < changedIds.length; i += 90) {
    const rows = await db
      .select()
      .from(datasetStats)
      .where(inArray(datasetStats.datasetId, changedIds.slice(i, i + 90)));
    await Promise.all(
      rows.map((row) => kv.put(datasetStatsKvKey(row.datasetId), JSON.stringify(toDatasetStats(row)))),
    );
    forgetInIsolate({ kind: "dataset-stats-published", datasetIds: rows.map((row) => row.datasetId) });
  }
}
