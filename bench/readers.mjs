#!/usr/bin/env node
// npm run bench:readers (and a section of npm run bench): every table reader fed about 10 MB (the
// upload cap) of its worst case, and the CPU each took: the reader alone (decode, CSV/TSV, JSON,
// JSON Lines, HTML) and the whole read of an upload (`planFromText`, which also infers every column),
// whether it returned a table or refused by a cap. The real parsing functions, bundled from
// app/services/datasets with esbuild and run in Node (V8, as in workerd; Node's figures stand in for
// the Worker's CPU, which the Workers limit bills). Target: no row over 1 s.
// Each case is also fed 1 MB and 4 MB first, and the growth of its CPU between them printed: a linear
// reader grows about four times, a quadratic one sixteen (the growth target: under 8).
//   READERS_MB (default 10), READERS_ONLY=text (only the rows whose name contains it),
//   READERS_GROWTH=0 (skip the 1 MB and 4 MB runs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const MB = 1024 * 1024;
const SIZE = Math.round(Number(process.env.READERS_MB ?? 10) * MB);
const TARGET_MS = 1000;
/** 4 MB over 1 MB: linear is about 4; the small runs' fixed costs keep it noisy, hence the margin. */
const GROWTH_TARGET = 8;

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

const utf8 = (text) => new TextEncoder().encode(text);

/** The cases: a name, the file name and bytes of the upload, and the reader it is worst for. */
function cases(readers, SIZE) {
  /** `unit` repeated to about SIZE characters, between `head` and `tail`. */
  const fill = (head, unit, tail = "") =>
    head + unit.repeat(Math.max(1, Math.floor((SIZE - head.length - tail.length) / unit.length))) + tail;
  /** Lines of `columns` one-letter cells, the first a distinct name, to about SIZE ("tiny50.csv"). */
  const tinyRows = (columns, delimiter = ",", wrap = (line) => line) => {
    const lines = [wrap(["name", ...Array.from({ length: columns - 1 }, (_, j) => `c${j}`)].join(delimiter))];
    let size = lines[0].length;
    for (let i = 0; size < SIZE; i += 1) {
      const cells = [
        `e${i}`,
        ...Array.from({ length: columns - 1 }, (_, j) => "abcdefghij"[(i * 7 + j) % 10]),
      ];
      const line = wrap(cells.join(delimiter));
      lines.push(line);
      size += line.length + 1;
    }
    return lines.join("\n");
  };
  return baseCases(readers, SIZE, fill, tinyRows);
}

function baseCases(readers, SIZE, fill, tinyRows) {
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
        `<table><tr><th>name</th><th>n</th></tr>${many(20_000, (i) => `<tr><td>e${i}</td><td>${i % 97} kg</td></tr>`)}</table>`,
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
        `name,mass,tags,founded\n${many(20_000, (i) => `e${i},${i % 97} kg,a;b;c,${1000 + (i % 900)}\n`)}`,
      csv,
    ],
    [
      "csv: image-like cells under the cap",
      "t.csv",
      () => `name,img\nA,https://x${".png?".repeat(190_000)} x\nB,https://y.png\n`,
      csv,
    ],
    // The dry-run review's cases: caps crossed early (rows, cells), and inputs once superlinear.
    ["csv: tiny50 (rows of 50 one-letter cells)", "t.csv", () => tinyRows(50), csv],
    ["csv: many_tiny (rows of 100 one-letter cells)", "t.csv", () => tinyRows(100), csv],
    ["tsv: rows of 100 one-letter cells", "t.tsv", () => tinyRows(100, "\t"), csv],
    [
      "markdown: pipe table of 50 tiny cells",
      "t.md",
      () => tinyRows(50, " | ", (line) => `| ${line} |`),
      csv,
    ],
    ["csv: bare carriage returns", "t.csv", () => fill("", "\r"), csv],
    ["csv: only quotes", "t.csv", () => fill("", '"'), csv],
    ["jsonl: empty lines", "t.jsonl", () => fill('{"name":"x"}\n', "\n"), jsonl],
    [
      "json: records of 100 keys",
      "t.json",
      () => {
        const record = (i) =>
          `{"name":"e${i}",${Array.from({ length: 99 }, (_, k) => `"k${k}":${k % 3}`).join(",")}}`;
        const count = Math.max(1, Math.floor(SIZE / record(0).length));
        return `[${Array.from({ length: count }, (_, i) => record(i)).join(",")}]`;
      },
      json,
    ],
    [
      "html: rows of 100 tiny cells",
      "t.html",
      () => `<table>${tinyRows(100, "<td>", (line) => `<tr><td>${line}`)}</table>`,
      html,
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

/** One case at one size: the reader alone, then the whole read of the upload. */
function runCase(readers, [name, fileName, make, reader]) {
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
  return { name, mb: bytes.length / MB, read, plan };
}

const worstMs = (row) => Math.max(row.read.ms, row.plan.ms);

export async function benchReaders({ only, growth = true } = {}) {
  const readers = await loadReaders();
  const rows = [];
  const grown = [];
  const names = cases(readers, SIZE).map(([name]) => name);
  for (const [index, name] of names.entries()) {
    if (only && !name.includes(only)) continue;
    if (growth) {
      // The cases are made afresh per size (their inputs are built to the size asked).
      const small = runCase(readers, cases(readers, MB)[index]);
      const large = runCase(readers, cases(readers, 4 * MB)[index]);
      // Under 20 ms both ways the ratio is timer noise, not growth.
      const ratio = worstMs(large) / Math.max(worstMs(small), 20);
      grown.push({ name, ratio });
      console.log(
        `[readers] ${name.padEnd(44)} 1 MB ${worstMs(small).toFixed(0).padStart(5)} ms, 4 MB ${worstMs(large).toFixed(0).padStart(5)} ms: growth ×${ratio.toFixed(1)} (${large.plan.outcome})`,
      );
    }
    const row = runCase(readers, cases(readers, SIZE)[index]);
    rows.push(row);
    const { read, plan } = row;
    console.log(
      `[readers] ${name.padEnd(44)} ${row.mb.toFixed(1).padStart(5)} MB  reader ${read.ms.toFixed(0).padStart(5)} ms (${read.outcome})  upload read ${plan.ms.toFixed(0).padStart(5)} ms (${plan.outcome})`,
    );
  }
  const worst = rows.reduce((max, row) => Math.max(max, worstMs(row)), 0);
  const threw = rows.filter(
    (row) => row.read.outcome.startsWith("THREW") || row.plan.outcome.startsWith("THREW"),
  );
  const steepest = grown.reduce((max, row) => (row.ratio > max.ratio ? row : max), {
    name: "none",
    ratio: 0,
  });
  const linear = steepest.ratio < GROWTH_TARGET;
  console.log(
    `[readers] slowest ${worst.toFixed(0)} ms CPU (target: every row under ${TARGET_MS} ms): ${worst < TARGET_MS ? "met" : "NOT met"}; ${threw.length} rows threw something other than a refusal`,
  );
  if (growth) {
    console.log(
      `[readers] steepest growth from 1 MB to 4 MB ×${steepest.ratio.toFixed(1)} (${steepest.name}; target under ×${GROWTH_TARGET}): ${linear ? "met" : "NOT met"}`,
    );
  }
  return { rows, worst, met: worst < TARGET_MS && threw.length === 0 && linear };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { met } = await benchReaders({
    only: process.env.READERS_ONLY,
    growth: process.env.READERS_GROWTH !== "0",
  });
  process.exitCode = met ? 0 : 1;
}
