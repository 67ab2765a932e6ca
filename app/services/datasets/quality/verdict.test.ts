import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeTableFile } from "../table-encoding";
import { planFromText } from "../upload-text";
import { checkUploadPlan, prepareUpload } from "../versions.server";
import { withAddBack } from "./add-back";
import { guessRange } from "./guess-range";
import { qualityReport } from "./quality-report";

/** the report says in one sentence's figures whether the table makes a good game. */
function reportOf(file: string, leftOut: string[] = []) {
  const bytes = readFileSync(new URL(`../../../../tests/fixtures/real/${file}`, import.meta.url));
  const { text, encoding } = decodeTableFile(new Uint8Array(bytes));
  const overrides = Object.fromEntries(leftOut.map((key) => [key, { skip: true }]));
  const check = checkUploadPlan(planFromText(file, text, "", overrides, {}, encoding));
  return qualityReport(check.columns, check.entries);
}

describe("a verdict before publishing", () => {
  it.each(["periodic-table.csv", "countries.json"])(
    "does not call a famous table (%s) too hard, and labels it with a range of guesses",
    (file) => {
      // People play such games in 5–7 guesses; a newcomer's figure overshoots (7.6 and 19), someone
      // who knows the subject needs about 3.5 and 14: too many only if even they need over 15.
      const bytes = readFileSync(new URL(`../../../../tests/fixtures/real/${file}`, import.meta.url));
      const { text, encoding } = decodeTableFile(new Uint8Array(bytes));
      const quality = prepareUpload(planFromText(file, text, "", {}, {}, encoding), "en-US").quality;
      expect(quality?.verdict?.kind).not.toBe("tooHard");
      expect(quality?.expert?.expected).toBeLessThan(quality?.human?.expected ?? 0);
      expect(guessRange(quality?.human?.expected ?? 0, quality?.expert?.expected)).toMatchObject({
        kind: "range",
      });
    },
  );

  it("says a table with one compared column is not a good game, with its guesses", () => {
    // The planets' fixture wraps its data in `fields` (lifted into columns): all but one left out.
    const report = reportOf("swapi-planets.json", [
      "edited",
      "surface_water",
      "diameter",
      "rotation_period",
      "created",
      "climate",
      "gravity",
      "orbital_period",
      "population",
    ]);
    expect(report.verdict).toMatchObject({ kind: "fewColumns" });
    expect(report.verdict?.compared).toHaveLength(1);
    expect(report.verdict?.guesses).toBe(Math.round(report.human?.expected ?? 0));
    // The one column left is terrain, a list ("desert, grasslands"): it narrows, but slowly.
    expect(report.verdict?.guesses).toBeGreaterThan(5);
  });

  it("says why a table where many entries look alike is not a good game, with its counts", () => {
    // 12,000 cities compared by country and subcountry: most share both with another city.
    const report = reportOf("world-cities.csv");
    expect(report.verdict).toMatchObject({ kind: "twins", entries: 12_000 });
    expect(report.verdict?.twins).toBeGreaterThan(1_200);
    expect(report.verdict?.guesses).toBeGreaterThan(15);
    // A 12,000-row report on a shared machine: room to run, not a timing check.
  }, 60_000);

  it("says a good table is one, with its compared columns and guesses", () => {
    const report = reportOf("roman-emperors.csv");
    expect(report.verdict?.kind).toBe("good");
    expect(report.verdict?.compared.length).toBeGreaterThanOrEqual(5);
    expect(report.verdict?.guesses).toBeGreaterThanOrEqual(2);
    expect(report.verdict?.guesses).toBeLessThanOrEqual(15);
  });

  it("calls a game of four compared columns thin, not good, and says more columns are needed", () => {
    // Chinese dynasties by four columns: nothing left out to add back. (drinks.csv, 193 countries
    // by four exact numbers, was the example until the player stopped knowing every value: about
    // 20 guesses, too many to enjoy.)
    const bytes = readFileSync(new URL("../../../../tests/fixtures/real/dynasties.md", import.meta.url));
    const { text, encoding } = decodeTableFile(new Uint8Array(bytes));
    const prepared = prepareUpload(planFromText("dynasties.md", text, "", {}, {}, encoding), "en-US");
    expect(prepared.quality?.verdict).toMatchObject({ kind: "thin", addBack: [] });
    expect(prepared.quality?.verdict?.columns).toHaveLength(4);
  });

  it("does not advise adding back a column filled in a handful of rows", () => {
    // 6,519 stations; `Status` says "neu" for 24 of them: added back, nearly every guess reads empty.
    const bytes = readFileSync(
      new URL("../../../../tests/fixtures/real/D_Bahnhof_2020_alle.csv", import.meta.url),
    );
    const { text, encoding } = decodeTableFile(new Uint8Array(bytes));
    const prepared = prepareUpload(
      planFromText("D_Bahnhof_2020_alle.csv", text, "", {}, {}, encoding),
      "en-US",
    );
    expect(prepared.quality?.verdict).toMatchObject({ kind: "thin", addBack: [] });
  }, 60_000);

  it("still advises a mostly empty column that a tenth of the rows fill", () => {
    const bytes = readFileSync(new URL("../../../../tests/fixtures/real/drinks.csv", import.meta.url));
    const { text, encoding } = decodeTableFile(new Uint8Array(bytes));
    const quality = prepareUpload(planFromText("drinks.csv", text, "", {}, {}, encoding), "en-US").quality;
    if (!quality) throw new Error("drinks.csv has a report");
    const leftOut = { role: "left_out" as const, label: {}, short_label: {} };
    const advised = withAddBack(
      quality,
      { columns: { notes: leftOut, status: leftOut } },
      { notes: { code: "sparse", fit: 30, total: 30 }, status: { code: "sparse", fit: 5, total: 5 } },
      193,
    );
    expect(advised.verdict?.addBack).toEqual(["notes"]);
  });

  it("names the left-out columns a thin game could add back", () => {
    const bytes = readFileSync(
      new URL("../../../../tests/fixtures/real/roman-emperors.csv", import.meta.url),
    );
    const { text, encoding } = decodeTableFile(new Uint8Array(bytes));
    const plan = {
      name_column: "name",
      columns: Object.fromEntries(
        ["cause", "killer", "era", "rise", "birth.prv", "birth.cty", "reign.end", "death"].map((path) => [
          path,
          { role: "left_out" as const, label: {}, short_label: {} },
        ]),
      ),
      skip_invalid_rows: false,
      empty_invalid_cells: false,
    };
    const prepared = prepareUpload(
      planFromText("roman-emperors.csv", text, "", {}, { plan }, encoding),
      "en-US",
    );
    const verdict = prepared.quality?.verdict;
    expect(verdict?.kind).toBe("thin");
    expect(verdict?.columns.length).toBeLessThan(5);
    expect(verdict?.addBack).toEqual(expect.arrayContaining(["cause", "killer", "era", "rise"]));
    // The importer's own leave-outs that could never compare (the numbering `index`) are not offered.
    expect(verdict?.addBack).not.toContain("index");
  });
});
