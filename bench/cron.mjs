#!/usr/bin/env node
// The cron tick as history grows: one tick with 10,000 new game records over 100k, 1M
// and 10M existing ones (generated rows, inside workerd with local D1). Prints wall time and D1's
// rows_read / rows_written summed over the tick's statements, and the idle tick.
//
//   node bench/cron.mjs                      all three sizes (10M takes ~30-40 min to generate)
//   CRON_BENCH_SIZES=100000,1000000 node bench/cron.mjs
//
// Needs a build (BUILD_DIR, default `build`): run `npm run build` first, or set CRON_BENCH_BUILD=1.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const buildDir = process.env.BUILD_DIR ?? "build";
if (process.env.CRON_BENCH_BUILD === "1" || !existsSync(`${buildDir}/server/index.js`)) {
  const built = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const sizes = process.env.CRON_BENCH_SIZES ?? "100000,1000000,10000000";
const child = spawn(
  "npx",
  ["vitest", "run", "--config", "vitest.workers.config.ts", "app/services/game/cron-bench.workers.test.ts"],
  {
    env: { ...process.env, BUILD_DIR: buildDir, VITE_CRON_BENCH: "1", VITE_CRON_BENCH_SIZES: sizes },
    stdio: ["ignore", "pipe", "inherit"],
  },
);

const rows = [];
let buffer = "";
child.stdout.on("data", (chunk) => {
  buffer += chunk;
  let newline = buffer.indexOf("\n");
  while (newline >= 0) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    const at = line.indexOf("CRON_BENCH ");
    if (at >= 0) {
      const row = JSON.parse(line.slice(at + "CRON_BENCH ".length));
      rows.push(row);
      console.log(`measured ${row.existing.toLocaleString("en-US")} existing records`);
    }
    newline = buffer.indexOf("\n");
  }
});

child.on("exit", (code) => {
  const fmt = (n) => Number(n).toLocaleString("en-US");
  console.log(
    "\nCron tick with 10,000 new records (local workerd + D1; rows from D1 meta of each statement)",
  );
  console.log(
    "| existing records | tick wall ms | tick rows read | tick rows written | idle tick ms | idle rows read | history generated in s |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${fmt(row.existing)} | ${fmt(row.tickMs)} | ${fmt(row.tickRowsRead)} | ${fmt(row.tickRowsWritten)} | ${fmt(row.idleMs)} | ${fmt(row.idleRowsRead)} | ${fmt(Math.round(row.seedMs / 1000))} |`,
    );
  }
  if (rows.length >= 2) {
    const first = rows[0];
    const last = rows[rows.length - 1];
    const growth = last.tickRowsRead / first.tickRowsRead;
    console.log(
      `\nrows read ×${growth.toFixed(2)} from ${fmt(first.existing)} to ${fmt(last.existing)} existing records (flat: ≤ 1.5×): ${growth <= 1.5 ? "met" : "NOT met"}`,
    );
  }
  process.exit(code ?? 1);
});
