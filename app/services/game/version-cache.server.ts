import { asc, eq } from "drizzle-orm";
import { defaultLocale, isLocale } from "~/i18n/config";
import type { ValidEntry } from "~/services/datasets/upload-entries";
import { DomainError } from "~/utils/domain-error";
import { localized } from "~/utils/localized";
import { entrySearchKey } from "~/utils/search-key";
import type { Database } from "~db/index";
import { type AttributeColumn, datasetVersions, entries } from "~db/schema";

/** A stored entry as games read it: an upload's entry (its fields, upload-entries.ts) with its row id. */
export type GameEntry = Omit<ValidEntry, "position"> & {
  id: number;
  /** Like searchKey, names and labels only: a name beats someone else's alias. */
  nameKey: string;
};

export type GameVersion = {
  id: number;
  datasetId: number;
  columns: AttributeColumn[];
  entries: GameEntry[];
  byId: Map<number, GameEntry>;
};

// A version's entries never change once written, so one isolate can keep them for its lifetime.
// Bounded so that a crawl over many datasets cannot grow the isolate without limit.
const MAX_CACHED_VERSIONS = 64;
const cache = new Map<number, Promise<GameVersion>>();

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
    const names = [row.name, ...Object.values(row.labels ?? {}).filter((v): v is string => Boolean(v))];
    return {
      id: row.id,
      name: row.name,
      labels: row.labels ?? null,
      aliases: row.aliases ?? [],
      imageUrl: row.imageUrl,
      attributes: row.attributes ?? {},
      searchKey: entrySearchKey([...names, ...(row.aliases ?? [])]),
      nameKey: entrySearchKey(names),
    };
  });
  return {
    id: version.id,
    datasetId: version.datasetId,
    columns: version.columns ?? [],
    entries: list,
    byId: new Map(list.map((entry) => [entry.id, entry])),
  };
}

/** A version's columns and entries, read once per isolate. */
export function loadGameVersion({ db }: { db: Database }, versionId: number): Promise<GameVersion> {
  const hit = cache.get(versionId);
  if (hit) return hit;
  const pending = readVersion(db, versionId);
  cache.set(versionId, pending);
  pending.catch(() => cache.delete(versionId));
  if (cache.size > MAX_CACHED_VERSIONS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return pending;
}

/** Drops a version from this isolate's cache (it was deleted, restored or purged). */
export function forgetVersion(versionId: number): void {
  cache.delete(versionId);
}

export function displayName(entry: Pick<GameEntry, "name" | "labels">, locale: string): string {
  return localized(entry.labels, isLocale(locale) ? locale : defaultLocale, entry.name);
}
