import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { bestEffort } from "~/services/cache.server";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps, AppEnv } from "~/services/deps.server";
import { LruCache } from "~/services/lru-cache";
import { PLAYABLE_MIN_ENTRIES } from "~/utils/playable";
import type { Database } from "~db/index";
import { dailyChallenges, datasetDailies, datasets, entries, gameRecords } from "~db/schema";
import { addDays, DAILY_LAUNCH_DATE, dailyDateOf } from "./daily-date.server";
import { permutationPick } from "./daily-permutation.server";
import { dailyDigest, digestIndex } from "./daily-pick.server";
import type { Player } from "./guest-player";

export { dailyDateOf } from "./daily-date.server";

/** Same shape as the game services' deps (`now` moves the clock in tests). */
export type DailyDeps = {
  db: Database;
  kv: KVNamespace;
  /** DAILY_DATASET_IDS: comma-separated ids an operator adds to the daily pool (ADR 006). */
  env: Pick<AppEnv, "DAILY_SECRET"> & { DAILY_DATASET_IDS?: string };
  now?: () => Date;
};

/** The day's pick. `entryId` is the answer: never send it to a client before the game ends. */
export type DailyChallenge = { date: string; datasetId: number; versionId: number; entryId: number };

/** The operator's extra daily datasets: `DAILY_DATASET_IDS = "12, 40"` (ADR 006). */
export function dailyDatasetIds(value: string | undefined): number[] {
  return (value ?? "")
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * design §4: the daily pool is curated (ADR 006): the seed datasets (they have a slug) plus the
 * datasets an operator lists in DAILY_DATASET_IDS, when public with at least this many entries.
 * Any author's dataset is NOT eligible by itself (its author would know the answer).
 */
export const DAILY_MIN_ENTRIES = PLAYABLE_MIN_ENTRIES;
const KV_TTL_SECONDS = 14 * 24 * 60 * 60;
/**
 * Picks this isolate has read. The home, daily and game pages each ask for the day's pick, and a
 * stored pick never changes (the first insert wins), so one KV read per isolate and day is enough.
 * "No pick" (an empty pool) is not remembered: an operator may fill the pool at any time.
 */
const knownPicks = new LruCache<DailyChallenge>({ maxEntries: 60 });
const PICK_MEMORY_MS = 60 * 60_000;

const storedChallenge = z.object({
  date: z.string(),
  datasetId: z.number().int(),
  versionId: z.number().int(),
  entryId: z.number().int(),
});

export const dailyKvKey = (date: string) => `daily:${date}`;

/**
 * The daily challenge of a UTC day, the same for everyone: KV, else the D1 history, else computed
 * (HMAC of the date over the pool) and written to both. Null for a future day or an empty pool.
 */
export async function getDailyChallenge(deps: DailyDeps, date: string): Promise<DailyChallenge | null> {
  if (date > dailyDateOf(deps.now ? deps.now() : new Date()) || date < DAILY_LAUNCH_DATE) return null;
  const known = knownPicks.get(date);
  if (known) return known;
  const cached = storedChallenge.safeParse(
    await bestEffort("get", () => deps.kv.get(dailyKvKey(date), "json")),
  );
  const stored = cached.success && cached.data.date === date ? cached.data : await readOrPick(deps, date);
  if (stored) knownPicks.set(date, stored, PICK_MEMORY_MS);
  return stored;
}

async function readOrPick(deps: DailyDeps, date: string): Promise<DailyChallenge | null> {
  const stored = (await readStored(deps.db, date)) ?? (await pickAndStore(deps, date));
  if (stored) {
    await bestEffort("put", () =>
      deps.kv.put(dailyKvKey(date), JSON.stringify(stored), { expirationTtl: KV_TTL_SECONDS }),
    );
  }
  return stored;
}

/** Forgets this isolate's copies of the picks (a test that rewrites the history under them). */
export function forgetKnownPicks(): void {
  knownPicks.clear();
}

async function readStored(db: Database, date: string): Promise<DailyChallenge | null> {
  const row = await db.query.dailyChallenges.findFirst({ where: eq(dailyChallenges.date, date) });
  return row ? { date, datasetId: row.datasetId, versionId: row.versionId, entryId: row.entryId } : null;
}

async function pickAndStore(deps: DailyDeps, date: string): Promise<DailyChallenge | null> {
  const secret = deps.env.DAILY_SECRET;
  if (!secret) throw new Error("DAILY_SECRET is not configured");
  const computed = await computeDailyPick(deps, secret, date, dailyDatasetIds(deps.env.DAILY_DATASET_IDS));
  if (!computed) return null;
  // ADR 021: the site daily is the featured dataset's own daily of that day, one answer. When that
  // day of the dataset's daily is already stored, it is the site's answer too; else the site's pick
  // becomes that day of the dataset's daily.
  const [own] = await deps.db
    .select({ versionId: datasetDailies.versionId, entryId: datasetDailies.entryId })
    .from(datasetDailies)
    .where(and(eq(datasetDailies.datasetId, computed.datasetId), eq(datasetDailies.date, date)));
  const pick = own ? { ...computed, ...own } : computed;
  // Two racing requests compute the same pick; the first insert wins and both read it back.
  await deps.db.batch([
    deps.db.insert(dailyChallenges).values(pick).onConflictDoNothing(),
    deps.db
      .insert(datasetDailies)
      .values({ datasetId: pick.datasetId, date, versionId: pick.versionId, entryId: pick.entryId })
      .onConflictDoNothing(),
  ]);
  return readStored(deps.db, date);
}

/** The pick for `date` given the history of earlier days (pure apart from reads). */
export async function computeDailyPick(
  { db }: Pick<AppDeps, "db">,
  secret: string,
  date: string,
  extraIds: readonly number[] = [],
): Promise<DailyChallenge | null> {
  const curated = extraIds.length
    ? or(isNotNull(datasets.slug), inArray(datasets.id, [...extraIds]))
    : isNotNull(datasets.slug);
  const pool = await db
    .select({ id: datasets.id, versionId: datasets.latestVersionId })
    .from(datasets)
    .where(
      and(
        eq(datasets.isPublic, true),
        gte(datasets.entriesCount, DAILY_MIN_ENTRIES),
        isNotNull(datasets.latestVersionId),
        // A soft-deleted dataset is never a new daily (datasets/trash.server.ts).
        isNull(datasets.deletedAt),
        curated,
      ),
    )
    .orderBy(asc(datasets.id));
  if (pool.length === 0) return null;
  // Never the same dataset two days running while the pool has another one.
  const yesterday = await readStored(db, addDays(date, -1));
  const fresh = pool.length >= 2 && yesterday ? pool.filter((set) => set.id !== yesterday.datasetId) : pool;
  const digest = await dailyDigest(secret, date);
  const dataset = fresh[digestIndex(digest, 0, fresh.length)];
  if (!dataset?.versionId) return null;
  const candidates = await db
    .select({ id: entries.id, name: entries.name })
    .from(entries)
    // only the answer pool's entries are answers (every entry without a pool).
    .where(and(eq(entries.versionId, dataset.versionId), eq(entries.inPool, true)))
    .orderBy(asc(entries.position), asc(entries.id));
  if (candidates.length === 0) return null;
  const history = await db
    .select({ name: entries.name, uses: count() })
    .from(dailyChallenges)
    .innerJoin(entries, eq(entries.id, dailyChallenges.entryId))
    .where(and(eq(dailyChallenges.datasetId, dataset.id), lt(dailyChallenges.date, date)))
    .groupBy(entries.name);
  const uses = new Map(history.map((row) => [row.name, row.uses]));
  const played = history.reduce((sum, row) => sum + row.uses, 0);
  const entry = await permutationPick({
    secret,
    scope: `site:dataset:${dataset.id}`,
    index: played,
    entries: candidates,
    uses,
  });
  if (!entry) return null;
  return { date, datasetId: dataset.id, versionId: dataset.versionId, entryId: entry.id };
}

/**
 * A player's daily game of `date`: the ranked (counted) one, else their first one (an owner's
 * unranked play). Null when they have not played that day.
 */
// The user's and the guest's form of the same statement, each built once per database.
export const dailyPlayOrder = [
  desc(gameRecords.isRanked),
  asc(gameRecords.startTime),
  asc(gameRecords.id),
] as const;
// What the daily's views show of that game (daily-view.server.ts, and a dataset daily's lookup), not the whole record.
export const dailyPlayColumns = {
  id: gameRecords.id,
  result: gameRecords.result,
  attempts: gameRecords.attempts,
  score: gameRecords.score,
  isRanked: gameRecords.isRanked,
  hardMode: gameRecords.hardMode,
};
const userDailyPlay = prepared((db) =>
  db
    .select(dailyPlayColumns)
    .from(gameRecords)
    .where(
      and(
        eq(gameRecords.userId, sql.placeholder("userId")),
        eq(gameRecords.dailyDate, sql.placeholder("date")),
      ),
    )
    .orderBy(...dailyPlayOrder)
    .limit(1)
    .prepare(),
);
const guestDailyPlay = prepared((db) =>
  db
    .select(dailyPlayColumns)
    .from(gameRecords)
    .where(
      and(
        isNull(gameRecords.userId),
        eq(gameRecords.guestId, sql.placeholder("guestId")),
        eq(gameRecords.dailyDate, sql.placeholder("date")),
      ),
    )
    .orderBy(...dailyPlayOrder)
    .limit(1)
    .prepare(),
);

/**
 * The statement of `findDailyPlay` with its values, for a caller that sends it in one D1 batch with
 * other reads (`batchPrepared`); null for a player without an id, who has no plays.
 */
export function dailyPlayRead({ db }: Pick<AppDeps, "db">, player: Player, date: string) {
  if (player.userId !== null) return [userDailyPlay(db), { userId: player.userId, date }] as const;
  return player.guestId ? ([guestDailyPlay(db), { guestId: player.guestId, date }] as const) : null;
}

export async function findDailyPlay({ db }: Pick<AppDeps, "db">, player: Player, date: string) {
  const read = dailyPlayRead({ db }, player, date);
  return (read ? await read[0].get(read[1]) : undefined) ?? null;
}
