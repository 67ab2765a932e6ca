import { asc, eq } from "drizzle-orm";
import { bestEffort } from "~/services/cache.server";
import type { ValidEntry } from "~/services/datasets/upload-entries";
import type { AppDeps } from "~/services/deps.server";
import { LruCache } from "~/services/lru-cache";
import { DomainError } from "~/utils/domain-error";
import { suggestKeys } from "~/utils/suggest-match";
import type { Database } from "~db/index";
import { type AttributeColumn, datasetVersions, entries } from "~db/schema";

/** A stored entry as games read it: an upload's entry (its fields, upload-entries.ts) with its row id. */
export type GameEntry = Omit<ValidEntry, "position"> & {
  id: number;
  /** Like searchKey, names and labels only: a name beats someone else's alias. */
  nameKey: string;
  /** Each name followed by the qualifier, folded ("朝阳 · 北京" → `|朝阳北京|`); "" without a qualifier. */
  qualifiedKey?: string;
};

export type GameVersion = {
  id: number;
  datasetId: number;
  columns: AttributeColumn[];
  entries: GameEntry[];
  byId: Map<number, GameEntry>;
  /** The entries that can be the answer: all of them without an answer pool. */
  pool: GameEntry[];
};

// A version's entries never change once written, so one isolate can keep them for its lifetime
// (no expiry, ADR 040). Bounded so that a crawl over many datasets cannot grow the isolate past its
// 128 MB: by count, and by cells (entries × columns), since the largest upload (5,000 × 50) holds
// about 5.5 MB of parsed entries and 64 of those would be ~350 MB. The budget keeps about four of the
// largest, or every version of ordinary size up to the count. The least recently used goes first.
const MAX_CACHED_VERSIONS = 64;
export const MAX_CACHED_CELLS = 1_000_000;
const cache = new LruCache<GameVersion, number>({
  maxEntries: MAX_CACHED_VERSIONS,
  ttlMs: Number.POSITIVE_INFINITY,
  maxWeight: MAX_CACHED_CELLS,
  weigh: (version) => version.entries.length * Math.max(1, version.columns.length),
});
/** Reads in flight, so concurrent requests for one version share a single D1 read. */
const loading = new Map<number, Promise<GameVersion>>();

/**
 * Deleting a version (or its dataset) writes a new value here. Each isolate compares its copy at
 * most every `VERSION_STAMP_CHECK_MS` (one KV read, no D1 round trip) and forgets every version it
 * holds when the stamp moved: deletions are rare, so reloading the versions in use costs little.
 * The bound: the isolate that deletes forgets at once; any other stops serving a deleted version
 * within `VERSION_STAMP_CHECK_MS` of KV showing it the new stamp (KV's own spread between
 * locations is up to 60 s more).
 */
export const VERSION_STAMP_KEY = "cache:versions:stamp";
export const VERSION_STAMP_CHECK_MS = 30_000;
const stamp = { value: null as string | null, checkedAt: Number.NEGATIVE_INFINITY };

type VersionDeps = Pick<AppDeps, "db" | "kv" | "now">;

function drop(versionId: number): void {
  cache.delete(versionId);
  loading.delete(versionId);
}

async function readVersion(db: Database, versionId: number): Promise<GameVersion> {
  const [versionRows, entryRows] = await db.batch([
    db
      .select({
        id: datasetVersions.id,
        datasetId: datasetVersions.datasetId,
        columns: datasetVersions.attributeTypes,
        deletedAt: datasetVersions.deletedAt,
      })
      .from(datasetVersions)
      .where(eq(datasetVersions.id, versionId)),
    db
      .select()
      .from(entries)
      .where(eq(entries.versionId, versionId))
      .orderBy(asc(entries.position), asc(entries.id)),
  ]);
  const version = versionRows[0];
  // A soft-deleted version is gone for new reads (datasets/trash.server.ts).
  if (!version || version.deletedAt) throw new DomainError("NOT_FOUND", "Dataset version not found");
  const list: GameEntry[] = entryRows.map((row) => {
    const named = {
      name: row.name,
      labels: row.labels ?? null,
      aliases: row.aliases ?? [],
      qualifier: row.qualifier,
    };
    return {
      id: row.id,
      ...named,
      imageUrl: row.imageUrl,
      attributes: row.attributes ?? {},
      ...suggestKeys(named),
      inPool: row.inPool,
    };
  });
  const pool = list.filter((entry) => entry.inPool !== false);
  return {
    id: version.id,
    datasetId: version.datasetId,
    columns: version.columns ?? [],
    entries: list,
    byId: new Map(list.map((entry) => [entry.id, entry])),
    pool: pool.length > 0 ? pool : list,
  };
}

function forgetAll(): void {
  cache.clear();
  loading.clear();
}

/** Forgets every version when another isolate deleted one since the last look (see VERSION_STAMP_KEY). */
async function followStamp({ kv }: Pick<AppDeps, "kv">, now: number): Promise<void> {
  stamp.checkedAt = now;
  const value = await bestEffort("get", () => kv.get(VERSION_STAMP_KEY));
  if (value === stamp.value) return;
  stamp.value = value;
  forgetAll();
}

/**
 * A version's columns and entries, read once per isolate and kept until evicted or deleted (a
 * deleted one within the stamp's bound, VERSION_STAMP_CHECK_MS).
 */
export function loadGameVersion(deps: VersionDeps, versionId: number): Promise<GameVersion> {
  const now = deps.now().getTime();
  if (now - stamp.checkedAt >= VERSION_STAMP_CHECK_MS)
    return followStamp(deps, now).then(() => cachedOrRead(deps, versionId));
  return cachedOrRead(deps, versionId);
}

function cachedOrRead({ db }: Pick<AppDeps, "db">, versionId: number): Promise<GameVersion> {
  const hit = cache.get(versionId);
  if (hit) return Promise.resolve(hit);
  const inFlight = loading.get(versionId);
  if (inFlight) return inFlight;
  const pending = readVersion(db, versionId);
  loading.set(versionId, pending);
  const settle = () => {
    // Forgotten (a deletion) while it loaded: this read is not kept.
    if (loading.get(versionId) !== pending) return false;
    loading.delete(versionId);
    return true;
  };
  pending.then((version) => settle() && cache.set(versionId, version), settle);
  return pending;
}

/** Drops a version from this isolate's cache (its entries were purged). */
export function forgetVersion(versionId: number): void {
  drop(versionId);
}

/**
 * Versions were deleted: this isolate forgets them at once, and a new stamp tells every other
 * isolate to forget what it holds (VERSION_STAMP_KEY). A failed KV write leaves the others to
 * their LRU order.
 */
export async function announceDeletedVersions(
  { kv }: Pick<AppDeps, "kv">,
  versionIds: readonly number[],
): Promise<void> {
  for (const id of versionIds) drop(id);
  const value = `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
  await bestEffort("put", () => kv.put(VERSION_STAMP_KEY, value));
  stamp.value = value;
}

export { displayName, QUALIFIER_SEPARATOR, qualifiedName } from "~/utils/suggest-match";
