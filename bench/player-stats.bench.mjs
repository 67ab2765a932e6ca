// The guess that ends a game, for a signed-in player with 100 and with 3,000 finished games behind
// them (player_stats), one request at a time: the Worker isolate's CPU per ending
// guess (V8 profile, bench/cpu.mjs), and the CPU of the whole `wrangler dev` process tree per ending
// guess (/proc utime+stime: the Worker, the local D1's SQLite, where the stats statement runs, and
// wrangler's proxy), measured in a second pass without the profiler. Then D1's own figures for the
// ending write (rows read, SQL ms, from each statement's meta) at 100 and 3,000 prior games, next to the
// full recompute that used to run in that write, from the workerd test that asserts them
// (app/services/game/player-stats.server.workers.test.ts; PLAYER_STATS_BENCH_D1=0 skips it). The history is generated rows (a third of them ranked
// dailies on consecutive past days, a quarter lost); each measured request is the winning guess of
// a fresh game of that player. Picked up by `npm run bench` (BENCH_ONLY=player-stats for this alone).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { queryLocalD1 } from "../tests/e2e/support/local-worker.mjs";
import { signUp } from "./pages.mjs";

const SIZES = (process.env.PLAYER_STATS_BENCH_SIZES ?? "100,3000").split(",").map(Number);
const WARM = 5;
const COUNT = Number(process.env.PLAYER_STATS_BENCH_COUNT ?? 40);

/** `size` finished records of one user, inserted directly (the rows a long-time player has). */
function historySql(userId, datasetId, versionId, answerId, size) {
  return `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${size})
    INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
      attempts, accuracy, score, result, session_id, is_daily_challenge, daily_date, is_ranked, updated_at)
    SELECT ${userId}, ${datasetId}, ${versionId}, ${answerId},
      (unixepoch() - 86400 * (n / 3 + 2)) * 1000, (unixepoch() - 86400 * (n / 3 + 2)) * 1000 + 60000, 60,
      1 + n % 9, 0.5, CASE WHEN n % 4 = 0 THEN 0 ELSE 900 - 10 * (n % 9) END,
      CASE WHEN n % 4 = 0 THEN 'lost' ELSE 'won' END, 'bench_ps_${userId}_' || n,
      n % 3 = 0, CASE WHEN n % 3 = 0 THEN date('now', '-' || (n / 3 + 1) || ' days') END, n % 3 = 0,
      (unixepoch() - 86400 * (n / 3 + 2)) * 1000 + 60000
    FROM s`;
}

async function api(baseUrl, path, cookie, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? "POST" : "GET",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json?.data;
}

const TICK_MS = 1000 / 100; // USER_HZ

/** The `wrangler dev` serving this port and every process under it (workerd runs the Worker and D1). */
function serverTree(port, stateDir) {
  const procs = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      procs.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        cmd,
      });
    } catch {
      // gone meanwhile
    }
  }
  const root = procs.find(
    (p) => p.cmd.includes("dev") && p.cmd.includes(String(port)) && p.cmd.includes(stateDir),
  );
  if (!root) return null;
  const tree = new Set([root.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs)
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
  }
  return procs.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) * TICK_MS;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Starts `n` games of the player; each with its answer, so one guess wins it. */
async function startGames(context, cookie, n) {
  const { baseUrl, stateDir, datasetId } = context;
  const games = [];
  for (let i = 0; i < n; i++) {
    const game = await api(baseUrl, "/api/v1/game/record", cookie, {
      dataset_id: datasetId,
      game_time_limit: 3600,
    });
    games.push({ id: game.id, sessionId: game.session_id });
  }
  const answers = new Map(
    (
      await queryLocalD1(
        stateDir,
        `SELECT id, answer_entry_id FROM game_records WHERE id IN (${games.map((g) => g.id).join(",")})`,
      )
    ).map((row) => [row.id, row.answer_entry_id]),
  );
  return games.map((game) => ({ ...game, answer: answers.get(game.id) }));
}

