import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { searchKey } from "../../app/utils/search-key";
import type { AttributeColumn, CellValue } from "../../db/schema";
import { datasetProblems } from "../../db/seed/dataset-problems";
import { seedStatements } from "../../db/seed/seed-statements";

async function seed(): Promise<void> {
  await env.DB.batch(seedStatements().map((statement) => env.DB.prepare(statement)));
}

const SEEDED = "(SELECT id FROM datasets WHERE slug IS NOT NULL)";

/** Every row the seed writes (scoped to seeded datasets, so other data cannot disturb it). */
async function snapshot(): Promise<string> {
  const queries = [
    "SELECT * FROM datasets WHERE slug IS NOT NULL ORDER BY id",
    `SELECT * FROM dataset_tags WHERE dataset_id IN ${SEEDED} ORDER BY dataset_id, tag`,
    `SELECT * FROM dataset_versions WHERE dataset_id IN ${SEEDED} ORDER BY id`,
    `SELECT e.* FROM entries e JOIN dataset_versions v ON v.id = e.version_id WHERE v.dataset_id IN ${SEEDED} ORDER BY e.id`,
    "SELECT * FROM news ORDER BY id",
  ];
  const rows = await Promise.all(queries.map((query) => env.DB.prepare(query).all()));
  return JSON.stringify(rows.map((result) => result.results));
}

type DatasetRow = {
  id: number;
  slug: string;
  name_i18n: string;
  owner_id: number | null;
  is_public: number;
  allow_fork: number;
  language: string;
  type: string;
  entries_count: number;
  latest_version_id: number;
  version_id: number;
  version_entries_count: number;
  attribute_types: string;
  counted: number;
};

async function datasetRows(): Promise<DatasetRow[]> {
  const result = await env.DB.prepare(
    `SELECT d.*, v.id AS version_id, v.entries_count AS version_entries_count, v.attribute_types,
       (SELECT count(*) FROM entries e WHERE e.version_id = v.id) AS counted
     FROM datasets d JOIN dataset_versions v ON v.dataset_id = d.id WHERE d.slug IS NOT NULL ORDER BY d.id`,
  ).all<DatasetRow>();
  return result.results;
}

async function find(query: string): Promise<string[]> {
  const result = await env.DB.prepare("SELECT name FROM entries WHERE instr(search_key, ?) > 0")
    .bind(`|${searchKey(query)}|`)
    .all<{ name: string }>();
  return result.results.map((row) => row.name);
}

let afterFirst = "";

beforeAll(async () => {
  await seed();
  afterFirst = await snapshot();
  await seed();
});

describe("the demo seed", () => {
  it("changes nothing when run a second time", async () => {
    expect(await snapshot()).toBe(afterFirst);
  });

  it("creates the five demo datasets with their counts, one version each", async () => {
    const rows = await datasetRows();
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    expect([...bySlug.keys()].sort()).toEqual([
      "china-provinces",
      "countries",
      "elements",
      "painters",
      "solar-system",
    ]);
    expect(bySlug.get("elements")?.counted).toBe(118);
    expect(bySlug.get("countries")?.counted).toBeGreaterThanOrEqual(193);
    expect(bySlug.get("solar-system")?.counted).toBeGreaterThanOrEqual(25);
    expect(bySlug.get("china-provinces")?.counted).toBe(31);
    expect(bySlug.get("painters")?.counted).toBeGreaterThanOrEqual(60);
    for (const row of rows) {
      expect(row.entries_count).toBe(row.counted);
      expect(row.version_entries_count).toBe(row.counted);
      expect(row.latest_version_id).toBe(row.version_id);
      expect(row.owner_id).toBeNull();
      expect([row.is_public, row.allow_fork, row.language]).toEqual([1, 1, "zh-CN"]);
      expect(["science", "geography", "astronomy", "people"]).toContain(row.type);
      expect(Object.keys(JSON.parse(row.name_i18n)).sort()).toEqual(["en-US", "zh-CN"]);
    }
    const tags = await env.DB.prepare(
      `SELECT count(DISTINCT dataset_id) AS n FROM dataset_tags WHERE dataset_id IN ${SEEDED}`,
    ).first<{
      n: number;
    }>();
    expect(tags?.n).toBe(5);
    const news = await env.DB.prepare("SELECT count(*) AS n FROM news").first<{ n: number }>();
    expect(news?.n).toBeGreaterThanOrEqual(4);
  });

  it("stores cells that fit their declared types", async () => {
    for (const row of await datasetRows()) {
      const columns = JSON.parse(row.attribute_types) as AttributeColumn[];
      expect(columns.filter((column) => column.type !== "hint").length).toBeGreaterThanOrEqual(6);
      const entries = await env.DB.prepare("SELECT name, attributes FROM entries WHERE version_id = ?")
        .bind(row.version_id)
        .all<{ name: string; attributes: string }>();
      const parsed = entries.results.map((entry) => ({
        name: entry.name,
        attributes: JSON.parse(entry.attributes) as Record<string, CellValue>,
      }));
      expect(datasetProblems(columns, parsed)).toEqual([]);
    }
  });

  it("positions entries 0..n-1 with bilingual labels", async () => {
    const result = await env.DB.prepare(
      `SELECT version_id, count(*) AS n, min(position) AS lo, max(position) AS hi,
         count(DISTINCT position) AS distinct_positions,
         sum(json_extract(labels, '$."en-US"') IS NULL OR json_extract(labels, '$."zh-CN"') IS NULL) AS unlabeled
       FROM entries GROUP BY version_id`,
    ).all<{ n: number; lo: number; hi: number; distinct_positions: number; unlabeled: number }>();
    for (const row of result.results) {
      expect([row.lo, row.hi, row.distinct_positions, row.unlabeled]).toEqual([0, row.n - 1, row.n, 0]);
    }
  });

  it("finds entries by Chinese name, pinyin, English name and symbol", async () => {
    for (const query of ["金", "jin", "gold", "Au"]) expect(await find(query)).toContain("金");
    for (const query of ["中国", "zhongguo", "China"]) expect(await find(query)).toContain("中国");
    for (const query of ["陕西", "shaanxi", "秦"]) expect(await find(query)).toEqual(["陕西"]);
    for (const query of ["van gogh", "fangao", "凡·高"]) expect(await find(query)).toEqual(["梵高"]);
    expect(await find("Côte d'Ivoire")).toContain("科特迪瓦");
  });
});
