#!/usr/bin/env node
// `npm start`: local migrations and seed, the build, then the built Worker under `wrangler dev`
// (scripts/dev-server.mjs, with the cron triggers). It prints a short summary; the full output of
// wrangler and Vite goes to .wrangler/start.log (DATADLE_VERBOSE=1 prints it too).
// - The build is skipped when the last finished build was made from the same sources
//   (scripts/build-hash.mjs); the migrations and the seed are skipped when neither they nor the
//   seed data changed since they last ran on this local state. `npm run db:seed` seeds again.
// - The build runs at the same time as the migrations and the seed.
// PORT (default 8787) and INSPECTOR_PORT (default 9229) move the server.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { builtFrom, root, sourceHash } from "./build-hash.mjs";
import { waitForHealth } from "./worker-health.mjs";

// `npm start` builds with the local-only routes (the mail outbox page); `npm run build` never does.
process.env.DATADLE_LOCAL_ROUTES = "1";
const port = process.env.PORT ?? "8787";
const inspectorPort = process.env.INSPECTOR_PORT ?? "9229";
const verbose = Boolean(process.env.DATADLE_VERBOSE);
const logPath = join(root, ".wrangler/start.log");
const stateDir = join(root, ".wrangler/state");
const dbStampFile = join(stateDir, "datadle-db-sources");
/** What the local database's schema and demo content are made from. */
const DB_INPUTS = ["migrations", "db/seed", "db/seed-data", "scripts/seed.mjs"];

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (message) => console.log(`[start] ${message}`);

mkdirSync(join(root, ".wrangler"), { recursive: true });
const log = createWriteStream(logPath);
/** Steps still running, stopped when another one fails. */
const running = new Set();

/** Runs a step with its output in the log; resolves to that output, rejects on failure. */
function step(name, command, args, { env } = {}) {
  return new Promise((resolve, reject) => {
    log.write(`\n===== ${name}: ${command} ${args.join(" ")}\n`);
    const child = spawn(command, args, {
      cwd: root,
      env: env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
        log.write(chunk);
        if (verbose) process.stdout.write(chunk);
      });
    }
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(output);
      else reject(Object.assign(new Error(`${name} failed (${code ?? signal})`), { output }));
    });
  });
}

function localDatabaseExists() {
  const folder = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  return existsSync(folder) && readdirSync(folder).some((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
}

async function build() {
  const sources = sourceHash();
  const current = builtFrom();
  if (current === sources) return "build: sources unchanged since the last build, skipped";
  const output = await step("build", "npm", ["run", "build", "--silent"], {
    env: { ...process.env, DATADLE_QUICK_BUILD: "1" },
  });
  const id = /^build (\w+)$/m.exec(output)?.[1];
  return `build: done${id ? ` (${id})` : ""} at ${seconds()}`;
}

async function database() {
  const sources = sourceHash(DB_INPUTS);
  const stamp = existsSync(dbStampFile) ? readFileSync(dbStampFile, "utf8").trim() : null;
  if (stamp === sources && localDatabaseExists())
    return [
      "migrations: none to apply (unchanged since the last start)",
      "seed: unchanged since the last start, skipped",
    ];
  const migrated = await step("migrations", process.execPath, [
    join(root, "scripts/wrangler.mjs"),
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
  ]);
  // wrangler lists the migrations to apply in a table, then each one applied with a ✅.
  const applied = [
    ...new Set([...migrated.matchAll(/(\d{4}_[\w.-]+\.sql)\s*│\s*✅/g)].map((match) => match[1])),
  ];
  const migratedAt = seconds();
  const seeded = await step("seed", process.execPath, [join(root, "scripts/seed.mjs")]);
  const statements = /Seeding (\d+) statements/.exec(seeded)?.[1];
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(dbStampFile, sources);
  return [
    applied.length === 0
      ? `migrations: none to apply (at ${migratedAt})`
      : `migrations: applied ${applied.length} (${applied[0]} … ${applied.at(-1)}) at ${migratedAt}`,
    `seed: demo datasets and news${statements ? ` (${statements} statements, idempotent)` : ""} at ${seconds()}`,
  ];
}

function serve() {
  log.write(`\n===== serve: scripts/dev-server.mjs --port ${port}\n`);
  const child = spawn(
    process.execPath,
    [
      join(root, "scripts/dev-server.mjs"),
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      inspectorPort,
    ],
    { cwd: root, stdio: ["inherit", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      log.write(chunk);
      if (verbose) process.stdout.write(chunk);
    });
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    if (code !== 0 && !signal) printTail(`wrangler dev exited with ${code}`);
    process.exit(code ?? (signal ? 0 : 1));
  });
  return child;
}

function printTail(reason) {
  const lines = existsSync(logPath) ? readFileSync(logPath, "utf8").trimEnd().split("\n").slice(-30) : [];
  console.error(`[start] ${reason}. The last lines of ${relative(root, logPath)}:\n${lines.join("\n")}`);
}

async function main() {
  say(`logs of wrangler and Vite: ${relative(root, logPath)}`);
  if (!existsSync(join(root, ".dev.vars"))) {
    writeFileSync(join(root, ".dev.vars"), readFileSync(join(root, ".dev.vars.example")));
    say(".dev.vars: created from .dev.vars.example (local secrets; edit it for overrides)");
  }
  const [built, db] = await Promise.all([build(), database()]);
  for (const line of [...db, built]) say(line);
  const child = serve();
  await waitForHealth(`http://127.0.0.1:${port}`, child, 180_000);
  say(
    `serving at http://localhost:${port} after ${seconds()} (cron triggers on their schedule; Ctrl+C stops)`,
  );
}

main().catch((error) => {
  for (const child of running) child.kill("SIGTERM");
  printTail(error.message);
  process.exit(1);
});
