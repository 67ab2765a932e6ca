#!/usr/bin/env node
// `npm start`: the built Worker under `wrangler dev` (production React, see wrangler-env.mjs), plus
// the cron triggers of wrangler.toml on their real timing (UTC), which `wrangler dev` never runs by
// itself. Each due trigger calls `/__scheduled?cron=...`, the test route `--test-scheduled` adds
// (wrangler 4.86's `/cdn-cgi/handler/scheduled` answers 500 with an [assets] block). A tick by hand:
//   curl "http://127.0.0.1:8787/__scheduled?cron=*/10+*+*+*+*"
// Arguments are passed on to `wrangler dev` (e.g. --port 8787 --ip 127.0.0.1). Once the Worker
// answers, the inspector's Network events are turned off (see devtools-inspector.mjs;
// DATADLE_INSPECTOR_NETWORK=1 keeps them).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { cronMatches, cronsOf, nextRun } from "./cron-schedule.mjs";
import { KEEP_NETWORK_EVENTS, stopNetworkEvents } from "./devtools-inspector.mjs";
import { waitForHealth } from "./worker-health.mjs";
import { wranglerDevArgs } from "./wrangler-dev-args.mjs";
import { wranglerEnv } from "./wrangler-env.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { port, host, inspectorPort, argv } = wranglerDevArgs(process.argv.slice(2));
const baseUrl = `http://${host}:${port}`;
const crons = cronsOf(`${root}wrangler.toml`);
const log = (message) => console.log(`[cron] ${message}`);

const wrangler = spawn(process.execPath, [`${root}node_modules/wrangler/bin/wrangler.js`, ...argv], {
  stdio: "inherit",
  env: wranglerEnv(),
});
let timer = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    clearTimeout(timer);
    wrangler.kill(signal);
  });
}
wrangler.on("exit", (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? (signal ? 1 : 0));
});

/** Runs one trigger through the Worker's scheduled handler. */
export async function runTrigger(cron) {
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent(cron)}`);
    const text = (await response.text()).trim();
    log(`"${cron}": HTTP ${response.status} ${text} in ${Date.now() - started} ms`);
  } catch (error) {
    log(`"${cron}": the Worker did not answer (${error.cause?.code ?? error.message})`);
  }
}

function scheduleNextMinute() {
  const now = Date.now();
  timer = setTimeout(tick, 60_000 - (now % 60_000) + 50);
}

async function tick() {
  const minute = new Date();
  minute.setUTCSeconds(0, 0);
  scheduleNextMinute();
  for (const cron of crons) if (cronMatches(cron, minute)) await runTrigger(cron);
}

if (crons.length > 0) {
  const now = new Date();
  for (const cron of crons) log(`"${cron}" next at ${nextRun(cron, now)?.toISOString()} (UTC)`);
  log(`run one by hand: curl "${baseUrl}/__scheduled?cron=${crons[0].replace(/ /g, "+")}"`);
  scheduleNextMinute();
}

/** Once the Worker answers, turns the inspector's Network events off. */
async function quietInspector() {
  await waitForHealth(baseUrl, wrangler, 120_000);
  const stopped = await stopNetworkEvents(Number(inspectorPort));
  if (stopped) console.log(`[dev] inspector Network events off (${KEEP_NETWORK_EVENTS}=1 keeps them)`);
}

quietInspector().catch((error) => {
  console.log(`[dev] could not turn the inspector's Network events off: ${error.message}`);
});
