import { describe, expect, it } from "vitest";
import { DomainError } from "~/utils/domain-error";
import { csvShapeProblem, parseCsv } from "./csv-table";
import { decodeTableFile } from "./table-encoding";
import { recordsIn, recordsOfJsonLines, tableFromHtml, tableFromRecords } from "./table-reader";
import { assertJsonShape } from "./table-shape";
import { randomBytes, randomTableText, seededRandom } from "./testing/seeded-random";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

// Every table reader, fed random bytes and random table syntax, returns a table (or nothing) or
// refuses with a DomainError (an upload's 4xx); anything else thrown would be a 500. Seeded: a
// failure names its seed and input, and repeats.
/** Room for a loaded machine: the fuzz reads a few megabytes in all. No time is asserted. */
const FUZZ_TIMEOUT = 120_000;

const FILE_NAMES = ["t.csv", "t.tsv", "t.txt", "t.json", "t.jsonl", "t.html", "t.md"];

/** What a reader did: "ok", "refused", or the unexpected error itself. */
function outcome(read: () => unknown): "ok" | "refused" | Error {
  try {
    read();
    return "ok";
  } catch (error) {
    if (error instanceof DomainError) return "refused";
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Each reader on its own, then the whole read of an upload (plan and the API's check). */
function readAll(fileName: string, text: string) {
  return {
    csv: outcome(() => csvShapeProblem(text) ?? parseCsv(text)),
    html: outcome(() => tableFromHtml(text)),
    jsonl: outcome(() => {
      assertJsonShape(text);
      const records = recordsOfJsonLines(text);
      return records && tableFromRecords(records, "jsonl");
    }),
    json: outcome(() => {
      assertJsonShape(text);
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return null; // not JSON: the upload refuses it (planFromText, below)
      }
      const records = recordsIn(raw);
      return records && tableFromRecords(records, "json");
    }),
    upload: outcome(() => checkUploadPlan(planFromText(fileName, text, "", {}, {}))),
  };
}

function expectNoUnexpected(results: Record<string, "ok" | "refused" | Error>, label: string) {
  const unexpected = Object.entries(results)
    .filter(([, result]) => result instanceof Error)
    .map(([reader, result]) => `${reader}: ${(result as Error).stack}`);
  expect(unexpected, label).toEqual([]);
}

describe("table readers under fuzz", () => {
  it(
    "random bytes, decoded as an upload's file is, never throw anything but a refusal",
    () => {
      const random = seededRandom(41);
      for (let round = 0; round < 300; round += 1) {
        const bytes = randomBytes(random, Math.floor(random() * 4000));
        const decoded = outcome(() => decodeTableFile(bytes));
        expect(decoded).toBe("ok");
        const { text } = decodeTableFile(bytes);
        const fileName = FILE_NAMES[round % FILE_NAMES.length];
        expectNoUnexpected(readAll(fileName, text), `seed 41 round ${round} (${fileName})`);
      }
    },
    FUZZ_TIMEOUT,
  );

  it(
    "random table syntax (tags, brackets, quotes, entities, runs) never throws anything but a refusal",
    () => {
      const random = seededRandom(1041);
      const seen = { ok: 0, refused: 0 };
      for (let round = 0; round < 400; round += 1) {
        const text = randomTableText(random, 1 + Math.floor(random() * 300));
        const fileName = FILE_NAMES[round % FILE_NAMES.length];
        const results = readAll(fileName, text);
        expectNoUnexpected(
          results,
          `seed 1041 round ${round} (${fileName}): ${JSON.stringify(text.slice(0, 200))}`,
        );
        for (const result of Object.values(results)) if (typeof result === "string") seen[result] += 1;
      }
      // The garbage reaches both ends: some of it reads as tables, some is refused.
      expect(seen.ok).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );

  it(
    "random garbage inside a well-formed table's cells reads as a table or a refusal",
    () => {
      const random = seededRandom(2041);
      for (let round = 0; round < 200; round += 1) {
        const cell = () => randomTableText(random, Math.floor(random() * 8));
        const rows = Array.from({ length: 3 }, (_, i) => [`e${i}`, cell(), cell()]);
        const html = `<table><tr><th>name</th><th>a</th><th>b</th></tr>${rows
          .map((row) => `<tr>${row.map((value) => `<td>${value}</td>`).join("")}</tr>`)
          .join("")}</table>`;
        const json = JSON.stringify(rows.map(([name, a, b]) => ({ name, a, b })));
        const jsonl = rows.map(([name, a, b]) => JSON.stringify({ name, a, b })).join("\n");
        const csv = `name,a,b\n${rows.map((row) => row.map((value) => `"${value.replace(/"/g, '""')}"`).join(",")).join("\n")}`;
        for (const [fileName, text] of [
          ["t.html", html],
          ["t.json", json],
          ["t.jsonl", jsonl],
          ["t.csv", csv],
        ]) {
          const result = outcome(() => checkUploadPlan(planFromText(fileName, text, "", {}, {})));
          expect(
            result instanceof Error ? result.stack : result,
            `seed 2041 round ${round} ${fileName}`,
          ).not.toMatch(/Error/);
        }
      }
    },
    FUZZ_TIMEOUT,
  );
});
