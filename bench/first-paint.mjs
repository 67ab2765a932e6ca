#!/usr/bin/env node
// First Contentful Paint on a slow phone: Chromium (playwright-core) with a 390×844 viewport, the CPU
// slowed 4× (Emulation.setCPUThrottlingRate) and the network at 1.6 Mbps down, 750 kbps up and
// 150 ms round trip (Network.emulateNetworkConditions), a cold cache each time (a new context per
// visit); the median of 5 visits per page, after one unthrottled visit that warms the Worker.
// Part of `npm run bench`; alone:
//   node bench/first-paint.mjs   (BUILD_DIR, BENCH_SKIP_BUILD=1, BENCH_PORT default 8797;
//   PAINT_URL=http://127.0.0.1:8787 measures a server that is already running; PAINT_RUNS)
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { buildApp, prepareState, root, startWorker } from "../tests/e2e/support/local-worker.mjs";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A page's first paint may be at most this many times the floor's, measured in the same run. */
export const PAINT_TARGET_RATIO = 1.4;
/** The floor: a bare text response, painted under the same profile (it waits on nothing but its bytes). */
export const PAINT_FLOOR = "/healthz";
export const PAINT_PAGES = ["/en-US", "/en-US/game/1", "/en-US/datasets"];
const RUNS = Number(process.env.PAINT_RUNS ?? 5);

export const SLOW_PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1_000_000) / 8,
    uploadThroughput: (750 * 1_000) / 8,
  },
};

/** One visit's First Contentful Paint (ms from navigation start), or null if none came. */
async function visit(browser, url, throttled) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_PHONE.network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
    }
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    const handle = await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    return await handle.jsonValue();
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** First paint per page: `[{ path, median, runs }]`, or null when Chromium is not installed. */
export async function measureFirstPaint(baseUrl, { pages = PAINT_PAGES, runs = RUNS } = {}) {
  if (!existsSync(executablePath)) return null;
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  try {
    const rows = [];
    for (const path of [PAINT_FLOOR, ...pages]) {
      const url = `${baseUrl}${path}`;
      await visit(browser, url, false);
      const values = [];
      for (let i = 0; i < runs; i++) {
        const fcp = await visit(browser, url, true);
        if (fcp !== null) values.push(fcp);
      }
      rows.push({ path, median: median(values), runs: values });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** Prints the table with each page's ratio to the floor; returns a one-line verdict for the run's closing lines. */
export function printFirstPaint(rows) {
  if (!rows) return "not measured (no Chromium at /usr/bin/chromium)";
  const floor = rows.find((row) => row.path === PAINT_FLOOR)?.median ?? Number.NaN;
  console.log(
    `\n${"first paint, slow phone".padEnd(34)} ${pad("median", 8)} ${pad("× floor", 8)} ${pad("target", 8)}  met   runs (ms)`,
  );
  const misses = [];
  for (const row of rows) {
    const ratio = row.median / floor;
    const isFloor = row.path === PAINT_FLOOR;
    const met = isFloor || ratio <= PAINT_TARGET_RATIO;
    if (!met) misses.push(`${row.path} (${ratio.toFixed(2)}×)`);
    console.log(
      `${row.path.padEnd(34)} ${pad(Math.round(row.median), 8)} ${pad(isFloor ? "floor" : ratio.toFixed(2), 8)} ${pad(isFloor ? "" : `≤${PAINT_TARGET_RATIO}`, 8)}  ${isFloor ? "   " : met ? "yes" : "NO "}   ${row.runs.map((value) => Math.round(value)).join(", ")}`,
    );
  }
  console.log(
    `(First Contentful Paint, ms, median of ${RUNS} cold visits: 390×844, CPU 4× slower, 1.6 Mbps down, 750 kbps up, 150 ms RTT; the floor is ${PAINT_FLOOR}, a bare text response, in the same run)`,
  );
  return misses.length === 0
    ? `≤ ${PAINT_TARGET_RATIO}× the floor on every page`
    : `NOT met for ${misses.join(", ")}`;
}

const pad = (value, width) => String(value).padStart(width);

async function main() {
  if (process.env.PAINT_URL) {
    console.log(`first paint: ${printFirstPaint(await measureFirstPaint(process.env.PAINT_URL))}`);
    return;
  }
  const buildDir = process.env.BUILD_DIR ?? "build";
  const port = Number(process.env.BENCH_PORT ?? 8797);
  const stateDir = `.wrangler/paint-bench-state-${buildDir}`;
  const log = (message) => console.log(`[paint] ${message}`);
  if (!process.env.BENCH_SKIP_BUILD) await buildApp(buildDir);
  await prepareState(stateDir, { log });
  const server = await startWorker({
    buildDir,
    stateDir,
    port,
    logFile: join(root, "bench/out/first-paint.log"),
    rateLimits: false,
  });
  try {
    console.log(`first paint: ${printFirstPaint(await measureFirstPaint(server.baseUrl))}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`[paint] ${error.stack ?? error}`);
      process.exit(1);
    },
  );
}
