#!/usr/bin/env node
// Serve a build under `wrangler dev` the way the e2e runner does, and keep it up (Ctrl-C stops it):
// iterate on tests with E2E_BASE_URL instead of restarting the worker for every run.
//   BUILD_DIR=build-h1 E2E_PORT=8801 node tests/e2e/serve.mjs [--fresh]
//   E2E_BASE_URL=http://127.0.0.1:8801 node tests/e2e/run.mjs tests/e2e/x.e2e.ts
import { existsSync } from "node:fs";
import { join } from "node:path";
import { e2eWorkerEntry, prepareState, root, startWorker } from "./support/local-worker.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.E2E_PORT ?? 8788);
const suffix = buildDir === "build" ? "" : `-${buildDir}`;
const stateDir = process.env.E2E_STATE_DIR ?? `.wrangler/e2e-state${suffix}`;

if (!existsSync(join(root, buildDir, "server/index.js"))) {
  console.error(`no build in ${buildDir}/: run BUILD_DIR=${buildDir} npm run build first`);
  process.exit(1);
}
if (process.argv.includes("--fresh") || !existsSync(join(root, stateDir))) await prepareState(stateDir);
const server = await startWorker({
  buildDir,
  entry: e2eWorkerEntry,
  stateDir,
  port,
  logFile: join(root, `tests/e2e/artifacts/serve${suffix}.log`),
  keepWarm: true,
});
console.log(`serving ${buildDir}/ at ${server.baseUrl} (state ${stateDir}); Ctrl-C to stop`);
console.log(`E2E_BASE_URL=${server.baseUrl} node tests/e2e/run.mjs <file>`);
await new Promise(() => {});
