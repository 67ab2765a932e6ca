import { describe, expect, it } from "vitest";
import { searchKey } from "../../app/utils/search-key";
import { cellProblem } from "../../db/seed/check-cell";
import { datasetProblems } from "../../db/seed/dataset-problems";
import { seedDatasets } from "../../db/seed/seed-datasets";
import { seedEntrySearchKey, seedStatements } from "../../db/seed/seed-statements";
import { sqlLiteral } from "../../db/seed/sql-literal";
import { news } from "../../db/seed-data/news";

describe("the demo seed data", () => {
  it.each(seedDatasets.map((d) => [d.slug, d] as const))(
    "%s: every cell fits its column",
    (_slug, dataset) => {
      expect(datasetProblems(dataset.attributeTypes, dataset.entries)).toEqual([]);
      const typed = dataset.attributeTypes.filter((column) => column.type !== "hint");
      expect(typed.length).toBeGreaterThanOrEqual(6);
    },
  );

  it.each(seedDatasets.map((d) => [d.slug, d] as const))(
    "%s: names are bilingual and unique",
    (_slug, dataset) => {
      const zh = new Set(dataset.entries.map((entry) => entry.name));
      const en = new Set(dataset.entries.map((entry) => entry.labels["en-US"]));
      expect(zh.size).toBe(dataset.entries.length);
      expect(en.size).toBe(dataset.entries.length);
      for (const entry of dataset.entries) {
        expect(entry.labels["zh-CN"]).toBe(entry.name);
        expect(entry.aliases).toContain(entry.labels["en-US"]);
        // Toneless pinyin: an ASCII alias without spaces.
        expect(entry.aliases.some((alias) => /^[a-z]+$/.test(alias))).toBe(true);
      }
      expect(dataset.nameI18n["zh-CN"] && dataset.nameI18n["en-US"]).toBeTruthy();
      for (const tag of dataset.tags) {
        expect(tag.length).toBeLessThanOrEqual(32);
        expect(tag).toBe(tag.toLowerCase());
      }
    },
  );

  it("has the expected sizes", () => {
    const bySlug = Object.fromEntries(seedDatasets.map((d) => [d.slug, d.entries.length]));
    expect(bySlug.elements).toBe(118);
    expect(bySlug.countries).toBe(193);
    expect(bySlug["solar-system"] ?? 0).toBeGreaterThanOrEqual(25);
    expect(bySlug["china-provinces"]).toBe(31);
    expect(bySlug.painters ?? 0).toBeGreaterThanOrEqual(60);
    expect(news.length).toBeGreaterThanOrEqual(4);
  });

  it("stores search keys that find an entry by Chinese name, pinyin, English name and symbol", () => {
    const gold = seedDatasets.flatMap((d) => d.entries).find((entry) => entry.name === "金");
    expect(gold).toBeDefined();
    const key = gold ? seedEntrySearchKey(gold) : "";
    for (const query of ["金", "jin", "gold", "Au", "GOLD"]) expect(key).toContain(`|${searchKey(query)}|`);
  });

  it("catches cells that do not fit", () => {
    const base = { key: "k", label: { "zh-CN": "k", "en-US": "k" } };
    expect(cellProblem({ ...base, type: "number" }, "12")).not.toBeNull();
    expect(cellProblem({ ...base, type: "geo" }, "91,10")).not.toBeNull();
    expect(cellProblem({ ...base, type: "geo" }, "39.9,116.4")).toBeNull();
    expect(cellProblem({ ...base, type: "date" }, "2023-02-30")).not.toBeNull();
    expect(cellProblem({ ...base, type: "ordinal", order: ["1", "2"] }, "3")).not.toBeNull();
    expect(cellProblem({ ...base, type: "set" }, ["a", "a"])).not.toBeNull();
    expect(cellProblem({ ...base, type: "text", valueLabels: {} }, "asia")).not.toBeNull();
  });

  it("refuses a cell that shows both languages at once, on either language's page", () => {
    const base = { key: "k", label: { "zh-CN": "k", "en-US": "k" } };
    expect(cellProblem({ ...base, type: "hint", revealAfter: 4 }, "拉塞尔 William Lassell")).not.toBeNull();
    expect(cellProblem({ ...base, type: "text" }, "拉塞尔")).toBeNull();
    expect(cellProblem({ ...base, type: "text" }, "William Lassell")).toBeNull();
    const labelled = (zh: string, en: string) => ({
      ...base,
      type: "hint" as const,
      revealAfter: 4,
      valueLabels: { lassell: { "zh-CN": zh, "en-US": en } },
    });
    expect(cellProblem(labelled("拉塞尔", "William Lassell"), "lassell")).toBeNull();
    expect(cellProblem(labelled("拉塞尔 William Lassell", "William Lassell"), "lassell")).not.toBeNull();
    expect(cellProblem(labelled("拉塞尔", "拉塞尔 William Lassell"), "lassell")).not.toBeNull();
  });

  it("shows the solar system's discoverers in one language per page", () => {
    const solar = seedDatasets.find((dataset) => dataset.slug === "solar-system");
    const column = solar?.attributeTypes.find((c) => c.key === "discoverer");
    const ariel = solar?.entries.find((entry) => entry.labels["en-US"] === "Ariel");
    const key = String(ariel?.attributes.discoverer);
    expect(column?.valueLabels?.[key]).toEqual({ "zh-CN": "拉塞尔", "en-US": "William Lassell" });
  });

  it("quotes SQL strings safely", () => {
    expect(sqlLiteral("Côte d'Ivoire")).toBe("'Côte d''Ivoire'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(seedStatements().every((statement) => !statement.trim().endsWith(";"))).toBe(true);
  });
});
