#!/usr/bin/env node
// Repairs (ADR 007): empties the cron's board and stats aggregates and rewinds its cursor, so the next
// ticks rebuild everything from the game records (in batches; the boards keep their last published
// state until the rebuild has caught up, then every board is republished and stale ones removed).
//
//   node scripts/rebuild-boards.mjs            the local D1 (.wrangler/state)
//   node scripts/rebuild-boards.mjs --remote   the production D1 (after `npx wrangler login`)
//   node scripts/rebuild-boards.mjs --tick http://127.0.0.1:8787 [--ticks N]
//                                              then run N ticks (one a minute) on the local server's
//                                              scheduled handler (`wrangler dev --test-scheduled`)
//   --persist-to DIR                           another local state folder
//
// The statements are RESET_AGGREGATES (app/services/game/reset-aggregates.json), as the cron runs them.
import { readFileSync } from "node:fs";
import { d1Execute } from "./wrangler-env.mjs";

const RESET = JSON.parse(
  readFileSync(new URL("../app/services/game/reset-aggregates.json", import.meta.url), "utf8"),
);

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const tickAt = option("--tick");
const ticks = Number(option("--ticks") ?? 1);
const persistTo = option("--persist-to");

d1Execute(`${RESET.join(";\n")};`, { remote, persistTo });
console.log(
  `Aggregates emptied (${remote ? "remote" : "local"} D1): the next cron ticks rebuild the boards and stats.`,
);

if (tickAt) {
  // The scheduled handler of `wrangler dev --test-scheduled` (npm start). Each tick reads batches for up
  // to 20 s and publishes once the rebuild has caught up; run more with --ticks N (one a minute).
  for (let i = 1; i <= ticks; i++) {
    const response = await fetch(`${tickAt}/__scheduled?cron=${encodeURIComponent("*/10 * * * *")}`);
    console.log(`tick ${i}/${ticks}: HTTP ${response.status}`);
    if (!response.ok) process.exit(1);
    if (i < ticks) await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
}
