import type { AppDeps, AppEnv } from "~/services/deps.server";
import { pruneAuthRecords } from "./auth/prune.server";
import { backfillQualityReports } from "./datasets/quality/quality-store.server";
import { purgeDeleted } from "./datasets/trash.server";
import { createDeps } from "./deps.server";
import { pickTodaysDaily, rebuildGameStats } from "./game/cron.server";

export type ScheduledJob = {
  name: string;
  /** The cron expressions (from wrangler.toml) that run this job. */
  crons: readonly string[];
  /** `deps.now()` is the tick's scheduled time. */
  run: (deps: AppDeps, scheduledTime: number) => Promise<void>;
};

export const EVERY_TEN_MINUTES = "*/10 * * * *";
export const MIDNIGHT_UTC = "0 0 * * *";

/** Jobs register here as their features land (leaderboards, dataset stats, the daily pick). */
export const scheduledJobs: ScheduledJob[] = [
  {
    name: "game-stats-and-leaderboards",
    crons: [EVERY_TEN_MINUTES],
    run: async (deps, time) => {
      await rebuildGameStats(deps, time);
    },
  },
  { name: "daily-pick", crons: [MIDNIGHT_UTC], run: pickTodaysDaily },
  {
    // Seeded versions and versions older than the reports get their quality report, a few a tick.
    name: "quality-report-backfill",
    crons: [EVERY_TEN_MINUTES],
    run: async (deps) => {
      await backfillQualityReports(deps, 3);
    },
  },
  {
    // Datasets and versions deleted more than 30 days ago lose their entries (rows stay as tombstones).
    name: "purge-deleted-datasets",
    crons: [MIDNIGHT_UTC],
    run: async (deps) => {
      await purgeDeleted(deps);
    },
  },
  {
    // Expired sessions (every refresh leaves one) and ended login counters, a batch a run.
    name: "prune-auth-records",
    crons: [EVERY_TEN_MINUTES],
    run: async (deps) => {
      await pruneAuthRecords(deps);
    },
  },
];

/** The cron door: builds the tick's deps (its clock set to the scheduled time) and runs its jobs. */
export async function runScheduledJobs(env: AppEnv, cron: string, scheduledTime: number): Promise<void> {
  const deps = createDeps(env, undefined, () => new Date(scheduledTime));
  for (const job of scheduledJobs) {
    if (job.crons.includes(cron)) await job.run(deps, scheduledTime);
  }
}
