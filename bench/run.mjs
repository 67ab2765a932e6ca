#!/usr/bin/env node
// npm run bench: build, fresh migrated+seeded state, the built Worker under `wrangler dev`, then
// autocannon (50 connections, 10 s) per endpoint in one run, compared with the bare /healthz route.
//   BUILD_DIR (default build), BENCH_SKIP_BUILD=1, BENCH_PORT (default 8790), BENCH_DURATION (s),
//   BENCH_ONLY=text (measure only the endpoints whose name contains it, plus the baseline)
import { join } from "node:path";
import {
  buildApp,
  prepareState,
  queryLocalD1,
  root,
  startWorker,
} from "../tests/e2e/support/local-worker.mjs";
import { prepareGuesses } from "./guess-games.mjs";
import { browserFirstVisitJs } from "./js-browser.mjs";
import { firstVisitJs } from "./js-size.mjs";
import { CONNECTIONS, DURATION_SECONDS, measure, warmUp } from "./load.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const suffix = buildDir === "build" ? "" : `-${buildDir}`;
const stateDir = `.wrangler/bench-state${suffix}`;
const port = Number(process.env.BENCH_PORT ?? 8790);
const page = {
  Accept: "text/html",
  Cookie: "i18n_redirected=zh-CN",
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};
const log = (message) => console.log(`[bench] ${message}`);

async function status(url, init) {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
}

/** The endpoints to load, each with why it was skipped when it cannot be measured yet. */
async function endpoints(baseUrl) {
  const [dataset] = await queryLocalD1(
    stateDir,
    "SELECT id FROM datasets WHERE is_public = 1 ORDER BY entries_count DESC, id LIMIT 1",
  );
  const id = dataset?.id;
  const list = [
    { name: "/healthz (bare worker, baseline)", url: `${baseUrl}/healthz` },
    { name: "/ (home page, SSR)", url: `${baseUrl}/`, headers: page },
  ];
  if (!id) return { list, skipped: ["dataset endpoints: no public dataset (is the seed missing?)"], id };
  list.push(
    { name: `/datasets/${id} (dataset page)`, url: `${baseUrl}/datasets/${id}`, headers: page },
    { name: `/api/v1/dataset/${id}`, url: `${baseUrl}/api/v1/dataset/${id}` },
    {
      name: "/api/v1/dataset/search",
      url: `${baseUrl}/api/v1/dataset/search?search=${encodeURIComponent("国")}`,
    },
  );
  const skipped = [];
  const available = [];
  for (const endpoint of list) {
    const code = await status(endpoint.url, { headers: endpoint.headers });
    if (code === 200) available.push(endpoint);
    else skipped.push(`${endpoint.name}: HTTP ${code}`);
  }
  const guesses = await prepareGuesses(baseUrl, stateDir, id);
  if (guesses) {
    log(`guess load: ${guesses.games} games, ${guesses.capacity} distinct wrong guesses available`);
    available.push({
      name: "POST /api/v1/game/record/{id}/guess",
      url: baseUrl,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      setupRequest: guesses.setupRequest,
    });
  } else skipped.push("POST /api/v1/game/record/{id}/guess: game API missing (404)");
  return { list: available, skipped, id };
}

const pad = (value, width) => String(value).padStart(width);

/** "failed" = non-2xx answers + socket errors + timeouts (10 s). */
function printTable(rows) {
  const baseline = rows[0].rps;
  console.log(
    `\n${"endpoint".padEnd(40)} ${pad("req/s", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("vs base", 8)} ${pad("failed", 8)}`,
  );
  for (const row of rows) {
    const ratio = `${((row.rps / baseline) * 100).toFixed(1)}%`;
    console.log(
      `${row.name.padEnd(40)} ${pad(row.rps.toFixed(0), 8)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(ratio, 8)} ${pad(row.bad, 8)}`,
    );
  }
}

async function printJs(baseUrl, path) {
  const size = await firstVisitJs(`${baseUrl}${path}`, page);
  if (!size) return log(`first-visit JS for ${path}: page not available`);
  log(
    `first-visit JS for ${path}: ${(size.gzip / 1024).toFixed(1)} KB gzipped (${(size.raw / 1024).toFixed(1)} KB raw, ${size.files} files; HTML preloads + static imports)`,
  );
  const real = await browserFirstVisitJs(`${baseUrl}${path}`, {
    userAgent: page["User-Agent"],
    locale: "zh-CN",
  });
  if (real) {
    log(
      `  in Chromium: ${(real.gzip / 1024).toFixed(1)} KB gzipped (${(real.raw / 1024).toFixed(1)} KB raw, ${real.files} files; with runtime imports)`,
    );
  }
}

async function main() {
  let server = null;
  try {
    if (process.env.BENCH_SKIP_BUILD) log(`reusing ${buildDir}/`);
    else {
      log(`building into ${buildDir}/`);
      await buildApp(buildDir);
    }
    await prepareState(stateDir, { log });
    server = await startWorker({
      buildDir,
      stateDir,
      port,
      logFile: join(root, `bench/out/wrangler${suffix}.log`),
    });
    const { baseUrl } = server;
    const { list, skipped, id } = await endpoints(baseUrl);
    for (const reason of skipped) log(`skipped ${reason}`);
    log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint`);
    const only = process.env.BENCH_ONLY;
    const chosen = only ? list.filter((e, i) => i === 0 || e.name.includes(only)) : list;
    const rows = [];
    for (const endpoint of chosen) {
      await warmUp(endpoint);
      const result = await measure(endpoint);
      rows.push({ name: endpoint.name, ...result });
      log(`${endpoint.name}: ${result.rps.toFixed(0)} req/s`);
    }
    printTable(rows);
    console.log("");
    await printJs(baseUrl, "/");
    if (id) await printJs(baseUrl, `/game/${id}`);
    return rows.some((row) => row.ok === 0) ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench] ${error.stack ?? error}`);
    process.exit(1);
  },
);
