import { z } from "zod";
import type { AppDeps } from "~/services/deps.server";
import { forgetInIsolate } from "~/services/forget-on-write.server";
import { addDays } from "./daily-date.server";
import {
  TOP_DAILY,
  TOP_DATASET,
  TOP_DATASET_DAILY,
  TOP_DATASET_DAILY_ALL,
  TOP_GLOBAL,
  TOTAL_DAILY,
  TOTAL_DATASET,
  TOTAL_DATASET_DAILY,
  TOTAL_DATASET_DAILY_ALL,
  TOTAL_GLOBAL,
} from "./leaderboard-sql.server";
import {
  BOARD_INDEX_KEY,
  boardKvKey,
  DAY_BOARD_TTL_SECONDS,
  type LeaderboardEntry,
  parseBoard,
  type StoredBoard,
  TOP_SIZE,
} from "./leaderboard-types.server";

type TopRow = Omit<LeaderboardEntry, "completedAt" | "rank"> & { completedAt: number };

const boardIndex = z.record(z.string(), z.string());

async function fingerprint(value: unknown): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(value)));
  return Array.from(new Uint8Array(bytes).slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Competition ranks (1, 2, 2, 4) on score and time spent over rows already in board order. */
export function withRanks(rows: TopRow[]): LeaderboardEntry[] {
  let rank = 0;
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    if (!previous || previous.score !== row.score || previous.timeSpent !== row.timeSpent) rank = i + 1;
    return { ...row, rank, completedAt: new Date(row.completedAt).toISOString() };
  });
}

function boardQueries(d1: D1Database, board: string): [D1PreparedStatement, D1PreparedStatement] {
  const name = parseBoard(board);
  switch (name.kind) {
    case "global":
      return [d1.prepare(TOP_GLOBAL).bind(TOP_SIZE), d1.prepare(TOTAL_GLOBAL)];
    case "daily":
      return [d1.prepare(TOP_DAILY).bind(name.date, TOP_SIZE), d1.prepare(TOTAL_DAILY).bind(name.date)];
    case "datasetDaily":
      return [
        d1.prepare(TOP_DATASET_DAILY).bind(name.datasetId, name.date, TOP_SIZE),
        d1.prepare(TOTAL_DATASET_DAILY).bind(name.datasetId, name.date),
      ];
    case "datasetDailyAllTime":
      return [
        d1.prepare(TOP_DATASET_DAILY_ALL).bind(name.datasetId, TOP_SIZE),
        d1.prepare(TOTAL_DATASET_DAILY_ALL).bind(name.datasetId),
      ];
    case "dataset":
      return [
        d1.prepare(TOP_DATASET).bind(name.datasetId, TOP_SIZE),
        d1.prepare(TOTAL_DATASET).bind(name.datasetId),
      ];
  }
}

/**
 * ADR 021: a dataset daily's day board is published while its day is today or yesterday (a game
 * started before midnight ends after it), then expires from KV. Day boards stay out of the index: a
 * thousand dataset dailies would add a thousand names to it every day.
 */
export function isDayBoardPublished(board: string, today: string): boolean {
  const name = parseBoard(board);
  return name.kind !== "datasetDaily" || name.date >= addDays(today, -1);
}

const isIndexed = (board: string) => parseBoard(board).kind !== "datasetDaily";

/** The boards a full rebuild republishes: every board with rows (dataset daily days: today's and yesterday's). */
export async function allBoards({ db }: Pick<AppDeps, "db">, today: string): Promise<string[]> {
  const d1 = db.$client;
  const [datasetsResult, daysResult, datasetDailyResult, datasetDayResult] = await d1.batch<{
    board: string;
  }>([
    d1.prepare("SELECT 'dataset:' || dataset_id AS board FROM dataset_agg WHERE ranked > 0"),
    d1.prepare("SELECT DISTINCT 'daily:' || day AS board FROM daily_bests WHERE won = 1"),
    d1.prepare("SELECT DISTINCT 'dataset-daily:' || dataset_id AS board FROM dataset_daily_total_counts"),
    d1
      .prepare(
        "SELECT DISTINCT 'dataset-daily:' || dataset_id || ':' || day AS board FROM dataset_daily_score_counts WHERE day >= ?1",
      )
      .bind(addDays(today, -1)),
  ]);
  return [
    "global",
    ...[datasetsResult, daysResult, datasetDailyResult, datasetDayResult].flatMap((result) =>
      (result?.results ?? []).map((r) => r.board),
    ),
  ];
}

/**
 * Writes the top 100 of the given boards to KV, but only those whose content changed (a fingerprint
 * per board is kept in one index key): KV allows one write per second per key and bills writes, and a
 * rerun with nothing new must change nothing. An empty board's key is removed. With `prune`, boards in
 * the index but not in `boards` are removed too (a full rebuild). Returns the number of KV changes.
 */
export async function publishBoards(
  { db, kv }: Pick<AppDeps, "db" | "kv">,
  generatedAt: Date,
  boards: string[],
  options: { prune?: boolean; meter?: { rowsRead: number; rowsWritten: number } } = {},
): Promise<number> {
  if (boards.length === 0 && !options.prune) return 0;
  const previous = boardIndex.safeParse(await kv.get(BOARD_INDEX_KEY, "json"));
  const before = previous.success ? previous.data : {};
  const after: Record<string, string> = options.prune ? {} : { ...before };
  const writes: Promise<void>[] = [];
  const d1 = db.$client;
  // Two statements per board; D1 batches of up to 50 boards keep each request small.
  for (let i = 0; i < boards.length; i += 50) {
    const chunk = boards.slice(i, i + 50);
    const results = await d1.batch<Record<string, unknown>>(
      chunk.flatMap((board) => boardQueries(d1, board)),
    );
    for (const [j, board] of chunk.entries()) {
      const rows = (results[2 * j]?.results ?? []) as TopRow[];
      const total = Number((results[2 * j + 1]?.results?.[0] as { total?: number } | undefined)?.total ?? 0);
      if (!isIndexed(board)) {
        writes.push(
          total === 0 || rows.length === 0
            ? kv.delete(boardKvKey(board))
            : kv.put(
                boardKvKey(board),
                JSON.stringify({
                  board,
                  generatedAt: generatedAt.toISOString(),
                  total,
                  entries: withRanks(rows),
                }),
                { expirationTtl: DAY_BOARD_TTL_SECONDS },
              ),
        );
        continue;
      }
      if (total === 0 || rows.length === 0) {
        delete after[board];
        continue;
      }
      const entries = withRanks(rows);
      const print = await fingerprint({ total, entries });
      after[board] = print;
      if (before[board] !== print) {
        const stored: StoredBoard = { board, generatedAt: generatedAt.toISOString(), total, entries };
        writes.push(kv.put(boardKvKey(board), JSON.stringify(stored)));
      }
    }
  }
  for (const board of Object.keys(before)) if (!(board in after)) writes.push(kv.delete(boardKvKey(board)));
  const changed = writes.length;
  if (JSON.stringify(before) !== JSON.stringify(after))
    writes.push(kv.put(BOARD_INDEX_KEY, JSON.stringify(after)));
  await Promise.all(writes);
  forgetInIsolate({
    kind: "boards-published",
    boards: new Set([...Object.keys(before), ...Object.keys(after), ...boards]),
  });
  return changed;
}
