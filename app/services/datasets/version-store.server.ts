import { eq, sql } from "drizzle-orm";
import type { AnswerPool } from "~/schemas/answer-pool";
import type { ColumnPlan } from "~/schemas/upload-plan";
import type { AppDeps } from "~/services/deps.server";
import { type AttributeColumn, datasets, datasetVersions, versionQuality } from "~db/schema";
import { returnedId, runBatch } from "./d1-batch.server";
import type { QualityReport } from "./quality/quality-report";
import type { ValidEntry } from "./upload-entries";

/** Entries per INSERT … SELECT FROM json_each(?): one bound parameter each, well under D1's size limits. */
const CHUNK_BYTES = 400_000;

function chunks(entries: ValidEntry[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const entry of entries) {
    const json = JSON.stringify({
      p: entry.position,
      n: entry.name,
      l: entry.labels,
      a: entry.aliases,
      i: entry.imageUrl,
      t: entry.attributes,
      k: entry.searchKey,
      q: entry.qualifier ?? null,
      o: entry.inPool === false ? 0 : 1,
    });
    if (size + json.length > CHUNK_BYTES && current.length > 0) {
      out.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length > 0) out.push(`[${current.join(",")}]`);
  return out;
}

/**
 * Stores a version and its entries in ONE batch (one D1 transaction): the version number is taken
 * inside the transaction, so concurrent uploads cannot share one, and a failure stores nothing.
 */
export async function storeVersion(
  { db }: Pick<AppDeps, "db">,
  datasetId: number,
  input: {
    changelog: string;
    attributeTypes: AttributeColumn[];
    entries: ValidEntry[];
    /** The column plan the upload was read with; none for design §2 JSON. */
    plan?: ColumnPlan | null;
    /** The report the preview showed, stored in the same transaction (no second quality run). */
    quality?: QualityReport | null;
    qualifierColumn?: string | null;
    answerPool?: AnswerPool | null;
  },
): Promise<number> {
  const newestVersionId = sql`(SELECT max(id) FROM dataset_versions WHERE dataset_id = ${datasetId})`;
  const inserts = chunks(input.entries).map(
    (chunk) =>
      sql`INSERT INTO entries (version_id, position, name, labels, aliases, image_url, attributes, search_key, qualifier, in_pool)
      SELECT ${newestVersionId}, json_extract(value, '$.p'), json_extract(value, '$.n'), json_extract(value, '$.l'),
        json_extract(value, '$.a'), json_extract(value, '$.i'), json_extract(value, '$.t'), json_extract(value, '$.k'),
        json_extract(value, '$.q'), json_extract(value, '$.o')
      FROM json_each(${chunk})`,
  );
  const [inserted] = await runBatch({ db }, [
    db
      .insert(datasetVersions)
      .values({
        datasetId,
        version: sql`(SELECT coalesce(max(version), 0) + 1 FROM dataset_versions WHERE dataset_id = ${datasetId})`,
        changelog: input.changelog,
        attributeTypes: input.attributeTypes,
        entriesCount: input.entries.length,
        plan: input.plan ?? null,
        qualifierColumn: input.qualifierColumn ?? null,
        answerPool: input.answerPool ?? null,
      })
      .returning({ id: datasetVersions.id }),
    ...inserts,
    ...(input.quality
      ? [
          db.insert(versionQuality).values({
            versionId: sql`${newestVersionId}`,
            report: input.quality as unknown as Record<string, unknown>,
            difficulty: input.quality.difficulty,
          }),
        ]
      : []),
    db
      .update(datasets)
      .set({
        latestVersionId: sql`${newestVersionId}`,
        entriesCount: input.entries.length,
        updatedAt: new Date(),
      })
      .where(eq(datasets.id, datasetId)),
  ]);
  return returnedId(inserted);
}

/** After a version is deleted or restored: the dataset follows its newest version not deleted. */
export function followLatestVersion({ db }: Pick<AppDeps, "db">, datasetId: number) {
  const newest = sql`(SELECT id FROM dataset_versions WHERE dataset_id = ${datasetId} AND deleted_at IS NULL
    ORDER BY version DESC LIMIT 1)`;
  return db
    .update(datasets)
    .set({
      latestVersionId: sql`${newest}`,
      entriesCount: sql`coalesce((SELECT entries_count FROM dataset_versions WHERE id = ${newest}), 0)`,
      updatedAt: new Date(),
    })
    .where(eq(datasets.id, datasetId));
}
