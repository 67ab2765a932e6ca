import type { AppDeps } from "~/services/deps.server";
import type { BoardThresholds } from "./leaderboard-fair.server";

/**
 * The tick's state, in D1 `cron_state` (written in the same transaction as the aggregates it
 * describes): the record cursor `(updated_at, id)`, the dataset-change cursor, the thresholds the
 * eligibilities were computed with, and whether a full rebuild is catching up.
 */
export type CronState = {
  cursor: [number, number];
  datasetCursor: number;
  thresholds: string | null;
  rebuilding: boolean;
};

/** How far the cursors trail the clock, so a write that commits late is still read (ADR 007). */
export const CURSOR_LAG_MS = 60_000;

export async function readCronState({ db }: Pick<AppDeps, "db">): Promise<CronState> {
  const d1 = db.$client;
  const rows = await d1.prepare("SELECT key, value FROM cron_state").all<{ key: string; value: string }>();
  const map = new Map(rows.results.map((row) => [row.key, row.value]));
  const cursor = JSON.parse(map.get("cursor") ?? "[0,0]") as [number, number];
  return {
    cursor,
    datasetCursor: Number(map.get("dataset_cursor") ?? 0),
    thresholds: map.get("thresholds") ?? null,
    rebuilding: map.get("rebuilding") === "1",
  };
}

export const thresholdsKey = (t: BoardThresholds) => `${t.minEntries}/${t.minPlayers}`;

export function setState({ db }: Pick<AppDeps, "db">, key: string, value: string): D1PreparedStatement {
  return db.$client
    .prepare(
      "INSERT INTO cron_state (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(key, value);
}

const before = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/**
 * The next record cursor: the last record read, but no later than `now - lag` unless the batch was
 * full (then the next batch must move on), and never backwards.
 */
export function nextCursor(
  current: [number, number],
  last: [number, number],
  full: boolean,
  now: number,
): [number, number] {
  const lagged: [number, number] = [now - CURSOR_LAG_MS, 0];
  const next = !full && before(lagged, last) ? lagged : last;
  return before(next, current) ? current : next;
}
