import { and, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import { forgetInIsolate, forgetOnWrite } from "~/services/forget-on-write.server";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { datasetStats, datasets, datasetTags, datasetVersions, favorites } from "~db/schema";
import { runBatch } from "./d1-batch.server";
import type { DatasetDeps } from "./datasets.server";
import { getOwnedDataset } from "./datasets.server";
import { followLatestVersion } from "./version-store.server";

/**
 * Nothing is lost on delete: deleting a dataset or a version sets `deleted_at`, which
 * hides it everywhere at once; its owner may restore it for RESTORE_DAYS; the cron purge then drops
 * its entries, tags and favorites and marks it `purged_at`, but never deletes the row (a database
 * trigger refuses that while any game record or daily challenge points at it). Game records keep the
 * names they show (`dataset_name`, `answer_name`), so other players' history reads the same after.
 */
export const RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;

type TrashDeps = Pick<DatasetDeps, "db" | "kv" | "waitUntil"> & { now: () => Date };

const restoreDeadline = (deletedAt: Date) => new Date(deletedAt.getTime() + RESTORE_DAYS * DAY_MS);

/**
 * Copies the dataset's and the answers' names into the records that do not hold them yet. `where`
 * must name the records' `dataset_id` (the index game records are found by), or the update reads
 * every game ever played.
 */
function keepRecordNames(where: SQL) {
  return sql`UPDATE game_records SET
      dataset_name = coalesce(dataset_name, (SELECT name FROM datasets WHERE datasets.id = game_records.dataset_id)),
      answer_name = coalesce(answer_name, (SELECT name FROM entries WHERE entries.id = game_records.answer_entry_id))
    WHERE (dataset_name IS NULL OR answer_name IS NULL) AND ${where}`;
}

/** A fork counts for its source only while it is not deleted. */
export function recountForks({ db }: Pick<AppDeps, "db">, sourceId: number) {
  return db
    .update(datasets)
    .set({
      forksCount: sql`(SELECT count(*) FROM datasets WHERE forked_from_id = ${sourceId} AND deleted_at IS NULL)`,
      updatedAt: sql`${datasets.updatedAt}`,
    })
    .where(eq(datasets.id, sourceId));
}

async function versionIdsOf(db: Database, datasetId: number): Promise<number[]> {
  const rows = await db
    .select({ id: datasetVersions.id })
    .from(datasetVersions)
    .where(eq(datasetVersions.datasetId, datasetId));
  return rows.map((row) => row.id);
}

/** Soft-deletes a dataset (owner only): gone from every list, page, search and game start at once. */
export async function deleteDataset(deps: TrashDeps, userId: number, id: number) {
  const view = await getOwnedDataset(deps, id, userId);
  const now = deps.now();
  const statements = [
    keepRecordNames(sql`dataset_id = ${id}`),
    deps.db.update(datasets).set({ deletedAt: now, updatedAt: now }).where(eq(datasets.id, id)),
  ];
  if (view.forkedFromId !== null) statements.push(recountForks(deps, view.forkedFromId));
  await runBatch(deps, statements);
  await forgetOnWrite(deps, { kind: "versions-deleted", versionIds: await versionIdsOf(deps.db, id) });
  return { id, deleted: true, restoreUntil: restoreDeadline(now).toISOString() };
}

/** Brings back a dataset its owner deleted less than RESTORE_DAYS ago; else 404. */
export async function restoreDataset(deps: TrashDeps, userId: number, id: number) {
  const row = await deps.db.query.datasets.findFirst({
    where: and(eq(datasets.id, id), eq(datasets.ownerId, userId), isNotNull(datasets.deletedAt)),
  });
  const now = deps.now();
  if (!row?.deletedAt || row.purgedAt || restoreDeadline(row.deletedAt) <= now) {
    throw new DomainError("NOT_FOUND", "No deleted dataset to restore").because("nothingToRestore");
  }
  const statements = [
    deps.db.update(datasets).set({ deletedAt: null, updatedAt: now }).where(eq(datasets.id, id)),
  ];
  if (row.forkedFromId !== null) statements.push(recountForks(deps, row.forkedFromId));
  await runBatch(deps, statements);
  await forgetOnWrite(deps, { kind: "dataset-changed" });
  return { id, restored: true };
}

export type DeletedDataset = { id: number; name: string; deletedAt: string; restoreUntil: string };

/** The owner's datasets deleted in the last RESTORE_DAYS, newest first ("My datasets" → restore). */
export async function listDeletedDatasets(deps: TrashDeps, userId: number): Promise<DeletedDataset[]> {
  const since = new Date(deps.now().getTime() - RESTORE_DAYS * DAY_MS);
  const rows = await deps.db
    .select({ id: datasets.id, name: datasets.name, deletedAt: datasets.deletedAt })
    .from(datasets)
    .where(
      and(
        eq(datasets.ownerId, userId),
        isNull(datasets.purgedAt),
        sql`${datasets.deletedAt} > ${since.getTime()}`,
      ),
    )
    .orderBy(desc(datasets.deletedAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    deletedAt: (row.deletedAt as Date).toISOString(),
    restoreUntil: restoreDeadline(row.deletedAt as Date).toISOString(),
  }));
}

