import { eq } from "drizzle-orm";
import { entrySearchKey } from "~/utils/search-key";
import type { Database } from "~db/index";
import { type AttributeColumn, type CellValue, datasets, datasetVersions, entries } from "~db/schema";

export const fixtureColumns: AttributeColumn[] = [
  { key: "kind", label: { "zh-CN": "种类", "en-US": "Kind" }, type: "text" },
  { key: "tags", label: { "zh-CN": "标签", "en-US": "Tags" }, type: "set" },
  { key: "mass", label: { "zh-CN": "质量", "en-US": "Mass" }, type: "number", unit: "kg", tolerance: 5 },
  { key: "found", label: { "zh-CN": "发现", "en-US": "Found" }, type: "date" },
  { key: "size", label: { "zh-CN": "大小", "en-US": "Size" }, type: "ordinal", order: ["S", "M", "L"] },
  { key: "where", label: { "zh-CN": "位置", "en-US": "Where" }, type: "geo" },
  { key: "clue", label: { "zh-CN": "提示", "en-US": "Clue" }, type: "hint", revealAfter: 2 },
];

type FixtureEntry = { name: string; aliases?: string[]; attributes: Record<string, CellValue> };

/** Names unlikely to appear in any page by chance, so a test can search responses for them. */
export const fixtureEntries: FixtureEntry[] = [
  "Quillframe",
  "Vostrelia",
  "Marrowind",
  "Jaspervale",
  "Ulmbrook",
  "Tressivan",
  "Norquade",
  "Pellucine",
  "Gravemont",
  "Xandrilla",
  "Oberlisk",
  "Kestrafel",
].map((name, index) => ({
  name,
  aliases: [`${name.toLowerCase()}-alias`],
  attributes: {
    kind: index % 2 === 0 ? "even" : "odd",
    tags: index % 3 === 0 ? [] : [`t${index % 3}`, "shared"],
    mass: index * 7,
    found: `${1900 + index}-0${(index % 9) + 1}-15`,
    size: ["S", "M", "L"][index % 3],
    where: `${index * 5 - 30},${index * 25 - 150}`,
    clue: `clue-of-${name}`,
  },
}));

export type Fixture = { datasetId: number; versionId: number; entryIds: number[] };

/** A public (or private) dataset with one version of 12 entries covering every attribute type. */
export async function createGameFixture(
  db: Database,
  options: { ownerId?: number | null; isPublic?: boolean; name?: string; daily?: boolean } = {},
): Promise<Fixture> {
  const [dataset] = await db
    .insert(datasets)
    .values({
      name: options.name ?? "Fixture realms",
      ownerId: options.ownerId ?? null,
      isPublic: options.isPublic ?? true,
      entriesCount: fixtureEntries.length,
      // In the curated daily pool (ADR 006): seed datasets are the ones with a slug.
      slug: options.daily ? `fixture-${crypto.randomUUID()}` : null,
    })
    .returning();
  const [version] = await db
    .insert(datasetVersions)
    .values({
      datasetId: dataset.id,
      version: 1,
      attributeTypes: fixtureColumns,
      entriesCount: fixtureEntries.length,
    })
    .returning();
  const rows = await db
    .insert(entries)
    .values(
      fixtureEntries.map((entry, position) => ({
        // Distinctive ids, so a test can search response bodies for the answer's id.
        id: 700_000 + dataset.id * 100 + position,
        versionId: version.id,
        position,
        name: entry.name,
        aliases: entry.aliases ?? [],
        attributes: entry.attributes,
        searchKey: entrySearchKey([entry.name, ...(entry.aliases ?? [])]),
      })),
    )
    .returning({ id: entries.id });
  await db.update(datasets).set({ latestVersionId: version.id }).where(eq(datasets.id, dataset.id));
  return { datasetId: dataset.id, versionId: version.id, entryIds: rows.map((row) => row.id) };
}
