import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { rebuildGameStats } from "./cron.server";
import { addDays, dailyDateOf } from "./daily-date.server";
import {
  DELETE_REBUILT_BOARDS,
  INSERT_DAILY_BOARDS,
  INSERT_DATASET_BOARDS,
  INSERT_GLOBAL_BOARD,
  SELECT_TOPS,
  SELECT_TOTALS,
} from "./leaderboard-sql.server";
import { UPSERT_DATASET_STATS, UPSERT_USER_STATS } from "./stats-sql.server";

// The target: the rebuild over 100,000 game records within one scheduled invocation.
// Slow (seeds 100k rows), so it runs only on request: VITE_CRON_BENCH=1.
const RECORDS = 100_000;
const USERS = 5_000;
const DATASETS = 50;
const NOW = new Date("2026-11-22T12:00:00Z");

async function seed(d1: D1Database) {
  const base = NOW.getTime() - 60 * 86_400_000;
  await d1.batch([
    d1.prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${USERS})
      INSERT INTO users (username) SELECT 'bench_' || n FROM s`),
    d1.prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${DATASETS})
      INSERT INTO datasets (name, is_public, entries_count) SELECT 'bench set ' || n, n % 10 <> 0, 20 FROM s`),
    d1.prepare(`INSERT INTO dataset_versions (dataset_id, version, attribute_types, entries_count)
      SELECT id, 1, '[]', 20 FROM datasets WHERE name LIKE 'bench set %'`),
    d1.prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${RECORDS}),
      u AS (SELECT min(id) AS lo FROM users WHERE username LIKE 'bench_%'),
      d AS (SELECT min(id) AS lo FROM datasets WHERE name LIKE 'bench set %'),
      v AS (SELECT min(id) AS lo FROM dataset_versions WHERE dataset_id = (SELECT lo FROM d))
      INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
        attempts, accuracy, score, result, session_id, is_daily_challenge, daily_date, is_ranked)
      SELECT
        CASE WHEN n % 17 = 0 THEN NULL ELSE (SELECT lo FROM u) + abs(random()) % ${USERS} END,
        (SELECT lo FROM d) + n % ${DATASETS},
        (SELECT lo FROM v) + n % ${DATASETS},
        1,
        ${base} + n * 51840,
        ${base} + n * 51840 + ((n * 13) % 300) * 1000,
        (n * 13) % 300,
        1 + (n * 3) % 12,
        ((n * 37) % 100) / 100.0,
        CASE WHEN n % 4 = 0 THEN 0 ELSE max(100, 1000 - 50 * ((n * 3) % 12) - (n * 13) % 300) END,
        CASE WHEN n % 4 = 0 THEN 'lost' WHEN n % 997 = 0 THEN 'playing' ELSE 'won' END,
        'sess_bench_' || n,
        n % 5 = 0,
        CASE WHEN n % 5 = 0 THEN date((${base} + n * 51840) / 1000, 'unixepoch') END,
        n % 5 = 0 AND n % 10 <> 5
      FROM s`),
  ]);
}

async function plan(d1: D1Database, name: string, sql: string, ...params: unknown[]) {
  const rows = await d1
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ id: number; parent: number; detail: string }>();
  const depth = new Map<number, number>();
  const lines = rows.results.map((row) => {
    const level = (depth.get(row.parent) ?? -1) + 1;
    depth.set(row.id, level);
    return `${"  ".repeat(level)}${row.detail}`;
  });
  console.log(`\n── ${name}\n${lines.join("\n")}`);
}

describe.skipIf(!import.meta.env.VITE_CRON_BENCH)("cron rebuild over 100,000 game records", () => {
  it("stays within one invocation", { timeout: 600_000 }, async () => {
    const d1 = env.DB;
    let t = Date.now();
    await seed(d1);
    const count = await d1.prepare("SELECT COUNT(*) AS n FROM game_records").first<{ n: number }>();
    console.log(`seeded ${count?.n} game records in ${Date.now() - t} ms`);
    expect(count?.n).toBeGreaterThanOrEqual(RECORDS);

    const today = dailyDateOf(NOW);
    const yesterday = addDays(today, -1);
    await plan(d1, "dataset stats", UPSERT_DATASET_STATS, NOW.getTime());
    await plan(d1, "user stats", UPSERT_USER_STATS, NOW.getTime(), today, yesterday);
    await plan(d1, "delete rebuilt boards", DELETE_REBUILT_BOARDS, today, yesterday);
    await plan(d1, "dataset boards", INSERT_DATASET_BOARDS);
    await plan(d1, "global board", INSERT_GLOBAL_BOARD);
    await plan(d1, "daily boards", INSERT_DAILY_BOARDS, today, yesterday);
    await plan(d1, "tops", SELECT_TOPS, 100);
    await plan(d1, "totals", SELECT_TOTALS);

    const runs: string[] = [];
    const benchEnv = { ...env, DAILY_SECRET: "bench" } as unknown as AppEnv;
    const variants = [
      ["first run", {}],
      ["idle tick (nothing new: skipped)", {}],
      ["forced rebuild, nothing new", { force: true }],
    ] as const;
    for (const [label, options] of variants) {
      t = Date.now();
      const report = await rebuildGameStats(benchEnv, NOW.getTime() + runs.length, options);
      runs.push(`${label}: ${Date.now() - t} ms wall, ${JSON.stringify(report)}`);
    }
    // Per-statement SQL time as D1 reports it.
    const timed = await d1.batch([
      d1.prepare(UPSERT_DATASET_STATS).bind(NOW.getTime()),
      d1.prepare(UPSERT_USER_STATS).bind(NOW.getTime(), today, yesterday),
      d1.prepare(DELETE_REBUILT_BOARDS).bind(today, yesterday),
      d1.prepare(INSERT_DATASET_BOARDS),
      d1.prepare(INSERT_GLOBAL_BOARD),
      d1.prepare(INSERT_DAILY_BOARDS).bind(today, yesterday),
      d1.prepare(SELECT_TOPS).bind(100),
    ]);
    const names = [
      "dataset stats",
      "user stats",
      "delete boards",
      "dataset boards",
      "global",
      "daily",
      "tops",
    ];
    const sqlTimes = timed.map(
      (r, i) =>
        `${names[i]} ${r.meta.duration.toFixed(1)} ms (${r.meta.rows_read} read, ${r.meta.rows_written} written)`,
    );
    const boardRows = await d1.prepare("SELECT COUNT(*) AS n FROM leaderboard_rows").first<{ n: number }>();
    console.log(`\n${runs.join("\n")}\nleaderboard rows: ${boardRows?.n}\nSQL: ${sqlTimes.join("; ")}`);
  });
});
