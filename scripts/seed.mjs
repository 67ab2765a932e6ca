#!/usr/bin/env node
// Seeds the local D1 database with the demo datasets and news (idempotent: run it as often as you like).
// Usage: node scripts/seed.mjs [--persist-to DIR]
// The data is TypeScript (db/seed-data/**): esbuild bundles db/seed/seed-statements.ts to a temp
// module, whose SQL is written to a temp file and applied with `wrangler d1 execute --local`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

function persistArgs(argv) {
  const index = argv.indexOf("--persist-to");
  if (index === -1) return [];
  const dir = argv[index + 1];
  if (!dir || dir.startsWith("--")) throw new Error("--persist-to needs a directory");
  return ["--persist-to", dir];
}

async function loadStatements(dir) {
  const outfile = join(dir, "seed-statements.mjs");
  await build({
    entryPoints: [join(root, "db/seed/seed-statements.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "warning",
  });
  const module = await import(pathToFileURL(outfile).href);
  return module.seedStatements();
}

const dir = mkdtempSync(join(tmpdir(), "datadle-seed-"));
try {
  const statements = await loadStatements(dir);
  const sqlFile = join(dir, "seed.sql");
  writeFileSync(sqlFile, `${statements.join(";\n")};\n`);
  console.log(`Seeding ${statements.length} statements…`);
  const result = spawnSync(
    process.execPath,
    [
      join(root, "scripts/wrangler.mjs"),
      "d1",
      "execute",
      "DB",
      "--local",
      ...persistArgs(process.argv.slice(2)),
      "--file",
      sqlFile,
    ],
    { cwd: root, stdio: ["inherit", "pipe", "inherit"], encoding: "utf8" },
  );
  // wrangler prints one JSON result per statement after its summary: keep only the summary.
  const output = result.stdout ?? "";
  const jsonStart = output.indexOf("\n[");
  if (result.status !== 0) {
    process.stdout.write(output);
    process.exitCode = result.status ?? 1;
  } else {
    process.stdout.write(`${jsonStart === -1 ? output : output.slice(0, jsonStart)}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
