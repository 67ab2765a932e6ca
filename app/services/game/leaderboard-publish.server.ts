import { z } from "zod";
import { SELECT_TOPS, SELECT_TOTALS } from "./leaderboard-sql.server";
import {
  BOARD_INDEX_KEY,
  boardKvKey,
  type LeaderboardEntry,
  type StoredBoard,
  TOP_SIZE,
} from "./leaderboard-types.server";

type TopRow = Omit<LeaderboardEntry, "completedAt"> & { board: string; completedAt: number };

const boardIndex = z.record(z.string(), z.string());

async function fingerprint(value: unknown): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(value)));
  return Array.from(new Uint8Array(bytes).slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Writes each board's top 100 to KV, but only the boards whose content changed (a fingerprint per
 * board is kept in one index key): KV allows one write per second per key and bills writes, and a
 * rerun with nothing new must change nothing. Returns the number of boards written.
 */
export async function publishBoards(d1: D1Database, kv: KVNamespace, generatedAt: Date): Promise<number> {
  const [tops, totals] = await d1.batch<Record<string, unknown>>([
    d1.prepare(SELECT_TOPS).bind(TOP_SIZE),
    d1.prepare(SELECT_TOTALS),
  ]);
  const boards = new Map<string, StoredBoard>();
  for (const row of (totals?.results ?? []) as { board: string; total: number }[]) {
    boards.set(row.board, {
      board: row.board,
      generatedAt: generatedAt.toISOString(),
      total: row.total,
      entries: [],
    });
  }
  for (const row of (tops?.results ?? []) as TopRow[]) {
    const { board, completedAt, ...entry } = row;
    boards.get(board)?.entries.push({ ...entry, completedAt: new Date(completedAt).toISOString() });
  }
  const previous = boardIndex.safeParse(await kv.get(BOARD_INDEX_KEY, "json"));
  const before = previous.success ? previous.data : {};
  const after: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  for (const [board, stored] of boards) {
    after[board] = await fingerprint({ total: stored.total, entries: stored.entries });
    if (before[board] !== after[board]) writes.push(kv.put(boardKvKey(board), JSON.stringify(stored)));
  }
  for (const board of Object.keys(before)) if (!(board in after)) writes.push(kv.delete(boardKvKey(board)));
  const changed = writes.length;
  if (changed > 0) writes.push(kv.put(BOARD_INDEX_KEY, JSON.stringify(after)));
  await Promise.all(writes);
  return changed;
}
