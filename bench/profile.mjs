#!/usr/bin/env node
// npm run bench:profile [-- path]: a V8 CPU profile of the Worker under the benchmark's load
// (50 connections, 8 s) through the dev inspector. Without a path it loads the guess endpoint.
// Writes bench/out/{name}.cpuprofile (open it in Chrome DevTools) and prints the heaviest functions.
//   BUILD_DIR (default build), BENCH_SKIP_BUILD=1, BENCH_PORT (default 8795)
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp, prepareState, root, startWorker } from "../tests/e2e/support/local-worker.mjs";
import { prepareGuesses } from "./guess-games.mjs";
import { openInspector } from "./inspector.mjs";
import { measure, warmUp } from "./load.mjs";
import { summarizeProfile } from "./profile-summary.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 8795);
const stateDir = ".wrangler/profile-state";
const path = process.argv[2];
const log = (message) => console.log(`[profile] ${message}`);

async function loadFor(baseUrl) {
  if (path) return { name: path.replace(/\W+/g, "_"), endpoint: { url: `${baseUrl}${path}` } };
  const guesses = await prepareGuesses(baseUrl, stateDir, 2);
  if (!guesses) throw new Error("the game API is missing");
  return {
    name: "guess",
    endpoint: {
      url: baseUrl,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      setupRequest: guesses.setupRequest,
    },
  };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) await buildApp(buildDir);
  await prepareState(stateDir, { log });
  const server = await startWorker({
    buildDir,
    stateDir,
    port,
    logFile: join(root, "bench/out/profile.log"),
    rateLimits: false,
  });
  try {
    const { name, endpoint } = await loadFor(server.baseUrl);
    const sized = await warmUp(endpoint);
    const inspector = await openInspector(port + 10_000);
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
    await inspector.send("Profiler.start");
    const load = await measure(sized);
    const { profile } = await inspector.send("Profiler.stop");
    inspector.close();
    mkdirSync(join(root, "bench/out"), { recursive: true });
    const file = join(root, `bench/out/${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    log(`${load.rps.toFixed(0)} req/s under the profiler (p99 ${load.p99} ms); profile in ${file}`);
    console.log(summarizeProfile(profile, 25));
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[profile] ${error.stack ?? error}`);
    process.exit(1);
  },
);
