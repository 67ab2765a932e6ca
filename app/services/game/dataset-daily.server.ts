import { and, asc, eq, lt } from "drizzle-orm";
import { LruCache } from "~/services/lru-cache";
import { datasetDailyNumber } from "~/utils/daily-number";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { datasetDailies, datasetDailyAnchors, datasetVersions, entries } from "~db/schema";
import type { DatasetRow } from "../datasets/visibility.server";
import { DAILY_MIN_ENTRIES, type DailyDeps, getDailyChallenge } from "./daily.server";
import { cyclePick, nextCycle } from "./daily-permutation.server";
import type { Player } from "./guest-player";

/** A dataset's daily of one UTC day. `entryId` is the answer: never send it before the game ends. */
export type DatasetDaily = {
  datasetId: number;
  date: string;
  /** Days since the dataset's anchor, from 1 (ADR 042). */
  number: number;
  versionId: number;
  entryId: number;
};

/** What a dataset's daily needs to know of it (a row or a view of it). */
export type DailyDataset = Pick<
  DatasetRow,
  "id" | "name" | "isPublic" | "entriesCount" | "latestVersionId" | "ownerId" | "forkedFromId"
>;

type StoredDay = { versionId: number; entryId: number; first: string };

/**
 * A stored day and a dataset's anchor never change (the first insert wins): one D1 read per isolate,
 * dataset and day.
 */
const knownDays = new LruCache<StoredDay>({ maxEntries: 500 });
const DAY_MEMORY_MS = 60 * 60_000;

/** Forgets this isolate's copies of the stored days (a test that rewrites them). */
export function forgetKnownDatasetDailies(): void {
  knownDays.clear();
}

/**
 * A public dataset with at least DAILY_MIN_ENTRIES entries has a daily; anything else is "not found"
 * (a private one exists only for its owner, and a tiny one would repeat its answers within days).
 */
export function assertHasDaily(
  dataset: DailyDataset,
): asserts dataset is DailyDataset & { latestVersionId: number } {
  if (!dataset.isPublic || dataset.entriesCount < DAILY_MIN_ENTRIES || dataset.latestVersionId === null) {
    throw new DomainError(
      "NOT_FOUND",
      `This dataset has no daily: only public datasets with at least ${DAILY_MIN_ENTRIES} entries have one`,
      { min: DAILY_MIN_ENTRIES },
    ).because("datasetDailyUnavailable");
  }
}

/** The day's pick and the dataset's anchor, as stored; either may not be stored yet. */
async function readDay(
  db: Database,
  datasetId: number,
  date: string,
): Promise<{ row: Omit<StoredDay, "first"> | null; first: string | null }> {
  const [[row], [anchor]] = await db.batch([
    db
      .select({ versionId: datasetDailies.versionId, entryId: datasetDailies.entryId })
      .from(datasetDailies)
      .where(and(eq(datasetDailies.datasetId, datasetId), eq(datasetDailies.date, date))),
    db
      .select({ first: datasetDailyAnchors.first })
      .from(datasetDailyAnchors)
      .where(eq(datasetDailyAnchors.datasetId, datasetId)),
  ]);
  return { row: row ?? null, first: anchor?.first ?? null };
}

/**
 * The pick of a day nobody asked for yet: the site daily's when that day features this dataset (the
 * featured dataset's daily is the site daily), else the next entry of the dataset's own secret
 * cycles (`cyclePick`), counting the days already played of this dataset (whatever version they were on).
 */
