import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/services/datasets/csv-table";
import { type QualityEntry, qualityReport } from "~/services/datasets/quality/quality-report";
import type { AttributeColumn } from "~db/schema";
import {
  type GuardEntry,
  guardedHint,
  hintGuardOf,
  hintSamples,
  revealLastAfter,
  unsafeHintColumns,
  withSafeReveals,
} from "./hint-guard";
import { MASK, maskNames, stemOf } from "./hint-mask";

/** With the hints reviewers met and the real tables they came from. */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/real/${name}`, import.meta.url), "utf8");

const hint = (key: string): AttributeColumn => ({ key, label: { "en-US": key }, type: "hint" });

describe("names match ignoring case, accents, script and inflection", () => {
  it("masks TACITVS for Tacitus (V for U, Latin endings)", () => {
    expect(maskNames("CAESAR MARCVS CLAVDIVS TACITVS AVGVSTVS", ["Tacitus"])).toBe(
      `CAESAR MARCVS CLAVDIVS ${MASK} AVGVSTVS`,
    );
    expect(maskNames("The reign of Taciti ended in 276.", ["Tacitus"])).toBe(
      `The reign of ${MASK} ended in 276.`,
    );
    expect(stemOf("claudius")).toBe("claud");
  });

  it("masks accented and unaccented spellings alike, and names in any script", () => {
    expect(maskNames("COTE D'IVOIRE borders Ghana.", ["Côte d'Ivoire"])).toBe(`${MASK} borders Ghana.`);
    expect(maskNames("北京是中国的首都", ["北京"])).toBe(`${MASK}是中国的首都`);
    expect(maskNames("Ο Σωκράτη δίδαξε στην Αθήνα", ["Σωκράτης"])).toBe(`Ο ${MASK} δίδαξε στην Αθήνα`);
  });

  it("does not mask a word merely sharing the start of a name", () => {
    expect(maskNames("A tacit agreement.", ["Tacitus"])).toBe("A tacit agreement.");
    expect(maskNames("Taciturnity was his style.", ["Tacitus"])).toBe("Taciturnity was his style.");
  });
});

describe("values that identify the entry are masked too", () => {
  const table = parseCsv(fixture("periodic-table.csv"));
  const at = (header: string) => table.headers.indexOf(header);
  const columns: AttributeColumn[] = [
    { key: "symbol", label: { "en-US": "Symbol" }, type: "text" },
    { key: "number", label: { "en-US": "Number" }, type: "number" },
    { key: "phase", label: { "en-US": "Phase" }, type: "text" },
    hint("summary"),
  ];
  const entries: QualityEntry[] = table.rows.map((row) => ({
    name: row[at("name")],
    attributes: {
      symbol: row[at("symbol")],
      number: Number(row[at("number")]),
      phase: row[at("phase")],
      summary: row[at("summary")],
    },
  }));
  const guard = hintGuardOf(columns, entries);
  const magnesium = entries.find((entry) => entry.name === "Magnesium") as GuardEntry;

  it("finds the columns whose values are unique per entry", () => {
    expect(guard.identifying).toEqual(["symbol", "number"]);
  });

  it("masks Mg and 12 in magnesium's summary, not other numbers", () => {
    const shown = guardedHint(String(magnesium.attributes.summary), magnesium, guard);
    expect(String(magnesium.attributes.summary)).toContain("symbol Mg and atomic number 12");
    expect(shown).toContain(`${MASK} is a chemical element with symbol ${MASK} and atomic number ${MASK}`);
    expect(guardedHint("about 12.5 or 112 or mg", magnesium, guard)).toBe("about 12.5 or 112 or mg");
  });

  it("lists the samples a player would see, masking first", () => {
    const samples = hintSamples(columns, entries, (_, raw) => String(raw));
    expect(samples).toHaveLength(3);
    for (const sample of samples) {
      expect(sample.column).toBe("summary");
      expect(sample.shown).toContain(MASK);
      expect(sample.shown.toLowerCase()).not.toContain(sample.entry.toLowerCase());
    }
  });

  it("counts hints that show an identifying value in the quality report", () => {
    const report = qualityReport(columns, entries.slice(0, 30));
    expect(report.namingHints?.[0]).toMatchObject({ key: "summary" });
    expect(report.namingHints?.[0].entries).toBeGreaterThan(25);
    expect(report.unsafeHints).toEqual([]);
  });
});

describe("a hint masking cannot make safe reveals last", () => {
  const table = parseCsv(fixture("roman-emperors.csv"));
  const at = (header: string) => table.headers.indexOf(header);
  const columns: AttributeColumn[] = [
    { key: "dynasty", label: { "en-US": "Dynasty" }, type: "text" },
    { key: "cause", label: { "en-US": "Cause" }, type: "text" },
    hint("name_full"),
  ];
  const entries: GuardEntry[] = table.rows.map((row) => ({
    name: row[at("name")],
    attributes: { dynasty: row[at("dynasty")], cause: row[at("cause")], name_full: row[at("name.full")] },
  }));

  it("finds the full Latin names unsafe even masked, and reveals them at 3/4 of the predicted guesses", () => {
    const guard = hintGuardOf(columns, entries);
    expect(unsafeHintColumns(columns, entries, guard)).toEqual(["name_full"]);
    expect(revealLastAfter(7.37)).toBe(6);
    const revealed = withSafeReveals(columns, entries, () => 7.37);
    expect(revealed.find((column) => column.key === "name_full")?.revealAfter).toBe(6);
  });

  it("keeps the author's reveal_after", () => {
    const chosen = columns.map((column) => (column.type === "hint" ? { ...column, revealAfter: 2 } : column));
    expect(withSafeReveals(chosen, entries, () => 7.37)[2].revealAfter).toBe(2);
  });

  it("reveals a safe hint at half the predicted guesses, from the second guess", () => {
    const prose = entries.map((entry, i) => ({
      ...entry,
      attributes: {
        ...entry.attributes,
        name_full: `Emperor number ${i}, of the ${entry.attributes.dynasty} dynasty, who ruled Rome for some years and died.`,
      },
    }));
    expect(withSafeReveals(columns, prose, () => 7)[2].revealAfter).toBe(4);
    expect(withSafeReveals(columns, prose, () => 2.4)[2].revealAfter).toBe(2);
  });

  it("opens several hints one guess apart, in column order, after the author's own choices", () => {
    const prose = (key: string) =>
      entries.map((entry, i) => ({
        ...entry,
        attributes: {
          ...entry.attributes,
          [key]: `Emperor number ${i}, of the ${entry.attributes.dynasty} dynasty, who ruled Rome for some years and died.`,
        },
      }));
    const hints = [hint("a"), { ...hint("b"), revealAfter: 9 }, hint("c"), hint("d")];
    const withProse = ["a", "c", "d"].reduce<GuardEntry[]>(
      (rows, key) =>
        rows.map((row, i) => ({ ...row, attributes: { ...row.attributes, ...prose(key)[i].attributes } })),
      entries,
    );
    const revealed = withSafeReveals(hints, withProse, () => 6);
    expect(revealed.map((column) => column.revealAfter)).toEqual([3, 9, 4, 5]);
  });
});

describe("words many names share identify none of them", () => {
  it("masks Tokyo in a university's hint, not 'university'", () => {
    const entries: GuardEntry[] = [
      "University of Tokyo",
      "University of Kyoto",
      "Osaka University",
      "University of Oslo",
      "Stanford University",
    ].map((name) => ({
      name,
      attributes: { about: `A national university in ${name.replace(/University( of)?/, "").trim()}` },
    }));
    const guard = hintGuardOf([hint("about")], entries);
    expect(guardedHint("A national university in Tokyo", entries[0], guard)).toBe(
      `A national university in ${MASK}`,
    );
  });
});