/** The owner's version, live or soft-deleted as asked; else 404 (also when the dataset is not theirs). */
export async function ownedVersionRow(
  deps: DatasetDeps,
  userId: number,
  versionId: number,
  deleted: boolean,
) {
  const row = await deps.db.query.datasetVersions.findFirst({
    where: and(
      eq(datasetVersions.id, versionId),
      deleted ? isNotNull(datasetVersions.deletedAt) : isNull(datasetVersions.deletedAt),
    ),
  });
  if (!row) throw new DomainError("NOT_FOUND", "Version not found");
  try {
    await getOwnedDataset(deps, row.datasetId, userId);
  } catch (error) {
    // A deleted version exists for its owner only: anyone else is told it does not exist (404), as
    // for a missing one, so a restore cannot probe which ids were deleted.
    const hidden =
      error instanceof DomainError && (error.code === "NOT_FOUND" || (deleted && error.code === "FORBIDDEN"));
    if (hidden) throw new DomainError("NOT_FOUND", "Version not found");
    throw error;
  }
  return row;
}

/** Soft-deletes a version (owner only); the dataset falls back to its newest remaining version. */
export async function deleteVersion(deps: TrashDeps, userId: number, versionId: number) {
  const row = await ownedVersionRow(deps, userId, versionId, false);
  const now = deps.now();
  await runBatch(deps, [
    keepRecordNames(sql`dataset_id = ${row.datasetId} AND version_id = ${versionId}`),
    deps.db.update(datasetVersions).set({ deletedAt: now }).where(eq(datasetVersions.id, versionId)),
    followLatestVersion(deps, row.datasetId),
  ]);
  await forgetOnWrite(deps, { kind: "versions-deleted", versionIds: [versionId] });
  return { id: versionId, deleted: true, restoreUntil: restoreDeadline(now).toISOString() };
}

/** Brings a deleted version back within RESTORE_DAYS (the dataset follows its newest version again). */
export async function restoreVersion(deps: TrashDeps, userId: number, versionId: number) {
  const row = await ownedVersionRow(deps, userId, versionId, true);
  if (!row.deletedAt || restoreDeadline(row.deletedAt) <= deps.now()) {
    throw new DomainError("NOT_FOUND", "No deleted version to restore").because("nothingToRestore");
  }
  await runBatch(deps, [
    deps.db.update(datasetVersions).set({ deletedAt: null }).where(eq(datasetVersions.id, versionId)),
    followLatestVersion(deps, row.datasetId),
  ]);
  await forgetOnWrite(deps, { kind: "dataset-changed" });
  return { id: versionId, restored: true };
}