async function pick(
  deps: DailyDeps,
  secret: string,
  dataset: DailyDataset & { latestVersionId: number },
  date: string,
): Promise<{ versionId: number; entryId: number } | null> {
  const site = await getDailyChallenge(deps, date);
  if (site && site.datasetId === dataset.id) return { versionId: site.versionId, entryId: site.entryId };
  const candidates = await deps.db
    .select({ id: entries.id, name: entries.name })
    .from(entries)
    // only the answer pool's entries are answers (every entry without a pool).
    .where(and(eq(entries.versionId, dataset.latestVersionId), eq(entries.inPool, true)))
    .orderBy(asc(entries.position), asc(entries.id));
  const history = await deps.db
    .select({ versionId: datasetDailies.versionId, name: entries.name, size: datasetVersions.entriesCount })
    .from(datasetDailies)
    .innerJoin(entries, eq(entries.id, datasetDailies.entryId))
    .innerJoin(datasetVersions, eq(datasetVersions.id, datasetDailies.versionId))
    .where(and(eq(datasetDailies.datasetId, dataset.id), lt(datasetDailies.date, date)))
    .orderBy(asc(datasetDailies.date));
  const sizes = new Map(history.map((day) => [day.versionId, day.size]));
  sizes.set(dataset.latestVersionId, candidates.length);
  const cycle = nextCycle(
    history,
    (versionId) => sizes.get(versionId) ?? candidates.length,
    dataset.latestVersionId,
  );
  const pool =
    cycle.versionId === dataset.latestVersionId
      ? candidates
      : await deps.db
          .select({ name: entries.name })
          .from(entries)
          .where(eq(entries.versionId, cycle.versionId));
  const entry = await cyclePick({
    secret,
    scope: `dataset:${dataset.id}`,
    history,
    cycle,
    entries: candidates,
    pool: new Set(pool.map((row) => row.name)),
  });
  return entry ? { versionId: dataset.latestVersionId, entryId: entry.id } : null;
}

/** Dataset `dataset`'s daily of `date` (today or a day already stored), the same for everyone. */
export async function getDatasetDaily(
  deps: DailyDeps,
  dataset: DailyDataset,
  date: string,
): Promise<DatasetDaily> {
  assertHasDaily(dataset);
  const key = `${dataset.id}:${date}`;
  let day = knownDays.get(key);
  if (!day) {
    let stored = await readDay(deps.db, dataset.id, date);
    if (!stored.row || !stored.first) {
      const chosen = stored.row ? null : await choose(deps, dataset, date);
      // Two racing requests compute the same pick; the first insert wins and both read it back. The
      // first day whose number anyone works out is the dataset's #1 for good (ADR 042): a day stored
      // earlier by the site daily (today's featured dataset, or an archive day) does not count.
      const anchor = deps.db
        .insert(datasetDailyAnchors)
        .values({ datasetId: dataset.id, first: date })
        .onConflictDoNothing();
      if (chosen) {
        await deps.db.batch([
          deps.db
            .insert(datasetDailies)
            .values({ datasetId: dataset.id, date, ...chosen })
            .onConflictDoNothing(),
          anchor,
        ]);
      } else {
        await anchor;
      }
      stored = await readDay(deps.db, dataset.id, date);
    }
    if (!stored.row || !stored.first) throw new Error("dataset daily not stored");
    day = { ...stored.row, first: stored.first };
  }
  knownDays.set(key, day, DAY_MEMORY_MS);
  return {
    datasetId: dataset.id,
    date,
    number: datasetDailyNumber(day.first, date),
    versionId: day.versionId,
    entryId: day.entryId,
  };
}

async function choose(
  deps: DailyDeps,
  dataset: DailyDataset & { latestVersionId: number },
  date: string,
): Promise<{ versionId: number; entryId: number }> {
  const secret = deps.env.DAILY_SECRET;
  if (!secret) throw new Error("DAILY_SECRET is not configured");
  const chosen = await pick(deps, secret, dataset, date);
  if (!chosen) throw new DomainError("NOT_FOUND", "This dataset has no entries to play");
  return chosen;
}

// ?1 = the dataset it was forked from, ?2 = the player: is any dataset up the chain theirs?
const FORK_CHAIN_OWNED = `WITH RECURSIVE chain(id, depth) AS (
    SELECT ?1, 0
    UNION ALL
    SELECT d.forked_from_id, chain.depth + 1 FROM datasets d JOIN chain ON d.id = chain.id
    WHERE d.forked_from_id IS NOT NULL AND chain.depth < 50
  )
  SELECT count(*) AS n FROM datasets d JOIN chain ON d.id = chain.id WHERE d.owner_id = ?2`;

/**
 * Who knows a dataset's answers: its owner and the owner of every dataset up its fork chain. They
 * play its daily unranked. One recursive read, only for a signed-in player.
 */
export async function isInsider(db: Database, dataset: DailyDataset, player: Player): Promise<boolean> {
  if (player.userId === null) return false;
  if (dataset.ownerId === player.userId) return true;
  if (dataset.forkedFromId === null) return false;
  const row = await db.$client
    .prepare(FORK_CHAIN_OWNED)
    .bind(dataset.forkedFromId, player.userId)
    .first<{ n: number }>();
  return (row?.n ?? 0) > 0;
}
