import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import {
  difficultyFrom,
  difficultyOf,
  FeedbackTable,
  type QualityEntry,
  qualityReport,
} from "./quality-report";

const number = (key: string, extra: Partial<AttributeColumn> = {}): AttributeColumn => ({
  key,
  label: { "en-US": key },
  type: "number",
  ...extra,
});

const entries = (rows: [string, Record<string, string | number | string[] | null>][]): QualityEntry[] =>
  rows.map(([name, attributes]) => ({ name, attributes }));

describe("qualityReport", () => {
  it("knows without playing that a table comparing nothing takes (n + 1) / 2 guesses, one entry at a time", () => {
    const hint: AttributeColumn = { key: "note", label: { "en-US": "Note" }, type: "hint" };
    const rows = Array.from({ length: 20_000 }, (_, i): [string, Record<string, string>] => [
      `n${i}`,
      { note: `note ${i}` },
    ]);
    const report = qualityReport([hint], entries(rows));
    expect(report.human).toEqual({ expected: 10_000.5, worst: 20_000, method: "exact" });
    expect(report.verdict).toMatchObject({ kind: "fewColumns", compared: [] });
    expect(report.difficulty).toBe("hard");
  });

  it("finds an indistinguishable pair (same cells under the game's rules) and nothing else", () => {
    const columns: AttributeColumn[] = [
      { key: "color", label: { "en-US": "Color" }, type: "text" },
      { key: "tags", label: { "en-US": "Tags" }, type: "set" },
      number("size"),
    ];
    const report = qualityReport(
      columns,
      entries([
        ["Apple", { color: "Red", tags: ["a", "b"], size: 3 }],
        ["Cherry", { color: " red ", tags: ["B", "a"], size: 3 }],
        ["Lime", { color: "Green", tags: ["a"], size: 2 }],
      ]),
    );
    expect(report.indistinguishable).toEqual([["Apple", "Cherry"]]);
    expect(report.indistinguishableEntries).toBe(2);
    expect(report.constantColumns).toEqual([]);
  });

  it("flags a hint unique per entry (gives the answer away) and a column with one value", () => {
    const columns: AttributeColumn[] = [
      { key: "symbol", label: { "en-US": "Symbol" }, type: "hint" },
      { key: "kind", label: { "en-US": "Kind" }, type: "text" },
      number("mass"),
    ];
    const report = qualityReport(
      columns,
      entries([
        ["Hydrogen", { symbol: "H", kind: "element", mass: 1 }],
        ["Helium", { symbol: "He", kind: "element", mass: 4 }],
        ["Lithium", { symbol: "Li", kind: "element", mass: 7 }],
      ]),
    );
    expect(report.uniqueColumns).toEqual([{ key: "symbol", kind: "hint" }]);
    expect(report.constantColumns).toEqual(["kind"]);
  });

  it("computes exact optimal and greedy guesses on a 6-entry set (hand-checked)", () => {
    // One number column 1..6 with higher/lower feedback: the best play is a search tree of
    // depths 1,2,2,3,3,3 — 14 guesses over 6 answers, at most 3.
    const six = entries([1, 2, 3, 4, 5, 6].map((n) => [`E${n}`, { n }]));
    const report = qualityReport([number("n")], six);
    expect(report.optimal).toEqual({ expected: 2.33, worst: 3, method: "exact" });
    expect(report.greedy).toEqual({ expected: 2.33, worst: 3, method: "exact" });
    // A person does not know which entry holds which number: more than the best play.
    expect(report.human?.expected).toBeGreaterThan(report.optimal.expected);
  });

  it("counts guesses among twins one by one, and uses tolerance like the game", () => {
    // Three identical entries: the player can only try them in turn: 1 + 2 + 3 guesses.
    const same = entries(["A", "B", "C"].map((name) => [name, { n: 5 }]));
    expect(qualityReport([number("n")], same).optimal).toEqual({ expected: 2, worst: 3, method: "exact" });
    // With a tolerance of 10 the game says "near" for both 1 and 3 against 2: tolerance changes
    // nothing here (directions still differ), so the exact figures match the plain column.
    const near = entries([1, 2, 3].map((n) => [`E${n}`, { n }]));
    const tolerant = qualityReport([number("n", { tolerance: 10 })], near);
    expect(tolerant.optimal).toEqual({ expected: 1.67, worst: 2, method: "exact" });
  });

  it("calls 30 entries by 3 coarse categories no longer easy: the player does not know every entry's values", () => {
    const eras = ["e00", "e01", "e10", "e11"];
    const sizes = ["k0", "k1", "k2", "k3", "k4"];
    const columns: AttributeColumn[] = [
      { key: "region", label: { "en-US": "Region" }, type: "text" },
      { key: "size", label: { "en-US": "Size" }, type: "ordinal", order: sizes },
      { key: "era", label: { "en-US": "Era" }, type: "ordinal", order: eras },
    ];
    const rows = Array.from({ length: 30 }, (_, i): [string, Record<string, string>] => [
      `Entry ${i}`,
      { region: `r${i % 3}`, size: sizes[Math.floor(i / 3) % 5], era: `e${Math.floor(i / 15)}${i % 2}` },
    ]);
    const report = qualityReport(columns, entries(rows));
    // The best play is easy, and a player who knew every entry's values needed about 2.6 guesses
    // ("Easy"): people do not know them all.
    expect(report.optimal.expected).toBeLessThan(2.5);
    expect(report.human?.expected).toBeGreaterThan(3);
    expect(report.difficulty).toBe("medium");
    // Too easy means too easy for a newcomer too: the expert's 2.6 does not make it so.
    expect(report.expert?.expected).toBeLessThan(report.human?.expected ?? 0);
    expect(report.verdict?.kind).not.toBe("tooEasy");
    // The same seed, the same figure: the report a preview shows is the one the save stores.
    expect(qualityReport(columns, entries(rows)).human).toEqual(report.human);
  });

  it("labels difficulty from the greedy player's expected guesses", () => {
    expect(difficultyOf(2)).toBe("easy");
    expect(difficultyOf(5)).toBe("medium");
    expect(difficultyOf(8)).toBe("hard");
  });

  it("labels difficulty from the figure between the expert and the newcomer", () => {
    const stats = (expected: number) => ({ expected, worst: 10, method: "sampled" as const });
    // The periodic table: 3.5 for someone who knows it, 7.6 for a newcomer, medium between them.
    expect(difficultyFrom(stats(7.61), stats(3.54))).toBe("medium");
    expect(difficultyFrom(stats(7.61), undefined)).toBe("hard");
  });

  it("says it sampled on a large set, in bounded time", () => {
    const big = entries(
      Array.from({ length: 2000 }, (_, i) => [`E${i}`, { a: i % 7, b: `t${i % 13}`, c: i % 101 }]),
    );
    const columns: AttributeColumn[] = [number("a"), { key: "b", label: {}, type: "text" }, number("c")];
    const started = performance.now();
    const report = qualityReport(columns, big);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(report.greedy.method).toBe("sampled");
    expect(report.optimal.method).toBe("sampled");
    expect(report.optimal.expected).toBeLessThanOrEqual(report.greedy.expected);
    expect(report.greedy.expected).toBeGreaterThan(1);
  });
});

