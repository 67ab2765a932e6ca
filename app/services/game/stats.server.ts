import { eq, sql } from "drizzle-orm";
import { datasetStatsSchema } from "~/schemas/game-stats";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { PUBLISHED_TRUST_MS, readKvJson } from "~/services/kv-json.server";
import { datasetStats } from "~db/schema";
import { getPlayerStats, type PlayerStats } from "./player-stats.server";
import { toDatasetStats } from "./stats-rebuild.server";
import {
  type DatasetStats,
  datasetStatsKvKey,
  emptyDatasetStats,
  type UserStats,
} from "./stats-types.server";

// The dataset and game pages read this on every view when KV holds no stats yet (no game ended).
const statsByDataset = prepared((db) =>
  db
    .select()
    .from(datasetStats)
    .where(eq(datasetStats.datasetId, sql.placeholder("datasetId")))
    .limit(1)
    .prepare(),
);

/**
 * A dataset's stats as the cron job last stored them (KV, else D1, else zeros). The caller checks
 * that the viewer may see the dataset (`getVisibleDataset`).
 */
export async function getDatasetStats(
  { db, kv }: Pick<AppDeps, "db" | "kv">,
  datasetId: number,
): Promise<DatasetStats> {
  return readKvJson(
    { kv },
    datasetStatsKvKey(datasetId),
    async (json) => {
      const published = datasetStatsSchema.safeParse(json);
      if (published.success && published.data.datasetId === datasetId) return published.data;
      const row = await statsByDataset(db).get({ datasetId });
      return row ? toDatasetStats(row) : emptyDatasetStats(datasetId);
    },
    { trustMs: PUBLISHED_TRUST_MS },
  );
}

/** A user's stats as the profile pages and the API show them: a player's stats without the end screen's extras. */
export function toUserStats(stats: PlayerStats): UserStats {
  const { played: _played, wins: _wins, lastDailyDate: _last, ...userStats } = stats;
  return userStats;
}

/**
 * A user's stats: the per-player row written when each game ends (`player_stats`); the cron
 * no longer rebuilds user stats (ADR 007), so pages and the API read the same numbers.
 */
export async function getUserStats(deps: Pick<AppDeps, "db" | "now">, userId: number): Promise<UserStats> {
  return toUserStats(await getPlayerStats(deps, { userId, guestId: null }));
}
