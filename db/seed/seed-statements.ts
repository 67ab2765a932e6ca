import { entrySearchKey } from "../../app/utils/search-key";
import { news } from "../seed-data/news";
import { seedDatasets } from "./seed-datasets";
import { sqlJson, sqlLiteral } from "./sql-literal";
import type { SeedDataset, SeedEntry, SeedNews } from "./types";

const SEED_VERSION = 1;

/** The search key stored for an entry: its name, both labels and every alias. */
export function seedEntrySearchKey(entry: SeedEntry): string {
  return entrySearchKey([entry.name, ...Object.values(entry.labels), ...entry.aliases]);
}

function datasetIdOf(slug: string): string {
  return `(SELECT id FROM datasets WHERE slug = ${sqlLiteral(slug)})`;
}

function tagStatement(slug: string, tag: string): string {
  return `INSERT INTO dataset_tags (dataset_id, tag) SELECT id, ${sqlLiteral(tag)} FROM datasets WHERE slug = ${sqlLiteral(slug)}
ON CONFLICT DO NOTHING`;
}

function entryStatement(slug: string, entry: SeedEntry, position: number): string {
  return `INSERT INTO entries (version_id, position, name, labels, aliases, image_url, attributes, search_key)
SELECT v.id, ${position}, ${sqlLiteral(entry.name)}, ${sqlJson(entry.labels)}, ${sqlJson(entry.aliases)}, NULL, ${sqlJson(entry.attributes)}, ${sqlLiteral(seedEntrySearchKey(entry))}
FROM dataset_versions v JOIN datasets d ON d.id = v.dataset_id
WHERE d.slug = ${sqlLiteral(slug)} AND v.version = ${SEED_VERSION}
AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.version_id = v.id AND e.position = ${position})`;
}

/**
 * Statements creating one demo dataset. Each is idempotent on its own (unique slug, unique
 * version per dataset, one entry per position, tag primary key), so a second run, or a run
 * after an interrupted one, inserts only what is missing and duplicates nothing.
 */
function datasetStatements(dataset: SeedDataset): string[] {
  const slug = sqlLiteral(dataset.slug);
  const id = datasetIdOf(dataset.slug);
  return [
    `INSERT INTO datasets (name, name_i18n, description, description_i18n, language, owner_id, is_public, allow_fork, type, slug)
VALUES (${sqlLiteral(dataset.name)}, ${sqlJson(dataset.nameI18n)}, ${sqlLiteral(dataset.description)}, ${sqlJson(dataset.descriptionI18n)}, 'zh-CN', NULL, 1, 1, ${sqlLiteral(dataset.type)}, ${slug})
ON CONFLICT(slug) DO NOTHING`,
    ...dataset.tags.map((tag) => tagStatement(dataset.slug, tag)),
    `INSERT INTO dataset_versions (dataset_id, version, changelog, attribute_types, entries_count)
SELECT id, ${SEED_VERSION}, ${sqlLiteral(dataset.changelog)}, ${sqlJson(dataset.attributeTypes)}, 0 FROM datasets WHERE slug = ${slug}
ON CONFLICT(dataset_id, version) DO NOTHING`,
    ...dataset.entries.map((entry, position) => entryStatement(dataset.slug, entry, position)),
    `UPDATE dataset_versions SET entries_count = (SELECT count(*) FROM entries e WHERE e.version_id = dataset_versions.id)
WHERE dataset_id = ${id} AND version = ${SEED_VERSION}`,
    `UPDATE datasets SET
latest_version_id = (SELECT v.id FROM dataset_versions v WHERE v.dataset_id = datasets.id ORDER BY v.version DESC LIMIT 1),
entries_count = (SELECT v.entries_count FROM dataset_versions v WHERE v.dataset_id = datasets.id ORDER BY v.version DESC LIMIT 1)
WHERE slug = ${slug}`,
  ];
}

function newsStatement(item: SeedNews): string {
  return `INSERT INTO news (slug, title, body, published_at)
VALUES (${sqlLiteral(item.slug)}, ${sqlJson(item.title)}, ${sqlJson(item.body)}, ${item.publishedAt})
ON CONFLICT(slug) DO NOTHING`;
}

/**
 * The whole demo seed as SQL statements (no trailing semicolons), for `scripts/seed.mjs` and for
 * workerd tests: `env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)))`.
 */
export function seedStatements(): string[] {
  return [...seedDatasets.flatMap(datasetStatements), ...news.map(newsStatement)];
}