/** Deleted versions of a dataset its owner may still restore. */
export async function listDeletedVersions(deps: TrashDeps, datasetId: number) {
  const since = new Date(deps.now().getTime() - RESTORE_DAYS * DAY_MS);
  const rows = await deps.db
    .select({
      id: datasetVersions.id,
      version: datasetVersions.version,
      deletedAt: datasetVersions.deletedAt,
    })
    .from(datasetVersions)
    .where(
      and(eq(datasetVersions.datasetId, datasetId), sql`${datasetVersions.deletedAt} > ${since.getTime()}`),
    )
    .orderBy(desc(datasetVersions.version));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    deletedAt: (row.deletedAt as Date).toISOString(),
    restoreUntil: restoreDeadline(row.deletedAt as Date).toISOString(),
  }));
}

export type PurgeReport = { datasets: number; versions: number };

/**
 * The cron purge: datasets and versions deleted more than RESTORE_DAYS ago lose their entries (and
 * datasets their tags, favorites and stats); their rows stay as tombstones, so game records, daily
 * challenges and boards that point at them keep their history. At most `batch` datasets per run.
 */
export async function purgeDeleted(deps: Pick<TrashDeps, "db" | "now">, batch = 50): Promise<PurgeReport> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - RESTORE_DAYS * DAY_MS);
  const due = await deps.db
    .select({ id: datasets.id })
    .from(datasets)
    .where(and(isNull(datasets.purgedAt), lt(datasets.deletedAt, cutoff)))
    .limit(batch);
  const ids = due.map((row) => row.id);
  if (ids.length > 0) {
    const versionsOf = sql`(SELECT id FROM dataset_versions WHERE dataset_id IN (SELECT value FROM json_each(${JSON.stringify(ids)})))`;
    await runBatch(deps, [
      keepRecordNames(sql`dataset_id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`),
      sql`UPDATE dataset_versions SET deleted_at = coalesce(deleted_at, ${now.getTime()}) WHERE id IN ${versionsOf}`,
      sql`DELETE FROM entries WHERE version_id IN ${versionsOf}`,
      deps.db.delete(datasetTags).where(inArray(datasetTags.datasetId, ids)),
      deps.db.delete(favorites).where(inArray(favorites.datasetId, ids)),
      deps.db.delete(datasetStats).where(inArray(datasetStats.datasetId, ids)),
      deps.db
        .update(datasets)
        .set({
          purgedAt: now,
          latestVersionId: null,
          entriesCount: 0,
          favoritesCount: 0,
          updatedAt: sql`${datasets.updatedAt}`,
        })
        .where(inArray(datasets.id, ids)),
    ]);
  }
  // Versions deleted on their own: their entries go, the version row stays.
  const versionRows = await deps.db.all<{ id: number }>(sql`SELECT id FROM dataset_versions
    WHERE deleted_at < ${cutoff.getTime()}
      AND EXISTS (SELECT 1 FROM entries WHERE entries.version_id = dataset_versions.id) LIMIT ${batch}`);
  const versionIds = versionRows.map((row) => row.id);
  if (versionIds.length > 0) {
    const list = sql`(SELECT value FROM json_each(${JSON.stringify(versionIds)}))`;
    await runBatch(deps, [
      keepRecordNames(
        sql`dataset_id IN (SELECT dataset_id FROM dataset_versions WHERE id IN ${list}) AND version_id IN ${list}`,
      ),
      sql`DELETE FROM entries WHERE version_id IN ${list}`,
    ]);
    forgetInIsolate({ kind: "versions-purged", versionIds });
  }
  return { datasets: ids.length, versions: versionIds.length };
}

/**
 * Takes back a dataset created moments ago whose first upload failed (the test-upload page): only
 * its owner's, and only while it has no version, so nothing anyone saw or played is touched.
 */
export async function discardEmptyDataset(deps: Pick<TrashDeps, "db" | "kv">, userId: number, id: number) {
  await runBatch(deps, [
    sql`DELETE FROM datasets WHERE id = ${id} AND owner_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM dataset_versions WHERE dataset_id = ${id})`,
  ]);
  await forgetOnWrite(deps, { kind: "dataset-changed" });
}
