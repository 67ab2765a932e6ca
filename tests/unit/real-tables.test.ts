import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { qualityReport } from "~/services/datasets/quality/quality-report";
import { decodeTableFile } from "~/services/datasets/table-encoding";
import { planFromText } from "~/services/datasets/upload-text";
import { checkUploadPlan } from "~/services/datasets/versions.server";

const dir = join(__dirname, "../fixtures/real");
// As an upload reads it: the bytes, in the character set they were saved in.
const read = (file: string) => decodeTableFile(readFileSync(join(dir, file))).text;

function imported(file: string) {
  const plan = planFromText(file, read(file), "", {});
  const check = checkUploadPlan(plan);
  return { plan, check, table: "table" in plan ? plan.table : null };
}

// Whole real tables: a busy 2-core machine takes several seconds for the largest ones.
describe("real tables import as downloaded", { timeout: 60_000 }, () => {
  it.each([
    "periodic-table.json",
    "periodic-table-lookup.json",
    "periodic-table.csv",
    "countries.json",
    "countries.jsonl",
    "pokedex.csv",
    "dynasties.md",
    "D_Bahnhof_2020_alle.csv",
    "world-cities.csv",
    "laender.tsv",
    "avengers.csv",
    "candy-data.csv",
    "fandango_score_comparison.csv",
    "mpg.csv",
    "marvel-wikia-data.csv",
  ])("%s: no refused cell", (file) => {
    const { check, plan, table } = imported(file);
    const started = performance.now();
    const report = qualityReport(check.columns, check.entries);
    const summary = {
      file,
      reportMs: Math.round(performance.now() - started),
      difficulty: report.difficulty,
      human: report.human,
      expert: report.expert,
      optimal: report.optimal.expected,
      greedy: report.greedy.expected,
      flagged: report.uniqueColumns,
      naming: report.namingHints,
      entries: check.entries.length,
      columns: check.columns.map((c) => `${c.key}:${c.type}`).join(" "),
      name: table?.nameHeader,
      leftOut: table?.leftOut.map((c) => c.header),
    };
    console.log(JSON.stringify(summary));
    expect(check.errors.slice(0, 3)).toEqual([]);
    expect(plan.attributeTypes.length).toBeGreaterThan(0);
  });
});

describe("real tables with nothing to guess", () => {
  // Anonymous measurements (seaborn's penguins and exoplanets): no column names its rows, so there
  // is no entry to guess; the refusal says what a name column is.
  it.each(["penguins.csv", "planets.csv"])("%s is refused with the name-column reason", (file) => {
    expect(() => imported(file)).toThrow(/needs a name column/);
  });
});

describe("rows without a name", () => {
  it("leaves FiveThirtyEight's unnamed Avengers out, counts them, and keeps the rest", () => {
    const { check, table } = imported("avengers.csv");
    expect(table?.nameHeader).toBe("Name/Alias");
    expect(table?.unnamedRows).toBe(10);
    expect(check.entries.length).toBe(173 - 10);
    expect(check.entries.map((entry) => entry.name)).toContain("Janet van Dyne");
  });
});

describe("files that are not tables in text", () => {
  it("refuses a spreadsheet at once, saying to save it as CSV", () => {
    expect(() => planFromText("stations.xlsx", "PK\u0003\u0004rest-of-zip", "", {})).toThrow(
      /save the sheet as CSV/,
    );
  });
});
