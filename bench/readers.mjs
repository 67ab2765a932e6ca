#!/usr/bin/env node
// npm run bench:readers (and a section of npm run bench): every table reader fed about 10 MB (the
// upload cap) of its worst case, and the CPU each took: the reader alone (decode, CSV/TSV, JSON,
// JSON Lines, HTML) and the whole read of an upload (`planFromText`, which also infers every column),
// whether it returned a table or refused by a cap. The real parsing functions, bundled from
// app/services/datasets with esbuild and run in Node (V8, as in workerd; Node's figures stand in for
// the Worker's CPU, which the Workers limit bills). Target: no row over 1 s.
//   READERS_MB (default 10), READERS_ONLY=text (only the rows whose name contains it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const SIZE = Math.round(Number(process.env.READERS_MB ?? 10) * 1024 * 1024);
const TARGET_MS = 1000;

/** The readers, bundled (TypeScript and the app's path aliases) into one module Node can import. */
async function loadReaders() {
  const dir = mkdtempSync(join(tmpdir(), "readers-bench-"));
  const outfile = join(dir, "readers.mjs");
  await build({
    stdin: {
      contents: `
        export { decodeTableFile } from "~/services/datasets/table-encoding";
        export { parseCsv, csvShapeProblem } from "~/services/datasets/csv-table";
        export { recordsIn, recordsOfJsonLines, tableFromHtml, tableFromRecords } from "~/services/datasets/table-reader";
        export { assertJsonShape } from "~/services/datasets/table-shape";
        export { planFromText } from "~/services/datasets/upload-text";
      `,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    tsconfig: join(root, "tsconfig.json"),
    outfile,
    logLevel: "error",
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `unit` repeated to about SIZE characters, between `head` and `tail`. */
const fill = (head, unit, tail = "") =>
  head + unit.repeat(Math.max(1, Math.floor((SIZE - head.length - tail.length) / unit.length))) + tail;

const utf8 = (text) => new TextEncoder().encode(text);

/** The cases: a name, the file name and bytes of the upload, and the reader it is worst for. */
function cases(readers) {
  const {
    decodeTableFile,
    parseCsv,
    csvShapeProblem,
    recordsIn,
    recordsOfJsonLines,
    tableFromHtml,
    tableFromRecords,
    assertJsonShape,
  } = readers;
  const csv = (text) => {
    if (csvShapeProblem(text)) return "refused";
    return parseCsv(text);
  };
  const json = (text) => {
    assertJsonShape(text);
    const records = recordsIn(JSON.parse(text));
    return records ? tableFromRecords(records, "json") : "no records";
  };
  const jsonl = (text) => {
    assertJsonShape(text);
    const records = recordsOfJsonLines(text);
    return records ? tableFromRecords(records, "jsonl") : "no records";
  };
  const html = (text) => tableFromHtml(text);
  const decode = (bytes) => decodeTableFile(bytes).encoding;
  const many = (n, make) => Array.from({ length: n }, (_, i) => make(i)).join("");
  const highBytes = () => {
    const bytes = new Uint8Array(SIZE);
    for (let i = 0; i < SIZE; i += 1) bytes[i] = 0x80 + ((i * 7919) % 0x7f);
    return bytes;
  };
  const gbBytes = () => {
    const bytes = new Uint8Array(SIZE);
    for (let i = 0; i < SIZE; i += 2) {
      bytes[i] = 0xb0 + (i % 0x30);
      bytes[i + 1] = 0xa1 + (i % 0x5d);
    }
    return bytes;
  };
  const utf16 = (text) => {
    const bytes = new Uint8Array(text.length * 2 + 2);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    for (let i = 0; i < text.length; i += 1) bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    return bytes;
  };
  return [
    ["html: run of <", "t.html", () => fill("<table><tr><td>", "<", "</table>"), html],
    ["html: run of <td ", "t.html", () => fill("<table><tr>", "<td ", "</table>"), html],
    [
      "html: run of <a (tags never closed)",
      "t.html",
      () => fill("<table><tr><th>name</th></tr><tr><td>", "<a ", "</td></tr></table>"),
      html,
    ],
    [
      "html: run of &#9999",
      "t.html",
      () => fill("<table><tr><th>name</th></tr><tr><td>", "&#9", "99999999;</td></tr></table>"),
      html,
    ],
    [
      "html: deep nesting <b>",
      "t.html",
      () => fill("<table><tr><th>name</th></tr><tr><td>", "<b>", "x</td></tr></table>"),
      html,
    ],
    [
      "html: one huge cell",
      "t.html",
      () => fill("<table><tr><th>name</th></tr><tr><td>", "word ", "</td></tr></table>"),
      html,
    ],
    ["html: many tiny cells", "t.html", () => fill("<table>", "<tr><td>a<td>b", "</table>"), html],
    [
      "html: many rows under the cap",
      "t.html",
      () =>
        `<table><tr><th>name</th><th>n</th></tr>${many(45_000, (i) => `<tr><td>e${i}</td><td>${i % 97} kg</td></tr>`)}</table>`,
      html,
    ],
    ["json: deep nesting [", "t.json", () => fill("", "["), json],
    ['json: deep nesting {"a":', "t.json", () => fill("", '{"a":'), json],
    ["json: one huge cell", "t.json", () => fill('[{"name":"', "word ", '"}]'), json],
    ["json: many tiny records", "t.json", () => fill("[", '{"a":1},', '{"a":1}]'), json],
    [
      "json: one record, many keys",
      "t.json",
      () => `[{${many(Math.floor(SIZE / 16), (i) => `"k${i}.a.b":1,`)}"name":"x"}]`,
      json,
    ],
    ["json: a key of dots", "t.json", () => fill('[{"name":"x","', ".", '":1}]'), json],
    [
      "json: records under the cap",
      "t.json",
      () =>
        `[${many(19_000, (i) => `{"name":"e${i}","mass":${i % 97},"tags":["a","b"],"pos":[${i % 90},${i % 180}],"t":{"en":"x${i}","zh":"y"}}`).replace(/}{/g, "},{")}]`,
      json,
    ],
    ["jsonl: many tiny lines", "t.jsonl", () => fill("", '{"a":1}\n'), jsonl],
    ["jsonl: deep line", "t.jsonl", () => fill('{"name":"x"}\n', "["), jsonl],
    ["jsonl: one huge line", "t.jsonl", () => fill('{"name":"', "word ", '"}\n'), jsonl],
    ["csv: one huge cell", "t.csv", () => fill('name,v\nA,"', "word ", '"\n'), csv],
    ["csv: run of quotes", "t.csv", () => fill("name,v\n", '"'), csv],
    ["csv: many tiny cells", "t.csv", () => many(49_000, () => `${"a,".repeat(100)}a\n`).slice(0, SIZE), csv],
    [
      "tsv: many tiny cells",
      "t.tsv",
      () => many(49_000, () => `${"a\t".repeat(100)}a\n`).slice(0, SIZE),
      csv,
    ],
    ["csv: one line of semicolons", "t.csv", () => fill("name;", "a;"), csv],
    [
      "csv: rows under the cap",
      "t.csv",
      () =>
        `name,mass,tags,founded\n${many(45_000, (i) => `e${i},${i % 97} kg,a;b;c,${1000 + (i % 900)}\n`)}`,
      csv,
    ],
    [
      "csv: image-like cells under the cap",
      "t.csv",
      () => `name,img\nA,https://x${".png?".repeat(190_000)} x\nB,https://y.png\n`,
      csv,
    ],
    ["encoding: high bytes (Windows-1252)", "t.csv", highBytes, decode],
    ["encoding: GB18030 pairs", "t.csv", gbBytes, decode],
    ["encoding: UTF-16LE with a BOM", "t.csv", () => utf16(fill("name,v\n", "a,b\n")), decode],
  ];
}

function cpuMs(run) {
  const started = process.cpuUsage();
  let outcome;
  try {
    const value = run();
    outcome = typeof value === "string" ? value : value ? "table" : "no table";
  } catch (error) {
    outcome =
      error?.name === "DomainError"
        ? `refused: ${error.reason ?? error.message}`
        : `THREW ${error?.name}: ${error?.message}`;
  }
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, outcome };
}

export async function benchReaders({ only } = {}) {
  const readers = await loadReaders();
  const rows = [];
  for (const [name, fileName, make, reader] of cases(readers)) {
    if (only && !name.includes(only)) continue;
    const input = make();
    const bytes = typeof input === "string" ? utf8(input) : input;
    const text = typeof input === "string" ? input : readers.decodeTableFile(bytes).text;
    const read = cpuMs(() =>
      reader(typeof input === "string" && reader.length === 1 && name.startsWith("encoding") ? bytes : input),
    );
    const plan = cpuMs(() => {
      readers.planFromText(fileName, text, "", {}, {});
      return "plan";
    });
    rows.push({ name, mb: bytes.length / 1024 / 1024, read, plan });
    console.log(
      `[readers] ${name.padEnd(38)} ${(bytes.length / 1024 / 1024).toFixed(1).padStart(5)} MB  reader ${read.ms.toFixed(0).padStart(5)} ms (${read.outcome})  upload read ${plan.ms.toFixed(0).padStart(5)} ms (${plan.outcome})`,
    );
  }
  const worst = rows.reduce((max, row) => Math.max(max, row.read.ms, row.plan.ms), 0);
  const threw = rows.filter(
    (row) => row.read.outcome.startsWith("THREW") || row.plan.outcome.startsWith("THREW"),
  );
  console.log(
    `[readers] slowest ${worst.toFixed(0)} ms CPU (target: every row under ${TARGET_MS} ms): ${worst < TARGET_MS ? "met" : "NOT met"}; ${threw.length} rows threw something other than a refusal`,
  );
  return { rows, worst, met: worst < TARGET_MS && threw.length === 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { met } = await benchReaders({ only: process.env.READERS_ONLY });
  process.exitCode = met ? 0 : 1;
}
