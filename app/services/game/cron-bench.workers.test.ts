import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { rebuildGameStats } from "./cron.server";
import { oracleRebuild } from "./cron-oracle.test-helper";

// One cron tick with 10,000 new records over 100k, 1M and 10M existing ones (generated
// rows; the aggregates of the history are built once per size by the window-function rebuild, untimed).
// Slow, so it runs only on request: `node bench/cron.mjs` (VITE_CRON_BENCH=1; VITE_CRON_BENCH_SIZES to
// pick sizes). Prints one JSON line per size after `CRON_BENCH `.
const USERS = 5_000;
const DATASETS = 50;
const NEW_RECORDS = 10_000;
const DAY = 86_400_000;
const BASE = new Date("2024-01-01T00:00:00Z").getTime();
const CHUNK = 500_000;
const FOLD_ON_INSERT = "game_records_inserted_ended_stats";

async function seedWorld(d1: D1Database) {
  await d1.batch([
    d1.prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${USERS})
      INSERT INTO users (username) SELECT 'bench_' || n FROM s`),
    d1.prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${DATASETS})
      INSERT INTO datasets (name, is_public, entries_count) SELECT 'bench set ' || n, 1, 25 FROM s`),
    d1.prepare(`INSERT INTO dataset_versions (dataset_id, version, attribute_types, entries_count)
      SELECT id, 1, '[]', 25 FROM datasets WHERE name LIKE 'bench set %'`),
    d1.prepare(`UPDATE datasets SET latest_version_id = (SELECT id FROM dataset_versions v WHERE v.dataset_id = datasets.id)
      WHERE name LIKE 'bench set %'`),
  ]);
}

/**
 * Records `from` + 1 … `to` of one endless history: about 25,000 a day (a day per 5 × USERS records),
 * every fifth a daily (ranked for a signed-in player, one per player and day), every 17th a guest's.
 * `stamp` gives each record's updated_at: history in the past, new records after the cursor.
 */
function insertRecords(d1: D1Database, from: number, to: number, stamp: string) {
  return d1.prepare(`WITH RECURSIVE s(n) AS (SELECT ${from + 1} UNION ALL SELECT n + 1 FROM s WHERE n < ${to}),
    u AS (SELECT min(id) AS lo FROM users WHERE username LIKE 'bench_%'),
    d AS (SELECT min(id) AS lo FROM datasets WHERE name LIKE 'bench set %'),
    v AS (SELECT min(id) AS lo FROM dataset_versions WHERE dataset_id = (SELECT lo FROM d)),
    g AS (SELECT n, n / ${5 * USERS} AS day_index, n % 5 = 0 AS daily, n % 17 = 0 AS guest FROM s)
    INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
      attempts, accuracy, score, result, session_id, ip_address, is_daily_challenge, daily_date, is_ranked, updated_at)
    SELECT
      CASE WHEN guest THEN NULL WHEN daily THEN (SELECT lo FROM u) + (n / 5) % ${USERS}
        ELSE (SELECT lo FROM u) + abs(random()) % ${USERS} END,
      (SELECT lo FROM d) + n % ${DATASETS},
      (SELECT lo FROM v) + n % ${DATASETS},
      1,
      ${BASE} + day_index * ${DAY} + (n % ${5 * USERS}) * 3000,
      ${BASE} + day_index * ${DAY} + (n % ${5 * USERS}) * 3000 + ((n * 13) % 300) * 1000,
      (n * 13) % 300,
      1 + (n * 3) % 12,
      ((n * 37) % 100) / 100.0,
      CASE WHEN n % 4 = 0 THEN 0 ELSE max(100, 1000 - 50 * ((n * 3) % 12) - (n * 13) % 300) END,
      CASE WHEN n % 4 = 0 THEN 'lost' ELSE 'won' END,
      'sess_bench_' || n,
      CASE WHEN guest THEN '10.0.' || (n % 250) || '.1' END,
      daily,
      CASE WHEN daily THEN date((${BASE} + day_index * ${DAY}) / 1000, 'unixepoch') END,
      daily AND NOT guest,
      ${stamp}
    FROM g`);
}

describe.skipIf(!import.meta.env.VITE_CRON_BENCH)("cron tick as history grows", () => {
  it("reads only the new records", { timeout: 4 * 3600_000 }, async () => {
    const d1 = env.DB;
    const benchEnv = { ...env, DAILY_SECRET: "bench" } as unknown as AppEnv;
    const sizes = String(import.meta.env.VITE_CRON_BENCH_SIZES ?? "100000,1000000,10000000")
      .split(",")
      .map(Number);
    await seedWorld(d1);
    // Generated history does not fold into player_stats (the cron tick never reads it; the fold is
    // measured by bench/player-stats.bench.mjs): without the trigger 10M rows generate several times faster.
    const fold = await d1
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
      .bind(FOLD_ON_INSERT)
      .first<{ sql: string }>();
    let have = 0;
    // History is stamped long ago; each size's new records come after the clock.
    let clock = BASE + 10_000 * DAY;
    for (const size of sizes) {
      let t = Date.now();
      await d1.prepare(`DROP TRIGGER IF EXISTS ${FOLD_ON_INSERT}`).run();
      for (let from = have; from < size; from += CHUNK) {
        await insertRecords(d1, from, Math.min(size, from + CHUNK), `${clock - DAY} + n`).run();
      }
      if (fold) await d1.prepare(fold.sql).run();
      have = size;
      const seeded = Date.now() - t;
      t = Date.now();
      await oracleRebuild(d1, clock);
      const setup = await rebuildGameStats({ env: benchEnv }, clock);
      const rebuilt = Date.now() - t;
      expect(setup.rebuilding).toBe(false);

      // 10,000 records end within the next ten minutes; then the tick.
      await insertRecords(d1, have, have + NEW_RECORDS, `${clock + 1000} + (n - ${have}) * 50`).run();
      have += NEW_RECORDS;
      clock += 20 * 60_000;
      const tick = await rebuildGameStats({ env: benchEnv }, clock, {
        trace: Boolean(import.meta.env.VITE_CRON_TRACE),
      });
      clock += 10 * 60_000;
      const idle = await rebuildGameStats({ env: benchEnv }, clock);
      const total = await d1.prepare("SELECT COUNT(*) AS n FROM game_records").first<{ n: number }>();
      expect(tick.recordsRead).toBeGreaterThanOrEqual(NEW_RECORDS);
      console.log(
        `CRON_BENCH ${JSON.stringify({
          existing: size,
          records: total?.n,
          newRecords: NEW_RECORDS,
          tickMs: tick.ms,
          tickRowsRead: tick.rowsRead,
          tickRowsWritten: tick.rowsWritten,
          recordsRead: tick.recordsRead,
          boardsWritten: tick.boardsWritten,
          idleMs: idle.ms,
          idleRowsRead: idle.rowsRead,
          seedMs: seeded,
          rebuildMs: rebuilt,
        })}`,
      );
      clock += 10 * 60_000;
    }
  });
});
