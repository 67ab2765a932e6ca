import { sql } from "drizzle-orm";
import type { ForkDatasetInput } from "~/schemas/datasets";
import { forgetOnWrite } from "~/services/forget-on-write.server";
import { DomainError } from "~/utils/domain-error";
import { datasets } from "~db/schema";
import { returnedId, runBatch } from "./d1-batch.server";
import { type DatasetView, loadDatasetView } from "./dataset-view.server";
import { type DatasetDeps, uniqueTags } from "./datasets.server";
import { recountForks } from "./trash.server";
import { canSeeDataset } from "./visibility.server";

/** design §8: anyone signed in may fork a public dataset that allows it; the owner always may. */
export function canFork(
  dataset: Pick<DatasetView, "isPublic" | "allowFork" | "ownerId">,
  userId: number,
): boolean {
  return dataset.ownerId === userId || (dataset.isPublic && dataset.allowFork);
}

/** "<name> (fork)", kept within the 64-character name limit. */
export function forkName(name: string): string {
  const suffix = " (fork)";
  return `${name.slice(0, 64 - suffix.length)}${suffix}`;
}

/**
 * Copies the dataset and its latest version (attribute types and entries) for `userId`, records the
 * source and recounts its forks, all in one batch.
 */
export async function forkDataset(
  deps: DatasetDeps,
  userId: number,
  sourceId: number,
  input: ForkDatasetInput,
): Promise<{ message: string; dataset: DatasetView }> {
  const source = await loadDatasetView(deps, sourceId);
  if (!source || !canSeeDataset(source, userId)) throw new DomainError("NOT_FOUND", "Dataset not found");
  if (!canFork(source, userId)) {
    throw new DomainError("FORBIDDEN", "This dataset does not allow forks").because("forkNotAllowed");
  }

  // In one transaction the newest dataset row is the fork and the newest version row its copy.
  const fork = sql`(SELECT max(id) FROM datasets)`;
  const forkVersion = sql`(SELECT max(id) FROM dataset_versions)`;
  const statements = [
    sql`INSERT INTO dataset_tags (dataset_id, tag)
      SELECT ${fork}, value FROM json_each(${JSON.stringify(uniqueTags(source.tags))})`,
  ];
  if (source.latestVersionId !== null) {
    const from = source.latestVersionId;
    statements.push(
      // A fork keeps the version's qualifiers and answer pool (ADR 034) with its entries.
      sql`INSERT INTO dataset_versions (dataset_id, version, changelog, attribute_types, entries_count, qualifier_column, answer_pool)
        SELECT ${fork}, 1, ${input.note || `Forked from ${source.name}`}, attribute_types, entries_count, qualifier_column, answer_pool
        FROM dataset_versions WHERE id = ${from}`,
      sql`INSERT INTO entries (version_id, position, name, labels, aliases, image_url, attributes, search_key, qualifier, in_pool)
        SELECT ${forkVersion}, position, name, labels, aliases, image_url, attributes, search_key, qualifier, in_pool
        FROM entries WHERE version_id = ${from}`,
      sql`UPDATE datasets SET latest_version_id = ${forkVersion} WHERE id = ${fork}`,
    );
  }
  const [inserted] = await runBatch(deps, [
    deps.db
      .insert(datasets)
      .values({
        // A fork never shares its source's exact name: "<name> (fork)" unless one is given.
        name: input.name ?? forkName(source.name),
        nameI18n: null,
        description: input.description ?? source.description,
        descriptionI18n: input.description !== undefined ? null : source.descriptionI18n,
        language: source.language,
        type: source.type,
        isPublic: input.isPublic ?? true,
        allowFork: input.allowFork ?? true,
        ownerId: userId,
        forkedFromId: source.id,
        entriesCount: source.latestVersionId !== null ? source.entriesCount : 0,
      })
      .returning({ id: datasets.id }),
    ...statements,
    recountForks(deps, source.id),
  ]);
  await forgetOnWrite(deps, { kind: "dataset-changed" });
  const dataset = (await loadDatasetView(deps, returnedId(inserted))) as DatasetView;
  return { message: "Dataset forked", dataset };
}
