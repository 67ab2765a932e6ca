#!/usr/bin/env node
// npm run bench:classroom: 40 players behind one IP (a classroom, a carrier NAT) at browser pace,
// against the built Worker under `wrangler dev` with its real rate limits (wrangler.toml). Every
// request comes from 127.0.0.1, the one address. 25 players are new guests (no cookie: the start
// makes them guests, and the server's mark, dd_guest_key, gives them their own budgets, ADR 037) and
// 15 sign up first. Each plays 6-guess games the way the issue measured a browser on a large
// dataset, whose suggestions still ask the server: the page, the start, then per row six
// suggestions and a guess, 44 requests a minute. Prints the requests sent, the 429s (target 0),
// the busiest 60 s window against the IP's flood guard, then a flood probe: one client without
// cookies sending suggestions as fast as it can from the same address must be refused (the limits
// are on, and an unknown caller is still counted per IP).
//   BUILD_DIR (default build), BENCH_SKIP_BUILD=1, CLASSROOM_PORT (default 8840),
//   CLASSROOM_SECONDS (default 120: two full windows), CLASSROOM_GUESTS (25), CLASSROOM_USERS (15).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildApp,
  prepareState,
  queryLocalD1,
  root,
  startWorker,
} from "../tests/e2e/support/local-worker.mjs";
import { isDevProxyDrop } from "./load.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const stateDir = `.wrangler/classroom-state${buildDir === "build" ? "" : `-${buildDir}`}`;
const port = Number(process.env.CLASSROOM_PORT ?? 8840);
const seconds = Number(process.env.CLASSROOM_SECONDS ?? 120);
const guests = Number(process.env.CLASSROOM_GUESTS ?? 25);
const users = Number(process.env.CLASSROOM_USERS ?? 15);
const PER_MINUTE = 44;
const log = (message) => console.log(`[classroom] ${message}`);

/** The IP budget's limit and period, as wrangler.toml declares them. */
function ipCeiling() {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const block = /name = "RL_IP"[^\n]*\n[^\n]*\nsimple = \{ limit = (\d+), period = (\d+) \}/.exec(toml);
  return block ? { limit: Number(block[1]), period: Number(block[2]) } : null;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One browser: its cookies, and every request's time, kind and status. */
function browser(baseUrl, sent, cookies = "") {
  return async function request(kind, path, init = {}) {
    const headers = { ...(init.headers ?? {}), ...(cookies ? { Cookie: cookies } : {}) };
    const at = Date.now();
    let status;
    try {
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: "manual" });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const name = pair.split("=")[0];
        cookies = [...cookies.split("; ").filter((c) => c && !c.startsWith(`${name}=`)), pair].join("; ");
      }
      status = response.status;
      const body = path.startsWith("/api/v1/game/record") && status === 201 ? await response.json() : null;
      const text = body ? null : await response.text();
      // wrangler dev's proxy drops some POSTs under load (bench/load.mjs): not the Worker's answer.
      sent.push({ at, kind, status: isDevProxyDrop(status, text) ? "dropped" : status });
      return body;
    } catch (error) {
      sent.push({ at, kind, status: `error: ${error.message}` });
      return null;
    }
  };
}

async function signUpCookie(baseUrl, index) {
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      username: `class_${Date.now().toString(36)}_${index}`,
      password: "classroom-unusual-passphrase-7",
    }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("dd_session="));
  if (!response.ok || !cookie) throw new Error(`sign-up ${index}: HTTP ${response.status}`);
  return cookie.split(";")[0];
}

/** 6-guess games at 44 requests a minute until `until`. */
async function play(request, dataset, names, until, offsetMs) {
  const gap = 60_000 / PER_MINUTE;
  await sleep(offsetMs);
  const json = (body) => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  while (Date.now() < until) {
    await request("page", `/en-US/game/${dataset.id}`, { headers: { Accept: "text/html" } });
    await sleep(gap);
    const started = await request("start", "/api/v1/game/record", json({ dataset_id: dataset.id }));
    await sleep(gap);
    const game = started?.data;
    for (let row = 0; row < 6 && Date.now() < until; row++) {
      const name = names[Math.floor(Math.random() * names.length)];
      for (let typed = 1; typed <= 6; typed++) {
        const q = encodeURIComponent(name.slice(0, typed));
        await request("suggest", `/en-US/game/${dataset.id}/suggest?v=${dataset.versionId}&q=${q}`);
        await sleep(gap);
      }
      if (game) {
        const entry = dataset.entryIds[Math.floor(Math.random() * dataset.entryIds.length)];
        await request(
          "guess",
          `/api/v1/game/record/${game.id}/guess`,
          json({ entry_id: entry, session_id: game.session_id }),
        );
      }
      await sleep(gap);
    }
  }
}

