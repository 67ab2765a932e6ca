#!/usr/bin/env node
// npm run bench:profile [-- path]: a V8 CPU profile of the Worker under the benchmark's load
// (50 connections, 8 s) through the dev inspector. Without a path it loads the guess endpoint.
// Writes bench/out/{name}.cpuprofile (open it in Chrome DevTools) and prints the heaviest functions.
//   BUILD_DIR (default build), BENCH_SKIP_BUILD=1, BENCH_PORT (default 8795)
//   PROFILE_VISITOR=signed-in (a fresh account's session cookie, as the bench's "signed in" rows) or
//   anonymous (the bench's uncached anonymous visitor), playing (today's daily page of an account three
//   guesses into it, whatever the path); unset: no cookie.
//   PROFILE_SEQUENTIAL=N: N requests one at a time (as bench/cpu.mjs) instead of the load, and the
//   times printed per request with the median/p99 Worker CPU.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openInspector } from "../scripts/devtools-inspector.mjs";
import { buildApp, prepareState, root, startWorker } from "../tests/e2e/support/local-worker.mjs";
import { measureCpu, summarizeCpu } from "./cpu.mjs";
import { prepareGuesses, wrongEntries } from "./guess-games.mjs";
import { measure, warmUp } from "./load.mjs";
import { playDailyGame, signUp, visitors } from "./pages.mjs";
import { summarizeProfile } from "./profile-summary.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 8795);
// Per port, so two people profiling at once do not share (and reseed) one local state.
const stateDir = `.wrangler/profile-state-${port}`;
const path = process.argv[2];
const visitor = process.env.PROFILE_VISITOR;
const sequential = Number(process.env.PROFILE_SEQUENTIAL ?? 0);
const log = (message) => console.log(`[profile] ${message}`);

async function loadFor(baseUrl) {
  if (path) {
    const slug = `${path.replace(/\W+/g, "_")}${visitor ? `_${visitor.replace(/\W+/g, "_")}` : ""}`;
    if (!visitor) return { name: slug, endpoint: { url: `${baseUrl}${path}` } };
    if (visitor === "playing") {
      // The path is ignored: today's daily page of an account three guesses into it (the bench's row).
      const { cookie } = await signUp(baseUrl);
      const daily = await playDailyGame(baseUrl, cookie, (id) => wrongEntries(stateDir, id));
      return {
        name: "daily_playing",
        endpoint: { url: `${baseUrl}${daily.path}`, headers: visitors("", cookie).playing },
      };
    }
    const who = visitors(visitor === "signed-in" ? (await signUp(baseUrl)).cookie : "");
    const headers = visitor === "signed-in" ? who["signed in"] : who.anonymous;
    return { name: slug, endpoint: { url: `${baseUrl}${path}`, headers } };
  }
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

/** N requests one at a time: per-request times, no load (less noise from the machine's other work). */
async function profileSequential(name, endpoint, count) {
  const send = async () => {
    const response = await fetch(endpoint.url, { headers: endpoint.headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${endpoint.url} answered ${response.status}`);
  };
  const inspector = await openInspector(port + 10_000);
  const { cpu, profile } = await measureCpu(inspector, send, { count });
  inspector.close();
  mkdirSync(join(root, "bench/out"), { recursive: true });
  const file = join(root, `bench/out/${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const { median, p99 } = summarizeCpu(cpu);
  log(
    `${count} requests one at a time: Worker CPU median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms; profile in ${file}`,
  );
  console.log(summarizeProfile(profile, 40, count));
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
    if (sequential > 0) {
      await profileSequential(name, endpoint, sequential);
      return;
    }
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
