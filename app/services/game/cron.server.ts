import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { createDeps } from "../deps.server";
import { currentWatermark, isUnchangedSince, saveWatermark } from "./cron-watermark.server";
import { getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { rebuildLeaderboards } from "./leaderboard-rebuild.server";
import { rebuildStats } from "./stats-rebuild.server";

export type RebuildReport = { skipped: boolean; boardsWritten: number; datasetsChanged: number; ms: number };

/**
 * Every 10 minutes: stats, then leaderboards (the global board is built from the dataset boards);
 * skipped when no game record changed since the last run on the same UTC day. Also makes sure
 * today has a daily (a missed midnight run loses nothing).
 */
export async function rebuildGameStats(
  env: AppEnv,
  scheduledTime: number,
  options: { force?: boolean } = {},
): Promise<RebuildReport> {
  const started = Date.now();
  const now = new Date(scheduledTime);
  const db = database(env.DB);
  const watermark = await currentWatermark(env.DB, dailyDateOf(now));
  const skipped = !options.force && (await isUnchangedSince(env.KV, watermark));
  let datasetsChanged = 0;
  let boardsWritten = 0;
  if (!skipped) {
    datasetsChanged = await rebuildStats(db, env.DB, env.KV, now);
    boardsWritten = await rebuildLeaderboards(env.DB, env.KV, now);
    await saveWatermark(env.KV, watermark);
  }
  await getDailyChallenge(
    createDeps(env, undefined, () => now),
    dailyDateOf(now),
  );
  return { skipped, boardsWritten, datasetsChanged, ms: Date.now() - started };
}

/** Just after 00:00 UTC: pick the new day's daily challenge (KV + D1). */
export async function pickTodaysDaily(env: AppEnv, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime);
  await getDailyChallenge(
    createDeps(env, undefined, () => now),
    dailyDateOf(now),
  );
}
