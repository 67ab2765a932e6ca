import { inArray } from "drizzle-orm";
import type { Database } from "~db/index";
import { datasetStats } from "~db/schema";
import { addDays, dailyDateOf } from "./daily-date.server";
import { UPSERT_DATASET_STATS, UPSERT_USER_STATS } from "./stats-sql.server";
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
 * Recomputes dataset and user stats in one D1 transaction; only changed rows are written, and
 * only changed dataset stats are republished to KV. Returns how many datasets changed.
 */
export async function rebuildStats(
  db: Database,
  d1: D1Database,
  kv: KVNamespace,
  now: Date,
): Promise<number> {
  const today = dailyDateOf(now);
  const [datasetResult] = await d1.batch<{ datasetId: number }>([
    d1.prepare(UPSERT_DATASET_STATS).bind(now.getTime()),
    d1.prepare(UPSERT_USER_STATS).bind(now.getTime(), today, addDays(today, -1)),
  ]);
  const changedIds = (datasetResult?.results ?? []).map((row) => row.datasetId);
  for (let i = 0; i < changedIds.length; i += 90) {
    const rows = await db
      .select()
      .from(datasetStats)
      .where(inArray(datasetStats.datasetId, changedIds.slice(i, i + 90)));
    await Promise.all(
      rows.map((row) => kv.put(datasetStatsKvKey(row.datasetId), JSON.stringify(toDatasetStats(row)))),
    );
  }
  return changedIds.length;
}
