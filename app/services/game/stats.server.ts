import { eq } from "drizzle-orm";
import { datasetStatsSchema } from "~/schemas/game-stats";
import type { Database } from "~db/index";
import { datasetStats, userStats } from "~db/schema";
import { toDatasetStats } from "./stats-rebuild.server";
import {
  type DatasetStats,
  datasetStatsKvKey,
  emptyDatasetStats,
  emptyUserStats,
  type UserStats,
} from "./stats-types.server";

/**
 * A dataset's stats as the cron job last stored them (KV, else D1, else zeros). The caller checks
 * that the viewer may see the dataset (`getVisibleDataset`).
 */
export async function getDatasetStats(
  { db, kv }: { db: Database; kv: KVNamespace },
  datasetId: number,
): Promise<DatasetStats> {
  const cached = datasetStatsSchema.safeParse(await kv.get(datasetStatsKvKey(datasetId), "json"));
  if (cached.success && cached.data.datasetId === datasetId) return cached.data;
  const row = await db.query.datasetStats.findFirst({ where: eq(datasetStats.datasetId, datasetId) });
  return row ? toDatasetStats(row) : emptyDatasetStats(datasetId);
}

/** A user's stats as the cron job last stored them; zeros before their first finished game. */
export async function getUserStats({ db }: { db: Database }, userId: number): Promise<UserStats> {
  const row = await db.query.userStats.findFirst({ where: eq(userStats.userId, userId) });
  if (!row) return emptyUserStats();
  const { userId: _id, generatedAt, ...stats } = row;
  return { ...stats, generatedAt: generatedAt.toISOString() };
}
