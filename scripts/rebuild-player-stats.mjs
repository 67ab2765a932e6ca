#!/usr/bin/env node
// Repair: every player's `player_stats` row recomputed from their finished game records (issue 13
// item 5). The triggers of migration 0008 keep the rows as games end; this is for a row that drifted
// (records edited by hand, a restore). One upsert statement, so a game ending meanwhile is not lost.
// The statement is migration 0008's own last one (the part marked `rebuild-all-player-stats`), so the
// migration and the repair cannot differ. One player: `recomputePlayerStatsStatement` in
// app/services/game/player-stats.server.ts.
//
//   node scripts/rebuild-player-stats.mjs            the local D1 (.wrangler/state)
//   node scripts/rebuild-player-stats.mjs --remote   the production D1 (after `npx wrangler login`)
//   --persist-to DIR                                 another local state folder
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { wranglerEnv } from "./wrangler-env.mjs";

const migration = readFileSync(
  new URL("../migrations/0008_player-stats-incremental.sql", import.meta.url),
  "utf8",
);
const statement = migration
  .split("--> statement-breakpoint")
  .find((part) => part.includes("rebuild-all-player-stats"));
if (!statement) throw new Error("migration 0008 has no rebuild-all-player-stats statement");
// Comment lines out: `wrangler d1 execute --command` runs the text as it is.
const sql = statement
  .split("\n")
  .filter((line) => !line.trimStart().startsWith("--"))
  .join("\n");

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : null;
const bin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    bin,
    "d1",
    "execute",
    "DB",
    remote ? "--remote" : "--local",
    ...(persistTo ? ["--persist-to", persistTo] : []),
    "--command",
    sql,
  ],
  { stdio: "inherit", env: remote ? process.env : wranglerEnv() },
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`player_stats rebuilt from the game records (${remote ? "remote" : "local"} D1).`);
