import { eq, sql } from "drizzle-orm";
import type { CreateDatasetInput, UpdateDatasetInput } from "~/schemas/datasets";
import { readThrough } from "~/services/cache.server";
import { forgetOnWrite, publicReadKey } from "~/services/forget-on-write.server";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { datasets, datasetTags } from "~db/schema";
import { returnedId, runBatch } from "./d1-batch.server";
import { type DatasetView, loadDatasetView } from "./dataset-view.server";
import { canSeeDataset } from "./visibility.server";

/** `waitUntil`: a public read's KV copy is written after the answer (`readThrough`). */
export type DatasetDeps = { db: Database; kv: KVNamespace; waitUntil: (work: Promise<unknown>) => void };

const notFound = () => new DomainError("NOT_FOUND", "Dataset not found");

export const uniqueTags = (tags: readonly string[]) =>
  [...new Set(tags.map((tag) => tag.trim()))].filter(Boolean);

/**
 * design §8 through the cache: only public datasets are cached, and the owner always reads the
 * database, so an owner never sees their own edit late and nobody else ever sees a private one.
 */
export async function getDataset(
  deps: DatasetDeps,
  id: number,
  viewerId: number | null,
): Promise<DatasetView> {
  let readNow = false;
  const cached = await readThrough(
    deps,
    publicReadKey.dataset(id),
    () => {
      readNow = true;
      return loadDatasetView(deps, id);
    },
    (view) => view?.isPublic === true,
  );
  // The owner never sees a cached copy; a read made just now (a miss, or a private dataset) is D1 already.
  const ownCopy = !readNow && cached !== null && viewerId !== null && cached.ownerId === viewerId;
  const view = ownCopy ? await loadDatasetView(deps, id) : cached;
  if (!view || !canSeeDataset(view, viewerId)) throw notFound();
  return view;
}

/** The dataset if `userId` owns it: 404 when they cannot see it, 403 when they can but do not own it. */
export async function getOwnedDataset(deps: Pick<DatasetDeps, "db">, id: number, userId: number) {
  const view = await loadDatasetView(deps, id);
  if (!view || !canSeeDataset(view, userId)) throw notFound();
  if (view.ownerId !== userId) throw new DomainError("FORBIDDEN", "Only the owner can change this dataset");
  return view;
}

function insertTagsOfNewest(tags: string[]) {
  // Runs in the same batch (one transaction) right after the dataset insert, so max(id) is that row.
  return sql`INSERT INTO dataset_tags (dataset_id, tag)
    SELECT (SELECT max(id) FROM datasets), value FROM json_each(${JSON.stringify(uniqueTags(tags))})`;
}

export async function createDataset(deps: DatasetDeps, userId: number, input: CreateDatasetInput) {
  const [inserted] = await runBatch(deps, [
    deps.db
      .insert(datasets)
      .values({
        name: input.name,
        description: input.description,
        language: input.language,
        type: input.type,
        isPublic: input.isPublic,
        allowFork: input.allowFork,
        ownerId: userId,
      })
      .returning({ id: datasets.id }),
    insertTagsOfNewest(input.tags),
  ]);
  await forgetOnWrite(deps, { kind: "dataset-changed" });
  return (await loadDatasetView(deps, returnedId(inserted))) as DatasetView;
}

export async function updateDataset(
  deps: DatasetDeps,
  userId: number,
  id: number,
  input: UpdateDatasetInput,
) {
  const owned = await getOwnedDataset(deps, id, userId);
  const { tags, ...fields } = input;
  // Hidden by an operator: it stays private; the owner's choice applies when it is unhidden.
  const visibility =
    owned.hiddenReason !== null && fields.isPublic !== undefined
      ? { isPublic: false, hiddenWasPublic: fields.isPublic }
      : {};
  const update = deps.db
    .update(datasets)
    .set({ ...fields, ...visibility, updatedAt: new Date() })
    .where(eq(datasets.id, id));
  if (tags) {
    await runBatch(deps, [
      update,
      deps.db.delete(datasetTags).where(eq(datasetTags.datasetId, id)),
      sql`INSERT INTO dataset_tags (dataset_id, tag) SELECT ${id}, value FROM json_each(${JSON.stringify(uniqueTags(tags))})`,
    ]);
  } else {
    await update;
  }
  await forgetOnWrite(deps, { kind: "dataset-changed" });
  return (await loadDatasetView(deps, id)) as DatasetView;
}

/** The dataset if `userId` owns it, else 404 for everyone (edit pages never hint that it exists). */
export async function getEditableDataset(deps: Pick<DatasetDeps, "db">, id: number, userId: number) {
  const view = await loadDatasetView(deps, id);
  if (!view || view.ownerId !== userId) throw notFound();
  return view;
}
