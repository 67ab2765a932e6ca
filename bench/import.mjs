#!/usr/bin/env node
// Issue 39 §8: every real table in tests/fixtures/real/ as a new author uploads it, with the
// importer's own proposed plan and no edits. One line per table:
//   - zero outside edits: yes when the dry run with the proposed plan succeeds (the file is read,
//     no cell refused) and the game is playable, with at least 2 compared columns;
//   - entries and columns kept, the answer pool (— when the plan proposes none), the difficulty
//     label with its range of expected guesses, from someone who knows the subject to a newcomer;
//   - CPU: Node CPU (process.cpuUsage, user + system) of the same function the Worker runs for
//     `?dry_run=true` (decode, plan, check, quality report), not workerd's.
// The last lines count the tables with zero outside edits and time a 10 MB, 20,000-row table.
//   npm run bench:import
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const corpus = join(root, "tests/fixtures/real");

async function loadDryRun(dir) {
  const outfile = join(dir, "import-dry-run.mjs");
  await build({
    entryPoints: [join(root, "bench/import-dry-run.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    tsconfig: join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  return (await import(pathToFileURL(outfile).href)).dryRun;
}

/** CPU milliseconds (user + system) one call spends in this process. */
function timed(fn) {
  const start = process.cpuUsage();
  const result = fn();
  const used = process.cpuUsage(start);
  return { result, ms: Math.round((used.user + used.system) / 1000) };
}

/** A table of about 10 MB and 20,000 rows: names, numbers, years, places, lists and prose. */
function largeTable() {
  const lines = ["name,population,founded,location,tags,summary"];
  for (let i = 0; i < 20_000; i += 1) {
    const summary = `Entry ${i} is described here at some length, as a summary column would do. `.repeat(6);
    lines.push(
      `Place ${i},${(i * 7919) % 1_000_000},${1000 + (i % 1000)},"${(i % 170) - 85}.5,${(i % 350) - 175}.25",t${i % 7};u${i % 5},"${summary}"`,
    );
  }
  return new TextEncoder().encode(lines.join("\n"));
}

const pad = (text, width) => String(text).padEnd(width);
const dir = mkdtempSync(join(tmpdir(), "datadle-bench-import-"));
try {
  const dryRun = await loadDryRun(dir);
  const files = readdirSync(corpus)
    .filter((file) => file !== "SOURCES.md")
    .sort();
  const header = [
    "table",
    "zero edits",
    "entries",
    "columns",
    "compared",
    "answer pool",
    "label",
    "verdict",
    "Node CPU",
  ];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`| ${header.map(() => "---").join(" | ")} |`);
  let clean = 0;
  /** Why each table that is not a good game as proposed is one: the reason the app gives before publishing. */
  const toldWhy = new Map();
  const tell = (reason) => toldWhy.set(reason, (toldWhy.get(reason) ?? 0) + 1);
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(join(corpus, file)));
    const { result, ms } = timed(() => dryRun(file, bytes));
    if (!result.ok) {
      console.log(`| ${file} | no | — | — | — | — | refused: ${result.reason.slice(0, 90)} | — | ${ms} ms |`);
      tell(/name column/.test(result.reason) ? "no name column (the page asks for one)" : "refused");
      continue;
    }
    // A game that is not sensible (the report's verdict is not good) is not counted: the author is told why instead.
    const zero = result.errorCount === 0 && result.compared.length >= 2 && result.verdict === "good";
    if (zero) clean += 1;
    else tell(result.errorCount > 0 ? "cells refused" : `verdict ${result.verdict}`);
    const label = result.difficulty
      ? `${result.difficulty} · about ${result.guesses} guesses (${result.expert}–${result.expected})`
      : `${result.firstError ?? "not playable"}`.slice(0, 100);
    const fixes = [
      result.skipped > 0 ? `${result.skipped} rows skipped` : "",
      result.blanked > 0 ? `${result.blanked} cell${result.blanked === 1 ? "" : "s"} left empty` : "",
    ].filter(Boolean);
    const why = fixes.length > 0 ? ` (proposed: ${fixes.join(", ")})` : "";
    console.log(
      `| ${file} | ${zero ? "yes" : "no"}${why} | ${result.entries} | ${result.columns} | ${result.compared.length} | ${result.answerPool ?? "—"} | ${label} | ${result.verdict ?? "—"} | ${ms} ms |`,
    );
  }
  console.log(`\n${clean} of ${files.length} tables imported with zero outside edits.`);
  const reasons = [...toldWhy].map(([reason, count]) => `${reason}: ${count}`).join(", ");
  console.log(`The other ${files.length - clean} are told why before publishing (${reasons || "none"}).`);
  const large = largeTable();
  const { result, ms } = timed(() => dryRun("large.csv", large));
  console.log(
    `${pad(`Dry run of a ${(large.length / 1e6).toFixed(1)} MB, 20,000-row table:`, 0)} ${ms} ms Node CPU (target < 3,000 ms)` +
      (result.ok
        ? `, ${result.entries} entries, ${result.difficulty} · about ${result.guesses} guesses`
        : `, refused: ${result.reason}`),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
