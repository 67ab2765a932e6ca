import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { AppEnv } from "~/services/deps.server";
import type { Database } from "~db/index";
import { datasetStats, datasets, datasetVersions, entries, gameRecords, users } from "~db/schema";
import { guestAddressKey } from "./address-key.server";
import { resetAggregates } from "./cron.server";

let counter = 0;
const next = () => ++counter + Math.floor(Math.random() * 1e6) * 1000;

export async function insertUser(db: Database, username = `player${next()}`) {
  const [user] = await db.insert(users).values({ username }).returning();
  if (!user) throw new Error("user not inserted");
  return user;
}

/** A dataset with one version of `size` entries named `<prefix>-<n>`. */
export async function insertDataset(
  db: Database,
  options: {
    size?: number;
    isPublic?: boolean;
    name?: string;
    ownerId?: number | null;
    forkedFromId?: number | null;
  } = {},
) {
  const size = options.size ?? 12;
  const [dataset] = await db
    .insert(datasets)
    .values({
      name: options.name ?? `Set ${next()}`,
      isPublic: options.isPublic ?? true,
      entriesCount: size,
      ownerId: options.ownerId ?? null,
      forkedFromId: options.forkedFromId ?? null,
    })
    .returning();
  if (!dataset) throw new Error("dataset not inserted");
  const [version] = await db
    .insert(datasetVersions)
    .values({ datasetId: dataset.id, version: 1, attributeTypes: [], entriesCount: size })
    .returning();
  if (!version) throw new Error("version not inserted");
  const rows = Array.from({ length: size }, (_, i) => ({
    versionId: version.id,
    position: i,
    name: `${dataset.name}-${i}`,
    aliases: [],
    attributes: {},
    searchKey: `${dataset.name}-${i}`.toLowerCase(),
  }));
  const inserted: { id: number }[] = [];
  // D1 allows 100 bound variables per statement.
  for (let i = 0; i < rows.length; i += 10) {
    inserted.push(
      ...(await db
        .insert(entries)
        .values(rows.slice(i, i + 10))
        .returning({ id: entries.id })),
    );
  }
  await db.update(datasets).set({ latestVersionId: version.id }).where(eq(datasets.id, dataset.id));
  return {
    ...dataset,
    latestVersionId: version.id,
    versionId: version.id,
    entryIds: inserted.map((e) => e.id),
  };
}

export type GameInput = {
  userId: number | null;
  datasetId: number;
  versionId: number;
  answerEntryId: number;
  result?: "playing" | "won" | "lost" | "abandoned";
  score?: number;
  duration?: number;
  attempts?: number;
  accuracy?: number;
  startTime?: Date;
  dailyDate?: string | null;
  /** The day of a dataset's own daily the game plays (ADR 021 boards). */
  datasetDailyDate?: string | null;
  isRanked?: boolean;
  ipAddress?: string | null;
  guestId?: string | null;
  /** The record a challenge link replays (its answer came from that game). */
  challengeOf?: number | null;
  /** When the record last changed (the cron's cursor); the database's clock when absent. */
  updatedAt?: Date;
};

export async function insertGame(db: Database, game: GameInput) {
  const startTime = game.startTime ?? new Date("2026-11-20T10:00:00Z");
  const duration = game.duration ?? 60;
  const ended = (game.result ?? "won") !== "playing";
  const [row] = await db
    .insert(gameRecords)
    .values({
      userId: game.userId,
      datasetId: game.datasetId,
      versionId: game.versionId,
      answerEntryId: game.answerEntryId,
      startTime,
      endTime: ended ? new Date(startTime.getTime() + duration * 1000) : null,
      duration: ended ? duration : null,
      attempts: game.attempts ?? 3,
      accuracy: game.accuracy ?? 0.5,
      score: game.score ?? 0,
      result: game.result ?? "won",
      sessionId: `sess_${next()}_${Math.random().toString(36).slice(2)}`,
      isDailyChallenge: game.dailyDate != null || game.datasetDailyDate != null,
      dailyDate: game.dailyDate ?? null,
      datasetDailyDate: game.datasetDailyDate ?? null,
      isRanked: game.isRanked ?? false,
      ipAddress: game.ipAddress ?? null,
      // As startGame stores it: a guest's address is counted by its keyed hash.
      addressKey:
        game.ipAddress && !game.userId
          ? await guestAddressKey(env as unknown as AppEnv, game.ipAddress)
          : null,
      guestId: game.guestId ?? null,
      challengeOf: game.challengeOf ?? null,
      ...(game.updatedAt ? { updatedAt: game.updatedAt } : {}),
    })
    .returning();
  if (!row) throw new Error("game not inserted");
  return row;
}

/** A new version of a test dataset becomes its current one (as an upload does); returns its id. */
export async function insertVersion(db: Database, datasetId: number, at: Date): Promise<number> {
  const [version] = await db
    .insert(datasetVersions)
    .values({ datasetId, version: Math.floor(at.getTime() / 1000), attributeTypes: [], entriesCount: 30 })
    .returning();
  if (!version) throw new Error("version not inserted");
  await db
    .update(datasets)
    .set({ latestVersionId: version.id, updatedAt: at })
    .where(eq(datasets.id, datasetId));
  return version.id;
}

/** Empties games, their aggregates and every KV key, and makes every dataset private: a clean slate per test. */
export async function clearGames(db: Database, kv: KVNamespace) {
  await db.delete(gameRecords);
  await db.delete(datasetStats);
  await resetAggregates({ db });
  const keys = (await kv.list()).keys;
  await Promise.all(keys.map((key) => kv.delete(key.name)));
  await db.update(datasets).set({ isPublic: false });
}
