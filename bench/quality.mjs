#!/usr/bin/env node
// Upload validation and quality-report CPU (issues 11 and 12): the Worker CPU of the worst-case
// uploads (dry runs: parse + validate + quality report, nothing stored) from a V8 profile through
// the dev inspector, and /healthz latency while the heaviest one runs.
//   node bench/quality.mjs   (BUILD_DIR, BENCH_SKIP_BUILD=1, BENCH_PORT default 8796)
// Also importable: `benchQuality(baseUrl, inspector, log)` returns the rows it prints.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { openInspector } from "../scripts/devtools-inspector.mjs";
import { buildApp, prepareState, root, startWorker } from "../tests/e2e/support/local-worker.mjs";
import { measureCpu, summarizeCpu } from "./cpu.mjs";

const TYPES = ["number", "text", "set", "date", "ordinal", "geo", "hint"];

/**
 * `count` entries × `width` attributes of every type, for the quality report: 5,000 × 50, and
 * 20,000 × 32 (the most entries, at as many columns as fit in the 10 MB body).
 */
function largestUpload(count = 20_000, width = 32) {
  const columns = Array.from({ length: width }, (_, c) => {
    const type = TYPES[c % TYPES.length];
    return {
      key: `c${c}`,
      label: { "en-US": `C${c}` },
      type,
      ...(type === "ordinal" ? { order: ["xs", "s", "m", "l", "xl"] } : {}),
      ...(type === "number" && c % 2 === 0 ? { tolerance: 5 } : {}),
    };
  });
  const entries = Array.from({ length: count }, (_, i) => {
    const attributes = {};
    columns.forEach((column, c) => {
      const v = (i * (c + 7) + c * 13) % (c % 3 === 0 ? count : 11 + c);
      attributes[column.key] = {
        number: v,
        text: `t${v % 17}`,
        set: [`a${v % 5}`, `b${v % 7}`],
        date: String(1000 + (v % 900)),
        ordinal: ["xs", "s", "m", "l", "xl"][v % 5],
        geo: `${(v % 170) - 85},${(v % 350) - 175}`,
        hint: `hint ${i}`,
      }[column.type];
    });
    return { name: `Entry ${i}`, attributes };
  });
  return JSON.stringify({ attribute_types: columns, entries });
}

/** The worst shapes found: each is refused by a cap or validated in bounded time. */
function worstShapes() {
  const set40k = Array.from({ length: 40_000 }, (_, i) => `item${i}`);
  const numbers = Array.from({ length: 49 }, (_, c) => ({
    key: `n${c}`,
    label: { "en-US": `N${c}` },
    type: "number",
  }));
  const near5mb = JSON.stringify({
    attribute_types: [...numbers, { key: "s", label: { "en-US": "S" }, type: "set" }],
    entries: Array.from({ length: 5000 }, (_, i) => ({
      name: `E${i}`,
      attributes: {
        ...Object.fromEntries(numbers.map((column) => [column.key, `${i}.${"0".repeat(5)}`])),
        s: Array.from({ length: 12 }, (_, k) => `v${k}`),
      },
    })),
  });
  const one = (type, cell) =>
    JSON.stringify({
      attribute_types: [{ key: "v", label: { "en-US": "V" }, type }],
      entries: [{ name: "A", attributes: { v: cell } }],
    });
  return [
    { name: "40,000-item set cell (JSON)", body: one("set", set40k), json: true },
    { name: "40,000-item set cell (CSV)", body: `name,tags\nA,"${set40k.join(";")}"\n`, json: false },
    { name: "20,000-digit number cell", body: `name,n\nA,${"1".repeat(20_000)}\nB,2\n`, json: false },
    {
      name: "CSV with 3,000 columns",
      body: `name${",x".repeat(3000)}\nA${",1".repeat(3000)}\n`,
      json: false,
    },
    { name: "CSV with 60,000 lines", body: `name,v\n${"A,1\n".repeat(60_000)}`, json: false },
    { name: "4.8 MB JSON, 5,000 × 50 numbers", body: near5mb, json: true },
    { name: "quality report 5,000 × 50, every type", body: largestUpload(5000, 50), json: true },
    {
      name: "quality report 20,000 × 32, every type (the largest in 10 MB)",
      body: largestUpload(),
      json: true,
    },
    {
      name: "world-cities.csv as downloaded (12,000 rows)",
      body: readFileSync(join(root, "tests/fixtures/real/world-cities.csv"), "utf8"),
      json: false,
    },
    {
      name: "D_Bahnhof_2020_alle.csv as downloaded (6,519 rows, ';')",
      body: readFileSync(join(root, "tests/fixtures/real/D_Bahnhof_2020_alle.csv"), "utf8"),
      json: false,
    },
  ];
}