/** The most requests in one fixed window of `period` seconds (as the limiter counts). */
function busiestWindow(sent, period) {
  const counts = new Map();
  for (const { at } of sent) {
    const window = Math.floor(at / 1000 / period);
    counts.set(window, (counts.get(window) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}

async function floodProbe(baseUrl, dataset) {
  for (let sent = 0; sent < 400; sent++) {
    const response = await fetch(`${baseUrl}/en-US/game/${dataset.id}/suggest?v=${dataset.versionId}&q=a`);
    await response.arrayBuffer();
    if (response.status === 429) return sent;
  }
  return null;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    log("building…");
    await buildApp(buildDir);
  }
  await prepareState(stateDir, { log });
  const worker = await startWorker({
    buildDir,
    stateDir,
    port,
    logFile: join(root, `.wrangler/classroom-${port}.log`),
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const [dataset] = await queryLocalD1(
      stateDir,
      "SELECT id, latest_version_id AS versionId FROM datasets WHERE slug = 'countries'",
    );
    const entries = await queryLocalD1(
      stateDir,
      `SELECT id, name FROM entries WHERE version_id = ${dataset.versionId} ORDER BY position`,
    );
    dataset.entryIds = entries.map((entry) => entry.id);
    const names = entries.map((entry) => entry.name);
    const sent = [];
    const sessions = [];
    for (let i = 0; i < users; i++) sessions.push(await signUpCookie(baseUrl, i));
    // The sign-ups were one minute's burst before class: the classroom starts in a fresh window.
    await sleep(61_000 - (Date.now() % 60_000));
    const started = Date.now();
    const until = started + seconds * 1000;
    const gap = 60_000 / PER_MINUTE;
    const players = [
      ...Array.from({ length: guests }, () => browser(baseUrl, sent)),
      ...sessions.map((cookie) => browser(baseUrl, sent, cookie)),
    ];
    log(`${guests} new guests and ${users} signed-in players behind 127.0.0.1 for ${seconds} s…`);
    await Promise.all(
      players.map((request, i) => play(request, dataset, names, until, (i * gap) / players.length)),
    );
    const elapsed = (Date.now() - started) / 1000;
    const refused = sent.filter((r) => r.status === 429);
    const dropped = sent.filter((r) => r.status === "dropped");
    const failed = sent.filter(
      (r) => r.status !== "dropped" && (typeof r.status !== "number" || r.status >= 500),
    );
    const ceiling = ipCeiling();
    const byKind = new Map();
    for (const r of sent) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
    const perMinute = (sent.length / elapsed) * 60;
    console.log(`players behind one IP:           ${players.length} (${guests} guests, ${users} signed in)`);
    console.log(
      `requests sent:                   ${sent.length} in ${elapsed.toFixed(0)} s (${perMinute.toFixed(0)} a minute, ${(perMinute / players.length).toFixed(1)} per player)`,
    );
    console.log(
      `  by kind:                       ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}`,
    );
    console.log(
      `429s:                            ${refused.length} (target 0): ${refused.length === 0 ? "met" : "NOT met"}`,
    );
    console.log(
      `5xx or network errors:           ${failed.length} (and ${dropped.length} POSTs wrangler dev's proxy dropped)`,
    );
    if (ceiling) {
      const busiest = busiestWindow(sent, ceiling.period);
      console.log(
        `per-IP ceiling (RL_IP):          ${ceiling.limit} / ${ceiling.period} s; busiest window ${busiest} (${((busiest / ceiling.limit) * 100).toFixed(0)}%)`,
      );
    }
    const probe = await floodProbe(baseUrl, dataset);
    console.log(
      `flood probe (no cookie, same IP): ${probe === null ? "never refused in 400: limits are NOT on" : `refused after ${probe} suggestions (search tier per IP)`}`,
    );
    if (refused.length > 0 || probe === null) process.exitCode = 1;
  } finally {
    await worker.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
