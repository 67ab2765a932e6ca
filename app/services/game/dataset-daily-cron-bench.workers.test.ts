import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { rebuildGameStats } from "./cron.server";

// The cron tick with 1,000 active dataset dailies (ADR 021, docs/capacity.md): 1,000 public datasets,
// 50 ranked players a day on each (50,000 dataset-daily games a day), two days of history, then one
// tick of a quiet 10 minutes (350 games ended: a day's 50,000 spread evenly over 144 ticks), one of a
// rush (5,000 games) and an idle one. Generated rows; runs only on request:
//   BUILD_DIR=build VITE_DATASET_DAILY_BENCH=1 npx vitest run --config vitest.workers.config.ts \
//     app/services/game/dataset-daily-cron-bench.workers.test.ts
// Prints one JSON line after `DATASET_DAILY_BENCH `.
const DATASETS = 1_000;
const PER_DAY = 50;
const USERS = 5_000;
const DAY = 86_400_000;
/**
 * Two days before today's midnight: the ticks run near the real clock, so the datasets made for the
 * bench (stamped now) count as changed in the first tick only, as in production.
 */
const BASE = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - 2 * DAY;
const FOLD_ON_INSERT = "game_records_inserted_ended_stats";

async function seedWorld(d1: D1Database) {
  await d1.batch([
    d1.prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${USERS})
      INSERT INTO users (username) SELECT 'ddbench_' || n FROM s`),
    d1.prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${DATASETS})
      INSERT INTO datasets (name, is_public, entries_count) SELECT 'ddbench set ' || n, 1, 25 FROM s`),
    d1.prepare(`INSERT INTO dataset_versions (dataset_id, version, attribute_types, entries_count)
      SELECT id, 1, '[]', 25 FROM datasets WHERE name LIKE 'ddbench set %'`),
    d1.prepare(`UPDATE datasets SET latest_version_id = (SELECT id FROM dataset_versions v WHERE v.dataset_id = datasets.id)
      WHERE name LIKE 'ddbench set %'`),
  ]);
}

/**
 * Dataset-daily games `from` + 1 … `to`: game n is on day n / 50,000, dataset n % 1,000, and its
 * player is one of 50 distinct per dataset and day (the database allows one ranked game each); a
 * quarter are lost. `stamp` gives updated_at.
 */
function insertGames(d1: D1Database, from: number, to: number, stamp: string) {
  const perDay = DATASETS * PER_DAY;
  return d1.prepare(`WITH RECURSIVE s(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM s WHERE n < ${to - 1}),
    u AS (SELECT min(id) AS lo FROM users WHERE username LIKE 'ddbench_%'),
    d AS (SELECT min(id) AS lo FROM datasets WHERE name LIKE 'ddbench set %'),
    v AS (SELECT min(id) AS lo FROM dataset_versions WHERE dataset_id = (SELECT lo FROM d)),
    g AS (SELECT n, n / ${perDay} AS day_index, n % ${perDay} AS k FROM s)
    INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
      attempts, accuracy, score, result, session_id, is_daily_challenge, dataset_daily_date, is_ranked, updated_at)
    SELECT
      (SELECT lo FROM u) + ((k / ${DATASETS}) * 97 + k % ${DATASETS}) % ${USERS},
      (SELECT lo FROM d) + k % ${DATASETS},
      (SELECT lo FROM v) + k % ${DATASETS},
      1,
      ${BASE} + day_index * ${DAY} + k * 1000,
      ${BASE} + day_index * ${DAY} + k * 1000 + ((n * 13) % 300) * 1000,
      (n * 13) % 300,
      1 + (n * 3) % 12,
      0.5,
      CASE WHEN n % 4 = 0 THEN 0 ELSE max(100, 1000 - 50 * ((n * 3) % 12) - (n * 13) % 300) END,
      CASE WHEN n % 4 = 0 THEN 'lost' ELSE 'won' END,
      'sess_ddbench_' || n,
      1,
      date((${BASE} + day_index * ${DAY}) / 1000, 'unixepoch'),
      1,
      ${stamp}
    FROM g`);
}

/** The dataset daily boards in KV after the rebuild: day boards and all-time boards. */
async function publishedBoards() {
  let cursor: string | undefined;
  const counts = { day: 0, allTime: 0 };
  do {
    const page = await env.KV.list({ prefix: "lb:dataset-daily:", cursor });
    for (const key of page.keys) counts[key.name.split(":").length > 3 ? "day" : "allTime"] += 1;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return counts;
}

describe.skipIf(!import.meta.env.VITE_DATASET_DAILY_BENCH)("cron tick with 1,000 dataset dailies", () => {
  it("folds only the new games and republishes only their boards", { timeout: 3600_000 }, async () => {
    const d1 = env.DB;
    const benchEnv = { ...env, DAILY_SECRET: "bench" } as unknown as AppEnv;
    await seedWorld(d1);
    const fold = await d1
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
      .bind(FOLD_ON_INSERT)
      .first<{ sql: string }>();
    await d1.prepare(`DROP TRIGGER IF EXISTS ${FOLD_ON_INSERT}`).run();
    const history = 2 * DATASETS * PER_DAY;
    // Two days of history, stamped before the third day's noon; the ticks run on that day.
    let clock = BASE + 2 * DAY + 12 * 3600_000;
    for (let from = 0; from < history; from += 50_000) {
      await insertGames(d1, from, from + 50_000, `${clock - DAY} + n`).run();
    }
    if (fold) await d1.prepare(fold.sql).run();
    const rebuild = await rebuildGameStats({ env: benchEnv }, clock, { budgetMs: 3600_000 });
    expect(rebuild.rebuilding).toBe(false);
    const published = await publishedBoards();
    const rows: Record<string, unknown>[] = [];
    let have = history;
    for (const [name, count] of [
      ["quiet", 350],
      ["rush", 5_000],
      ["idle", 0],
    ] as const) {
      if (count > 0) await insertGames(d1, have, have + count, `${clock + 1000} + (n - ${have}) * 10`).run();
      have += count;
      clock += 20 * 60_000;
      const tick = await rebuildGameStats({ env: benchEnv }, clock);
      rows.push({
        tick: name,
        gamesEnded: count,
        recordsRead: tick.recordsRead,
        rowsRead: tick.rowsRead,
        rowsWritten: tick.rowsWritten,
        kvBoardWrites: tick.boardsWritten,
        ms: tick.ms,
      });
    }
    console.log(
      `DATASET_DAILY_BENCH ${JSON.stringify({ history, rebuild: { ms: rebuild.ms, rowsRead: rebuild.rowsRead, rowsWritten: rebuild.rowsWritten, kvBoardWrites: rebuild.boardsWritten, published }, rows })}`,
    );
  });
});
