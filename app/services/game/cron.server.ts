import { database } from "../../../db/index";
import type { AppEnv } from "../../../load-context";
import { getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { rebuildLeaderboards } from "./leaderboard-rebuild.server";
import { rebuildStats } from "./stats-rebuild.server";

export type RebuildReport = { boardsWritten: number; datasetsChanged: number; ms: number };

/** Every 10 minutes: stats first (independent), then leaderboards; also makes sure today has a daily. */
export async function rebuildGameStats(env: AppEnv, scheduledTime: number): Promise<RebuildReport> {
  const started = Date.now();
  const now = new Date(scheduledTime);
  const db = database(env.DB);
  const datasetsChanged = await rebuildStats(db, env.DB, env.KV, now);
  const boardsWritten = await rebuildLeaderboards(env.DB, env.KV, now);
  await getDailyChallenge({ db, kv: env.KV, env, now: () => now }, dailyDateOf(now));
  return { boardsWritten, datasetsChanged, ms: Date.now() - started };
}

/** Just after 00:00 UTC: pick the new day's daily challenge (KV + D1). */
export async function pickTodaysDaily(env: AppEnv, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime);
  await getDailyChallenge({ db: database(env.DB), kv: env.KV, env, now: () => now }, dailyDateOf(now));
}
