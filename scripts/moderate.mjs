#!/usr/bin/env node
// The operator's moderation tool (docs/operations.md). There is no admin UI: reports are handled here.
//
//   node scripts/moderate.mjs reports                         open reports: datasets reported by the most accounts
//                                                             older than a week first, then the most reported
//   node scripts/moderate.mjs log                             the last 50 actions
//   node scripts/moderate.mjs hide-dataset <id> --reason "…"  hide a dataset (its owner sees the reason)
//   node scripts/moderate.mjs unhide-dataset <id> --reason "…"
//   node scripts/moderate.mjs hide-user <id> --reason "…"     hide a user's profile and every dataset they own
//   node scripts/moderate.mjs unhide-user <id> --reason "…"
//   node scripts/moderate.mjs deactivate-user <id> --reason "…"  no sign-in, tokens refused at once, datasets
//                                                             hidden, board rows gone at the next cron tick
//   node scripts/moderate.mjs reactivate-user <id> --reason "…"  (board rows return with a full rebuild)
//   node scripts/moderate.mjs dismiss-report <id> --reason "…"
//
//   --remote            the production D1 and KV (after `npx wrangler login`); default: the local state
//   --by <name>         who acts (default: $MODERATOR, else the OS user); logged with every action
//   --persist-to DIR    another local state folder
//
// Every action is one D1 batch of the statements in app/services/moderation-sql.json (the same ones
// the tests run) and writes a moderation_log row: who, what, on what, why and when. It then starts a
// new public-cache generation in KV so every list drops (or regains) the dataset within seconds.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { userInfo } from "node:os";
import { fileURLToPath } from "node:url";
import { formatLog, formatReports } from "./terminal-text.mjs";
import { d1Execute, d1Query, wranglerEnv } from "./wrangler-env.mjs";

const SQL = JSON.parse(readFileSync(new URL("../app/services/moderation-sql.json", import.meta.url), "utf8"));
const ACTIONS = {
  "hide-dataset": "hideDataset",
  "unhide-dataset": "unhideDataset",
  "hide-user": "hideUser",
  "unhide-user": "unhideUser",
  "deactivate-user": "deactivateUser",
  "reactivate-user": "reactivateUser",
  "dismiss-report": "dismissReport",
};

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const remote = args.includes("--remote");
const persistTo = option("--persist-to");
const actor = option("--by") ?? process.env.MODERATOR ?? userInfo().username;
const [command, rawId] = args.filter((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** A SQL literal: numbers as they are, text quoted with '' doubled (wrangler's --command takes no bindings). */
const literal = (value) =>
  typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

function bind(statement, params) {
  return statement.replace(/\?(\d)/g, (_, n) => literal(params[Number(n) - 1]));
}

// Players wrote these rows: they reach the terminal only through the escaper (terminal-text.mjs).
if (command === "reports") {
  console.log(formatReports(d1Query(SQL.listOpenReports, { remote, persistTo })));
} else if (command === "log") {
  console.log(formatLog(d1Query(SQL.listLog, { remote, persistTo })));
} else if (ACTIONS[command]) {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) fail(`${command} needs a numeric id`);
  const reason = option("--reason");
  if (!reason?.trim()) fail(`${command} needs --reason "why" (the owner of a hidden dataset sees it)`);
  const params = [id, Date.now(), reason.trim(), actor];
  d1Execute(`${SQL[ACTIONS[command]].map((statement) => bind(statement, params)).join(";\n")};`, {
    remote,
    persistTo,
  });
  // A new public-cache generation (app/services/cache.server.ts): lists and pages drop the change's copies.
  const bin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
  const generation = `${Date.now().toString(36)}mod`;
  const location = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const put = spawnSync(
    process.execPath,
    [bin, "kv", "key", "put", "cache:public:generation", generation, "--binding", "KV", ...location],
    { stdio: "inherit", env: remote ? process.env : wranglerEnv() },
  );
  if (put.status !== 0)
    console.warn("The cache generation was not bumped: lists catch up within 10 minutes.");
  console.log(`${command} ${id} by ${actor}: done and logged (${remote ? "remote" : "local"} D1).`);
} else {
  fail(
    'usage: node scripts/moderate.mjs reports | log | hide-dataset|unhide-dataset|hide-user|unhide-user|dismiss-report <id> --reason "…" [--by name] [--remote]',
  );
}
