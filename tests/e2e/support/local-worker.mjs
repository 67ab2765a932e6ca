// Build, prepare a fresh local D1/KV state and run the built Worker under `wrangler dev`.
// Shared by the e2e runner (tests/e2e/run.mjs) and the benchmark (bench/run.mjs).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stopNetworkEvents } from "../../../scripts/devtools-inspector.mjs";
import { waitForHealth } from "../../../scripts/worker-health.mjs";

export const root = fileURLToPath(new URL("../../../", import.meta.url));
const wrangler = join(root, "scripts/wrangler.mjs");
const seedScript = join(root, "scripts/seed.mjs");

/**
 * The local secrets every fresh clone has (a real `.dev.vars` may hold OAuth secrets tests must not
 * use). Absolute: wrangler resolves env files against the config file's folder.
 */
export const envFile = join(root, ".dev.vars.example");

/** Runs a command from the repository root; rejects on a non-zero exit. */
export function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}\n${output}`));
    });
  });
}

export function buildApp(buildDir) {
  return run("npm", ["run", "build", "--silent"], { env: { BUILD_DIR: buildDir } });
}

/** A fresh state folder: deleted, migrated, then seeded (when the seed script exists). */
export async function prepareState(stateDir, { log = console.log } = {}) {
  rmSync(join(root, stateDir), { recursive: true, force: true });
  mkdirSync(join(root, stateDir), { recursive: true });
  await run("node", [wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    quiet: true,
  });
  if (existsSync(seedScript)) {
    await run("node", [seedScript, "--persist-to", stateDir], { quiet: true });
    log("seeded");
  } else {
    log("scripts/seed.mjs is missing: running without seed data");
  }
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * wrangler.toml for another build folder. `wrangler dev --alias` is parsed but ignored by wrangler
 * 4.86 (the config's `[alias]` always wins), so the alias must come from a config file; it lives in
 * .wrangler/ with absolute paths. Same name and D1/KV ids, so the same --persist-to state is used.
 */
export function wranglerConfigFor(buildDir, { rateLimits = true } = {}) {
  if (buildDir === "build" && rateLimits) return join(root, "wrangler.toml");
  const abs = (path) => JSON.stringify(join(root, path));
  let source = readFileSync(join(root, "wrangler.toml"), "utf8");
  // Without the bindings the app does not limit (the bench's load comes from one IP).
  if (!rateLimits) source = source.replace(/^\[\[ratelimits\]\]\n(?:(?!\[).*\n?)*/gm, "");
  const replaced = source
    .replace(/^main = .*$/m, `main = ${abs("workers/app.ts")}`)
    .replace(/^migrations_dir = .*$/m, `migrations_dir = ${abs("migrations")}`)
    .replace(/^directory = .*$/m, `directory = ${abs(`${buildDir}/client`)}`)
    .replace(/^"@remix-build" = .*$/m, `"@remix-build" = ${abs(`${buildDir}/server/index.js`)}`);
  if (!replaced.includes(`${buildDir}/server/index.js`))
    throw new Error("wrangler.toml lacks the @remix-build alias");
  const file = join(root, `.wrangler/wrangler-${buildDir}${rateLimits ? "" : "-unlimited"}.toml`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, replaced);
  return file;
}

/** The e2e suite's entry: the app's Worker plus a SQL route for tests (see the file). */
export const e2eWorkerEntry = "tests/e2e/support/e2e-worker.ts";

/**
 * Starts `wrangler dev` on the built Worker in its own process group (workerd is a grandchild),
 * waits for /healthz and returns `stop()`, which always ends the whole group. `entry` replaces
 * wrangler.toml's `main` (the e2e suite serves `e2eWorkerEntry`; the benchmark the real Worker).
 * `rateLimits: false` drops the `[[ratelimits]]` bindings (the benchmark's load comes from one IP).
 * The inspector's Network events are turned off (`stopNetworkEvents`), as under `npm start`.
 * `keepWarm`: a GET /healthz every second while it serves (see keepProxyWarm).
 */
export async function startWorker({
  buildDir,
  stateDir,
  port,
  logFile,
  entry,
  startTimeoutMs = 90_000,
  rateLimits = true,
  keepWarm = false,
}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${baseUrl}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already serving (another worker?): choose another port`);
  }
  const args = [
    wrangler,
    "dev",
    ...(entry ? [join(root, entry)] : []),
    "--config",
    wranglerConfigFor(buildDir, { rateLimits }),
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    "--env-file",
    envFile,
    "--var",
    `APP_ORIGIN:${baseUrl}`,
    "--inspector-port",
    String(port + 10_000),
  ];
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn("node", args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: process.env,
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let stopped = false;
  let warm = null;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (warm) clearInterval(warm);
    killGroup(child, "SIGTERM");
    const exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", resolve);
    });
    const timeout = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.race([exited, timeout]);
    killGroup(child, "SIGKILL");
  };
  const onExit = () => killGroup(child, "SIGKILL");
  process.once("exit", onExit);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      onExit();
      process.exit(130);
    });
  }
  try {
    await waitForHealth(baseUrl, child, startTimeoutMs);
    await stopNetworkEvents(port + 10_000);
  } catch (error) {
    await stop();
    const tail = existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n") : "";
    throw new Error(`${error.message}\n--- ${logFile} (tail) ---\n${tail}`);
  }
  if (keepWarm) warm = keepProxyWarm(baseUrl);
  return { baseUrl, stop };
}

/**
 * `wrangler dev` puts a proxy Worker in front of ours. Both ends of that hop close a pooled
 * connection idle for 5 s, and a request written into one just as it closes fails: the proxy
 * retries a GET or HEAD itself and answers any other method with 503 "Your worker restarted
 * mid-request", which our Worker never saw (cloudflare/workers-sdk#14641; production has no such
 * hop). A test that posts about 5 s after its page's last request met it (a give-up answered 503:
 * 2 of 40 POSTs sent 4.95–5.05 s apart on a quiet server). A GET every second keeps the connection
 * the next request takes fresh: 0 of 80 with it. Not for the benchmark (a request in its CPU windows).
 */
function keepProxyWarm(baseUrl) {
  const timer = setInterval(() => {
    fetch(`${baseUrl}/healthz`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
  }, 1000);
  timer.unref();
  return timer;
}

/** Rows of the last statement, run on the local D1 in `stateDir` (`wrangler d1 execute --json`). */
export async function queryLocalD1(stateDir, statement) {
  const args = [
    wrangler,
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    stateDir,
    "--json",
    "--command",
    statement,
  ];
  // The running worker holds the same SQLite file: a write in flight answers SQLITE_BUSY, so retry.
  for (let attempt = 1; ; attempt++) {
    try {
      const output = await run("node", args, { quiet: true });
      const results = JSON.parse(output.slice(output.indexOf("[")));
      return results.at(-1)?.results ?? [];
    } catch (error) {
      if (attempt >= 8 || !/SQLITE_BUSY|database is locked/.test(String(error?.message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
