#!/usr/bin/env node
// Repair: every player's `player_stats` row and `player_scope_stats` rows (the site daily, practice
// and each dataset daily apart) recomputed from their finished game records. The triggers of
// migrations 0008 and 0021 keep the rows as games end; this is for a row that drifted (records edited
// by hand, a restore). One upsert statement per table, so a game ending meanwhile is not lost.
// The statements are the migrations' own (the parts marked `rebuild-all-player-stats` and
// `rebuild-all-player-scope-stats`), so the migrations and the repair cannot differ. One player:
// `recomputePlayerStatsStatement` (player-stats.server.ts) and `recomputePlayerScopeStatements`
// (player-scope-stats.server.ts) in app/services/game/.
//
//   node scripts/rebuild-player-stats.mjs            the local D1 (.wrangler/state)
//   node scripts/rebuild-player-stats.mjs --remote   the production D1 (after `npx wrangler login`)
//   --persist-to DIR                                 another local state folder
import { readFileSync } from "node:fs";
import { d1Execute } from "./wrangler-env.mjs";

/** A migration's statement marked `marker`, its comment lines out (`d1 execute --command` runs it as it is). */
function rebuildStatement(file, marker) {
  const migration = readFileSync(new URL(`../migrations/${file}`, import.meta.url), "utf8");
  const statement = migration.split("--> statement-breakpoint").find((part) => part.includes(marker));
  if (!statement) throw new Error(`migration ${file} has no ${marker} statement`);
  return statement
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n");
}

const statements = [
  rebuildStatement("0008_player-stats-incremental.sql", "rebuild-all-player-stats"),
  rebuildStatement("0036_practice-without-challenges.sql", "rebuild-all-player-scope-stats"),
];

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const persistTo = args.includes("--persist-to") ? args[args.indexOf("--persist-to") + 1] : null;
for (const sql of statements) d1Execute(sql, { remote, persistTo });
console.log(
  `player_stats and player_scope_stats rebuilt from the game records (${remote ? "remote" : "local"} D1).`,
);