export default async function benchPlayerStats(context) {
  const { baseUrl, stateDir, datasetId, log } = context;
  const port = new URL(baseUrl).port;
  const [version] = await queryLocalD1(
    stateDir,
    `SELECT d.latest_version_id AS id, (SELECT MIN(id) FROM entries WHERE version_id = d.latest_version_id) AS entry
     FROM datasets d WHERE d.id = ${datasetId}`,
  );
  const rows = [];
  for (const size of SIZES) {
    const { cookie, userId } = await signUp(baseUrl);
    await queryLocalD1(stateDir, historySql(userId, datasetId, version.id, version.entry, size));
    // The player's stats row exists before the measured games (a first read computes a missing one).
    const before = await api(baseUrl, "/api/v1/game/stats/user", cookie);
    if (before.total_games !== size)
      throw new Error(`expected ${size} games in the stats, got ${before.total_games}`);
    const win = async (game) => {
      const data = await api(baseUrl, `/api/v1/game/record/${game.id}/guess`, cookie, {
        entry_id: game.answer,
        session_id: game.sessionId,
      });
      if (data?.result !== "won")
        throw new Error(`the winning guess answered ${JSON.stringify(data).slice(0, 200)}`);
    };
    // Pass 1: the Worker isolate's CPU (V8 profile).
    const profiled = await startGames(context, cookie, WARM + COUNT);
    const { cpu } = await context.withInspector(context.inspectorPort, (inspector) =>
      context.measureCpu(inspector, (i) => win(profiled[i]), { count: COUNT, warm: WARM }),
    );
    // Pass 2: the whole server's CPU and the wall time, no profiler attached.
    const plain = await startGames(context, cookie, COUNT);
    const wall = [];
    const cpuBefore = serverTree(port, stateDir);
    for (const game of plain) {
      const started = performance.now();
      await win(game);
      wall.push(performance.now() - started);
    }
    const cpuAfter = serverTree(port, stateDir);
    const after = await api(baseUrl, "/api/v1/game/stats/user", cookie);
    const ended = WARM + 2 * COUNT;
    if (after.total_games !== size + ended || after.games_won !== before.games_won + ended) {
      throw new Error(`stats after the run: ${after.total_games} games, ${after.games_won} won`);
    }
    const summary = context.summarizeCpu(cpu);
    const server = cpuBefore === null || cpuAfter === null ? Number.NaN : (cpuAfter - cpuBefore) / COUNT;
    rows.push({ size, ...summary, wall: median(wall), server });
    log(
      `player-stats: ${size} prior games, Worker CPU median ${summary.median.toFixed(2)} ms, server CPU ${server.toFixed(1)} ms`,
    );
  }
  console.log("\nThe guess that ends a game (winning guess of a signed-in player; one request at a time)");
  console.log(
    "| prior finished games | Worker CPU median ms | Worker CPU p99 ms | server CPU per guess ms (Worker + local D1 + proxy, mean) | wall median ms |",
  );
  console.log("|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.size.toLocaleString("en-US")} | ${row.median.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.server.toFixed(1)} | ${row.wall.toFixed(1)} |`,
    );
  }
  console.log(
    `(${COUNT} ending guesses per pass; server CPU from /proc of the wrangler dev tree, 10 ms ticks / ${COUNT})`,
  );
  if (process.env.PLAYER_STATS_BENCH_D1 === "0") return;
  const test = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "vitest.workers.config.ts",
      "app/services/game/player-stats.server.workers.test.ts",
      "-t",
      "reads as many rows",
    ],
    { env: process.env, encoding: "utf8" },
  );
  const line = `${test.stdout}`.split("\n").find((text) => text.includes("PLAYER_STATS "));
  console.log(
    line
      ? `\nD1 (local workerd), ${line.slice(line.indexOf("PLAYER_STATS ") + 13)}`
      : `\nD1 figures: the workerd test printed none (exit ${test.status})`,
  );
}