describe("FeedbackTable fast path", () => {
  it("gives the same signatures as compareCell for numbers and dates (tolerance, BCE, days vs years)", () => {
    const columns: AttributeColumn[] = [
      number("n", { tolerance: 2 }),
      { key: "d", label: {}, type: "date", tolerance: 3 },
      { key: "e", label: {}, type: "date" },
    ];
    const values = [0, 1, 3, -5, 2.5, null, "7", ""];
    const dates = ["865", "-250", "2024-05-01", "2024-05-03", "2024", "-0044-03-15", null, "1990-01-01"];
    const rows = entries(
      values.map((n, i) => [`E${i}`, { n, d: dates[i], e: dates[(i + 3) % dates.length] }]),
    );
    const fast = new FeedbackTable(columns, rows);
    const slow = new FeedbackTable(columns, rows, { fast: false });
    for (let g = 0; g < rows.length; g += 1) {
      for (let a = 0; a < rows.length; a += 1) expect(fast.signature(g, a)).toBe(slow.signature(g, a));
    }
  });

  it("gives the same signatures as compareCell for a list column of many distinct lists", () => {
    const columns: AttributeColumn[] = [{ key: "s", label: {}, type: "set" }];
    // 120 distinct lists (past the D×D table): shared items, case and spacing that fold alike, empties.
    const lists = Array.from({ length: 120 }, (_, i) =>
      i % 17 === 0 ? [] : [`Item ${i % 7}`, `item  ${(i * 3) % 11}`, `TAG${i}`],
    );
    const rows = entries(lists.map((s, i) => [`E${i}`, { s }]));
    const fast = new FeedbackTable(columns, rows);
    const slow = new FeedbackTable(columns, rows, { fast: false });
    for (let g = 0; g < rows.length; g += 3) {
      for (let a = 0; a < rows.length; a += 1) expect(fast.signature(g, a)).toBe(slow.signature(g, a));
    }
  });
});

describe("qualityReport always ends, whatever the table", () => {
  it("54 entries over 19 number columns: the sampled guesses are drawn from a pool that repeats entries", () => {
    // The strong player's pool is the candidates plus a sample of all entries (some twice); drawing
    // more distinct guesses than the pool holds never ended (an upload of such a table held its Worker).
    const columns = Array.from({ length: 19 }, (_, c) => number(`c${c}`));
    const rows = entries(
      Array.from({ length: 54 }, (_, i) => [
        `E${i}`,
        Object.fromEntries(columns.map((column, c) => [column.key, (i * (c + 3)) % 11])),
      ]),
    );
    const report = qualityReport(columns, rows);
    expect(report.entries).toBe(54);
    expect(report.optimal.expected).toBeGreaterThan(1);
  });

  it("2,000 entries and nothing compared: the budget counts the steps of a table with no columns", () => {
    const rows = entries(Array.from({ length: 2_000 }, (_, i) => [`N${i}`, {}]));
    const report = qualityReport([], rows);
    // Guessing among 2,000 at random: about 1,000 guesses.
    expect(report.human?.expected).toBeGreaterThan(800);
    expect(report.verdict).not.toBe("good");
  });

  it("20,000 entries told apart by two yes/no columns only: the human player stops at its ceiling", () => {
    const columns = [number("a"), number("b")];
    const rows = entries(
      Array.from({ length: 20_000 }, (_, i) => [`N${i}`, { a: i % 2, b: i % 3 === 0 ? 1 : 0 }]),
    );
    const report = qualityReport(columns, rows);
    expect(report.human?.expected).toBeGreaterThan(1_000);
  });
});
