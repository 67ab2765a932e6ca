#!/usr/bin/env node
// End-to-end runner: build, fresh migrated+seeded state, `wrangler dev` on the built Worker, then
// vitest twice (JavaScript on, then off in the browser). Always stops wrangler.
//
//   node tests/e2e/run.mjs [files...]      e.g. node tests/e2e/run.mjs tests/e2e/shell.e2e.ts
//   BUILD_DIR=build-x   build folder (default build)      E2E_SKIP_BUILD=1  reuse that build
//   E2E_PORT=8788       wrangler dev port                 E2E_JS=on|off     run one pass only
//   E2E_BASE_URL=http://127.0.0.1:8802  reuse a server started by serve.mjs
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildApp, e2eWorkerEntry, prepareState, root, startWorker } from "./support/local-worker.mjs";

const files = process.argv.slice(2);
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.E2E_PORT ?? 8788);
const suffix = buildDir === "build" ? "" : `-${buildDir}`;
const stateDir = process.env.E2E_STATE_DIR ?? `.wrangler/e2e-state${suffix}`;
const passes = process.env.E2E_JS ? [process.env.E2E_JS] : ["on", "off"];
const reportDir = "test-results";
const log = (message) => console.log(`[e2e] ${message}`);

function vitest(baseUrl, js) {
  const args = [
    join(root, "node_modules/vitest/vitest.mjs"),
    "run",
    "--config",
    "vitest.e2e.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportDir}/e2e${suffix}-js-${js}.json`,
    ...files,
  ];
  return new Promise((resolve) => {
    const child = spawn("node", args, {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_JS: js },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * A fresh database has no past days. In production each day is picked on its own day; here the
 * first page that lists the archive would pick them all at once, in the middle of the tests. So the
 * past days are picked before any test runs, as production would have them. (They no longer
 * renumber a dataset's daily either way: its days count from a fixed anchor, ADR 042.)
 */
async function pickPastDays(baseUrl, days) {
  const today = new Date().toISOString().slice(0, 10);
  for (let back = days; back >= 1; back--) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    await fetch(`${baseUrl}/api/v1/game/daily/${date}`).then((response) => response.arrayBuffer());
  }
  log(`picked the past ${days} days`);
}

async function main() {
  const started = Date.now();
  let server = null;
  let baseUrl = process.env.E2E_BASE_URL;
  try {
    if (!baseUrl) {
      if (process.env.E2E_SKIP_BUILD) log(`reusing ${buildDir}/`);
      else {
        log(`building into ${buildDir}/`);
        await buildApp(buildDir);
      }
      log(`fresh state in ${stateDir}`);
      await prepareState(stateDir, { log });
      server = await startWorker({
        buildDir,
        entry: e2eWorkerEntry,
        stateDir,
        port,
        logFile: join(root, `tests/e2e/artifacts/wrangler${suffix}.log`),
        keepWarm: true,
      });
      baseUrl = server.baseUrl;
      log(`worker up at ${baseUrl}`);
      await pickPastDays(baseUrl, 30);
    }
    let failed = 0;
    for (const js of passes) {
      log(`pass with JavaScript ${js}`);
      if ((await vitest(baseUrl, js)) !== 0) failed += 1;
    }
    log(
      `${failed === 0 ? "all passes green" : `${failed} pass(es) failed`} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[e2e] ${error.stack ?? error}`);
    process.exit(1);
  },
);
