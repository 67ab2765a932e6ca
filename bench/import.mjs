#!/usr/bin/env node
// Issue 39 §8: every real table in tests/fixtures/real/ as a new author uploads it, with the
// importer's own proposed plan and no edits. One line per table:
//   - zero outside edits: yes when the app imports the file as published with its own proposed
//     plan: the file is read, no cell is refused (the plan's own proposals for misfits included)
//     and at least one column compares, so it can be saved and played;
//   - the verdict: whether that game is a good one (`good`) or what the app tells the author
//     before publishing (`thin`, `fewColumns`, `twins`, `tooHard`, …). Two different questions,
//     counted apart on the last line: a thin table imports without edits and is still thin.
//   - entries and columns kept, the answer pool (— when the plan proposes none), the difficulty
//     label with its range of expected guesses, from someone who knows the subject to a newcomer;
//   - CPU: Node CPU (process.cpuUsage, user + system) of the same function the Worker runs for
//     `?dry_run=true` (decode, plan, check, quality report), not workerd's.
// The last lines count the tables imported with zero outside edits, the good games among them and
// the tables the app tells why not, then time a 10 MB, 20,000-row table.
//   npm run bench:import
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { countsLine, importedAsIs } from "./import-counts.mjs";

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

/**
 * A name and 49 numbers a row. `distinct`: each column its own numbers (every column compared), else
 * row × column, the review's table (the columns are multiples of each other, so one is compared).
 */
function wideNumbers(rows, distinct) {
  const lines = [`name,${Array.from({ length: 49 }, (_, k) => `c${k}`).join(",")}`];
  for (let i = 0; i < rows; i += 1) {
    const cells = Array.from({ length: 49 }, (_, k) =>
      distinct ? (i * 7919 * (k + 3) + k * 31) % 100_003 : i * k,
    );
    lines.push(`n${i},${cells.join(",")}`);
  }
  return new TextEncoder().encode(lines.join("\n"));
}

const pad = (text, width) => String(text).padEnd(width);
const dir = mkdtempSync(join(tmpdir(), "datadle-bench-import-"));
try {
  const dryRun = await loadDryRun(dir);
  const files = readdirSync(corpus)
    // Files only: imitations/ holds generated look-alikes of downloads, not tables as published.
    .filter((file) => file !== "SOURCES.md" && statSync(join(corpus, file)).isFile())
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
  const results = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(join(corpus, file)));
    const { result, ms } = timed(() => dryRun(file, bytes));
    results.push(result);
    if (!result.ok) {
      console.log(`| ${file} | no | — | — | — | — | refused: ${result.reason.slice(0, 90)} | — | ${ms} ms |`);
      continue;
    }
    const zero = importedAsIs(result);
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
  console.log(`\n${countsLine(results)}`);
  const large = largeTable();
  const { result, ms } = timed(() => dryRun("large.csv", large));
  console.log(
    `${pad(`Dry run of a ${(large.length / 1e6).toFixed(1)} MB, 20,000-row table:`, 0)} ${ms} ms Node CPU (target < 3,000 ms)` +
      (result.ok
        ? `, ${result.entries} entries, ${result.difficulty} · about ${result.guesses} guesses`
        : `, refused: ${result.reason}`),
  );
  // The widest numeric table the cell cap lets in (a header and 7,999 rows of 50), and the review's
  // 19,000 rows of 50 numbers, refused at the cap while read.
  for (const [label, bytes] of [
    ["7,999 × 50 numbers, every column compared", wideNumbers(7_999, true)],
    ["19,000 × 50 numbers (the review's table)", wideNumbers(19_000, false)],
  ]) {
    const wide = timed(() => dryRun("wide.csv", bytes));
    console.log(
      `Dry run of ${label}, ${(bytes.length / 1e6).toFixed(1)} MB: ${wide.ms} ms Node CPU (target < 3,000 ms)` +
        (wide.result.ok
          ? `, ${wide.result.entries} entries, ${wide.result.compared.length} compared`
          : `, refused: ${wide.result.reason}`),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
