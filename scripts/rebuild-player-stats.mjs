#!/usr/bin/env node
// Repair: every player's `player_stats` row recomputed from their finished game records.
// The triggers of migration 0008 keep the rows as games end; this is for a row that drifted
// (records edited by hand, a restore). One upsert statement, so a game ending meanwhile is not lost.
// The statement is migration 0008's own last one (the part marked `rebuild-all-player-stats`), so the
// migration and the repair cannot differ. One player: `recomputePlayerStatsStatement` in
// app/services/game/player-stats.server.ts.
//
//   node scripts/rebuild-player-stats.mjs            the local D1 (.wrangler/state)
//   node scripts/rebuild-player-stats.mjs --remote   the production D1 (after `npx wrangler login`)
//   --persist-to DIR                                 another local state folder
import { readFileSync } from "node:fs";
import { d1Execute } from "./wrangler-env.mjs";

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
d1Execute(sql, { remote, persistTo });
console.log(`player_stats rebuilt from the game records (${remote ? "remote" : "local"} D1).`);
