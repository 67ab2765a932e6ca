import type { AppDeps } from "~/services/deps.server";
import { forgetInIsolate } from "~/services/forget-on-write.server";
import { createDeps } from "../deps.server";
import {
  ADD_MOVED_KEY_GAMES,
  BATCH_LAST,
  CLEAR_BATCH,
  CLEAR_TOUCHED,
  DELETE_EMPTY_DATASET_DAILY_TOTALS,
  DELETE_EMPTY_GLOBAL_TOTALS,
  DELETE_OLD_VERSION_ROWS,
  FILL_BATCH,
  INSERT_PLAYERS,
  LAST_DATASET_CHANGE,
  MARK_BOARD_VERSIONS,
  MOVE_CLAIMED_PLAYS,
  READ_TOUCHED,
  REFILL_VERSION_BOARDS,
  RESET_AGGREGATES,
  SYNC_PLAYS_COUNT,
  TOUCH_ALL_DATASETS,
  TOUCH_BATCH_DATASETS,
  TOUCH_CHANGED_DATASETS,
  UPDATE_BEST_DURATION,
  UPDATE_ELIGIBILITY,
  UPSERT_BOARD_BESTS,
  UPSERT_DAILY_BESTS,
  UPSERT_DATASET_DAILY_BESTS,
  UPSERT_DATASET_DAILY_TOTALS,
  UPSERT_DATASET_STATS,
  UPSERT_GLOBAL_TOTALS,
  UPSERT_PLAYS,
  ZERO_UNPLAYED_COUNTS,
} from "./cron-tick-sql.server";
import { CURSOR_LAG_MS, nextCursor, readCronState, setState, thresholdsKey } from "./cron-watermark.server";
import { getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import {
  ADVANCE_DASHBOARD_STARTS,
  COUNT_DASHBOARD_STARTS,
  DASHBOARD_STARTS_PER_TICK,
  FOLD_DASHBOARD_GAMES,
} from "./dashboard-tick-sql.server";
import { boardThresholds } from "./leaderboard-fair.server";
import { allBoards, isDayBoardPublished, publishBoards } from "./leaderboard-publish.server";
import { datasetDailyAllTimeBoard, datasetDailyBoard } from "./leaderboard-types.server";
import { publishDatasetStats } from "./stats-rebuild.server";

export type RebuildReport = {
  /** Nothing new since the last tick: no record read, nothing republished. */
  skipped: boolean;
  /** A full rebuild is still catching up (boards keep their last published state). */
  rebuilding: boolean;
  recordsRead: number;
  boardsWritten: number;
  datasetsChanged: number;
  /** D1's `rows_read` / `rows_written` summed over every statement of the tick. */
  rowsRead: number;
  rowsWritten: number;
  ms: number;
};

export type TickOptions = {
  /** Repairs: empty every aggregate first and rebuild from all records (ADR 007). */
  full?: boolean;
  /** @deprecated same as `full`. */
  force?: boolean;
  /** Records per batch (default 20,000). */
  batchSize?: number;
  /** Bench: log rows read per statement. */
  trace?: boolean;
  /** Wall-time budget for reading batches in one tick (default 20 s); a rebuild goes on next tick. */
  budgetMs?: number;
};

type Meter = { rowsRead: number; rowsWritten: number; trace?: Map<string, number> };

async function run<T = Record<string, unknown>>(
  d1: D1Database,
  meter: Meter,
  statements: D1PreparedStatement[],
) {
  const results = await d1.batch<T>(statements);
  for (const [i, result] of results.entries()) {
    meter.rowsRead += result.meta?.rows_read ?? 0;
    if (meter.trace) {
      const name = (statements[i] as unknown as { statement?: string }).statement?.slice(0, 60) ?? String(i);
      meter.trace.set(name, (meter.trace.get(name) ?? 0) + (result.meta?.rows_read ?? 0));
    }
    meter.rowsWritten += result.meta?.rows_written ?? 0;
  }
  return results;
}

/** Empties every aggregate and rewinds the cursors: the next ticks rebuild from all records. */
export async function resetAggregates({ db }: Pick<AppDeps, "db">): Promise<void> {
  const d1 = db.$client;
  await d1.batch(RESET_AGGREGATES.map((statement) => d1.prepare(statement)));
}

/**
 * Every 10 minutes (ADR 007): folds the game records that changed since the last tick into the keyed
 * aggregates (plays, players, best scores, ranked dailies), re-reads datasets changed since then
 * (visibility, size, soft delete), then recomputes and republishes only what changed: dataset stats,
 * global rows, boards. Also makes sure today has a daily (a missed midnight run loses nothing).
 */
export async function rebuildGameStats(
  { env }: Pick<AppDeps, "env">,
  scheduledTime: number,
  options: TickOptions = {},
): Promise<RebuildReport> {
  const started = Date.now();
  const now = new Date(scheduledTime);
  const deps = createDeps(env, undefined, () => now);
  const report = await tick(deps, scheduledTime, options);
  await getDailyChallenge(deps, dailyDateOf(now));
  return { ...report, ms: Date.now() - started };
}

async function tick(deps: AppDeps, scheduledTime: number, options: TickOptions): Promise<RebuildReport> {
  const started = Date.now();
  const d1 = deps.db.$client;
  const now = new Date(scheduledTime);
  const meter: Meter = { rowsRead: 0, rowsWritten: 0, trace: options.trace ? new Map() : undefined };
  const batchSize = options.batchSize ?? 20_000;
  const budgetMs = options.budgetMs ?? 20_000;
  if (options.full || options.force) await resetAggregates(deps);
  const state = await readCronState(deps);
  const thresholds = boardThresholds(deps);

  let cursor = state.cursor;
  let recordsRead = 0;
  let caughtUp = false;
  while (!caughtUp) {
    const [, filled, last] = await run<{ lastUpdated: number; lastId: number }>(d1, meter, [
      d1.prepare(CLEAR_BATCH),
      d1.prepare(FILL_BATCH).bind(cursor[0], cursor[1], batchSize),
      d1.prepare(BATCH_LAST),
    ]);
    const n = filled?.meta.changes ?? 0;
    const row = last?.results[0];
    if (n === 0 || !row) {
      caughtUp = true;
      break;
    }
    recordsRead += n;
    const full = n >= batchSize;
    const next = nextCursor(cursor, [row.lastUpdated, row.lastId], full, scheduledTime);
    await run(d1, meter, [
      d1.prepare(ADD_MOVED_KEY_GAMES),
      d1.prepare(MOVE_CLAIMED_PLAYS),
      d1.prepare(UPSERT_PLAYS),
      d1.prepare(INSERT_PLAYERS),
      d1.prepare(UPDATE_BEST_DURATION),
      d1.prepare(TOUCH_BATCH_DATASETS),
      d1.prepare(UPSERT_BOARD_BESTS),
      d1.prepare(UPSERT_DAILY_BESTS),
      d1.prepare(UPSERT_DATASET_DAILY_BESTS),
      d1.prepare(FOLD_DASHBOARD_GAMES),
      d1.prepare(CLEAR_BATCH),
      setState(deps, "cursor", JSON.stringify(next)),
    ]);
    cursor = next;
    if (!full) caughtUp = true;
    else if (Date.now() - started > budgetMs) break;
  }
  // The batches above folded ended games into `version_outcomes`.
  if (recordsRead > 0) forgetInIsolate({ kind: "outcomes-folded" });
  await run(d1, meter, [
    d1.prepare(COUNT_DASHBOARD_STARTS).bind(DASHBOARD_STARTS_PER_TICK),
    d1.prepare(ADVANCE_DASHBOARD_STARTS).bind(DASHBOARD_STARTS_PER_TICK),
  ]);
  if (!caughtUp && state.rebuilding) {
    return { ...emptyReport(meter, recordsRead), rebuilding: true };
  }

  const thresholdsChanged = state.thresholds !== thresholdsKey(thresholds);
  const [lastChange] = await run<{ last: number | null }>(d1, meter, [d1.prepare(LAST_DATASET_CHANGE)]);
  const lastDatasetChange = lastChange?.results[0]?.last ?? 0;
  const datasetCursor = Math.max(
    state.datasetCursor,
    Math.min(lastDatasetChange, scheduledTime - CURSOR_LAG_MS),
  );
  const finalize = await run<Record<string, unknown>>(d1, meter, [
    d1.prepare(TOUCH_CHANGED_DATASETS).bind(state.datasetCursor),
    d1.prepare(thresholdsChanged || state.rebuilding ? TOUCH_ALL_DATASETS : "SELECT 1"),
    d1.prepare(DELETE_OLD_VERSION_ROWS),
    d1.prepare(REFILL_VERSION_BOARDS).bind(cursor[0]),
    d1.prepare(MARK_BOARD_VERSIONS),
    d1.prepare(UPDATE_ELIGIBILITY).bind(thresholds.minEntries, thresholds.minPlayers),
    d1.prepare(UPSERT_GLOBAL_TOTALS),
    d1.prepare(DELETE_EMPTY_GLOBAL_TOTALS),
    d1.prepare(UPSERT_DATASET_DAILY_TOTALS),
    d1.prepare(DELETE_EMPTY_DATASET_DAILY_TOTALS),
    d1.prepare(UPSERT_DATASET_STATS).bind(now.getTime()),
    d1.prepare(SYNC_PLAYS_COUNT),
    d1.prepare(state.rebuilding ? ZERO_UNPLAYED_COUNTS : "SELECT 1"),
    d1.prepare(READ_TOUCHED),
    setState(deps, "dataset_cursor", String(datasetCursor)),
    setState(deps, "thresholds", thresholdsKey(thresholds)),
    setState(deps, "rebuilding", "0"),
  ]);
  const changedIds = ((finalize[10]?.results ?? []) as { datasetId: number }[]).map((r) => r.datasetId);
  const touched = (finalize[13]?.results ?? []) as { kind: string; key: string }[];
  const today = dailyDateOf(now);
  const boards = state.rebuilding
    ? await allBoards(deps, today)
    : touched.map(({ kind, key }) => touchedBoard(kind, key));
  const unique = [...new Set(boards)].filter((board) => isDayBoardPublished(board, today));
  const boardsWritten = await publishBoards(deps, now, unique, { prune: state.rebuilding, meter });
  await publishDatasetStats(deps, changedIds);
  await run(d1, meter, [d1.prepare(CLEAR_TOUCHED)]);
  if (meter.trace) console.log("CRON_TRACE", JSON.stringify([...meter.trace].sort((a, b) => b[1] - a[1])));
  return {
    skipped: recordsRead === 0 && unique.length === 0 && changedIds.length === 0,
    rebuilding: false,
    recordsRead,
    boardsWritten,
    datasetsChanged: changedIds.length,
    rowsRead: meter.rowsRead,
    rowsWritten: meter.rowsWritten,
    ms: 0,
  };
}

/** The board a `cron_touched` row names (kinds of migrations 0005 and 0025). */
function touchedBoard(kind: string, key: string): string {
  if (kind === "g") return "global";
  if (kind === "day") return `daily:${key}`;
  if (kind === "da") return datasetDailyAllTimeBoard(Number(key));
  if (kind === "dd") {
    const [datasetId, day] = key.split(":");
    return datasetDailyBoard(Number(datasetId), day ?? "");
  }
  return `dataset:${key}`;
}

function emptyReport(meter: Meter, recordsRead: number): RebuildReport {
  return {
    skipped: false,
    rebuilding: false,
    recordsRead,
    boardsWritten: 0,
    datasetsChanged: 0,
    rowsRead: meter.rowsRead,
    rowsWritten: meter.rowsWritten,
    ms: 0,
  };
}

/** Just after 00:00 UTC: pick the new day's daily challenge (KV + D1). */
export async function pickTodaysDaily({ env }: Pick<AppDeps, "env">, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime);
  await getDailyChallenge(
    createDeps(env, undefined, () => now),
    dailyDateOf(now),
  );
}
