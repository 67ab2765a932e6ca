import { addDays, dailyDateOf } from "./daily-date.server";
import { publishBoards } from "./leaderboard-publish.server";
import {
  DELETE_REBUILT_BOARDS,
  INSERT_DAILY_BOARDS,
  INSERT_DATASET_BOARDS,
  INSERT_GLOBAL_BOARD,
} from "./leaderboard-sql.server";

/**
 * Recomputes every dataset board, the global board and the daily boards of today and yesterday
 * (a daily game started before midnight may end after it) in one D1 transaction, then publishes
 * the changed tops to KV. Returns the number of KV writes.
 */
export async function rebuildLeaderboards(d1: D1Database, kv: KVNamespace, now: Date): Promise<number> {
  const today = dailyDateOf(now);
  const yesterday = addDays(today, -1);
  await d1.batch([
    d1.prepare(DELETE_REBUILT_BOARDS).bind(today, yesterday),
    d1.prepare(INSERT_DATASET_BOARDS),
    d1.prepare(INSERT_GLOBAL_BOARD),
    d1.prepare(INSERT_DAILY_BOARDS).bind(today, yesterday),
  ]);
  return publishBoards(d1, kv, now);
}