async function signUp(baseUrl) {
  const username = `bench_q_${Date.now()}`;
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "bench-password-123" }),
  });
  if (!response.ok) throw new Error(`register: HTTP ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  const token = data.access_token;
  const created = await fetch(`${baseUrl}/api/v1/dataset`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "Quality bench" }),
  });
  if (!created.ok) throw new Error(`dataset: HTTP ${created.status} ${await created.text()}`);
  return { token, datasetId: (await created.json()).data.id };
}

function request(baseUrl, { token, datasetId }, shape) {
  const url = `${baseUrl}/api/v1/dataset/${datasetId}/versions?dry_run=true`;
  const headers = { Authorization: `Bearer ${token}` };
  if (shape.json)
    return fetch(url, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: shape.body,
    });
  const form = new FormData();
  form.set("file", new File([shape.body], "bench.csv", { type: "text/csv" }));
  return fetch(url, { method: "POST", headers, body: form });
}

/**
 * /healthz round trips (ms) while `work` runs. A probe that fails is counted, not thrown: one full
 * run lost the whole upload table to a single "fetch failed" (a kept-alive socket the dev proxy had
 * closed), though the server logged the probe as answered.
 */
async function healthDuring(baseUrl, work) {
  const times = [];
  const failures = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      try {
        await fetch(`${baseUrl}/healthz`).then((r) => r.arrayBuffer());
        times.push(performance.now() - started);
      } catch (error) {
        failures.push(error.cause?.code ?? error.cause?.message ?? error.message);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work();
  done = true;
  await probe;
  return { times, failures };
}

export async function benchQuality(baseUrl, inspector, log = console.log) {
  const account = await signUp(baseUrl);
  const rows = [];
  for (const shape of worstShapes()) {
    let status = 0;
    const { cpu } = await measureCpu(
      inspector,
      async () => {
        const response = await request(baseUrl, account, shape);
        status = response.status;
        await response.arrayBuffer();
      },
      { count: 3, warm: 1 },
    );
    const { median } = summarizeCpu(cpu);
    rows.push({ name: shape.name, bytes: shape.body.length, status, cpuMs: median, max: Math.max(...cpu) });
    log(
      `${shape.name}: HTTP ${status}, Worker CPU median ${median.toFixed(0)} ms (max ${Math.max(...cpu).toFixed(0)} ms), ${(shape.body.length / 1e6).toFixed(2)} MB`,
    );
  }
  const heaviest = worstShapes().at(-2);
  const { times, failures } = await healthDuring(baseUrl, async () => {
    const response = await request(baseUrl, account, heaviest);
    await response.arrayBuffer();
  });
  const sorted = [...times].sort((a, b) => a - b);
  const failed = failures.length ? `, ${failures.length} failed (${[...new Set(failures)].join(", ")})` : "";
  log(
    `/healthz during "${heaviest.name}": ${times.length} probes, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms${failed}`,
  );
  return rows;
}

async function main() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const port = Number(process.env.BENCH_PORT ?? 8796);
  const stateDir = `.wrangler/quality-bench-state-${buildDir}`;
  const log = (message) => console.log(`[quality] ${message}`);
  if (!process.env.BENCH_SKIP_BUILD) await buildApp(buildDir);
  await prepareState(stateDir, { log });
  const server = await startWorker({
    buildDir,
    stateDir,
    port,
    logFile: join(root, "bench/out/quality.log"),
    rateLimits: false,
  });
  try {
    const inspector = await openInspector(port + 10_000);
    const rows = await benchQuality(server.baseUrl, inspector, log);
    inspector.close();
    console.table(rows.map((row) => ({ ...row, cpuMs: Math.round(row.cpuMs), max: Math.round(row.max) })));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`[quality] ${error.stack ?? error}`);
      process.exit(1);
    },
  );
}
