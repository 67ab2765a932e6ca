import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { dailyChallenges, datasets } from "~db/schema";
import {
  computeDailyPick,
  dailyKvKey,
  findDailyPlay,
  forgetKnownPicks,
  getDailyChallenge,
} from "./daily.server";
import { insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";

const db = database(env.DB);
const deps = (extra: { DAILY_DATASET_IDS?: string } = {}) => ({
  db,
  kv: env.KV,
  env: { DAILY_SECRET: "test-daily-secret", ...extra },
  now: () => new Date("2026-11-22T12:00:00Z"),
});

/** A dataset in the curated pool the way seed datasets are (they have a slug). */
async function curated<T extends { id: number }>(set: T): Promise<T> {
  await db
    .update(datasets)
    .set({ slug: `seed-${set.id}` })
    .where(eq(datasets.id, set.id));
  return set;
}

async function clearDailies(dates: string[]) {
  await db.delete(dailyChallenges);
  await Promise.all(dates.map((date) => env.KV.delete(dailyKvKey(date))));
  forgetKnownPicks();
}

describe("getDailyChallenge", () => {
  beforeEach(async () => {
    await db.update(datasets).set({ isPublic: false });
  });

  it("gives everyone the same pick, computed once and then read from KV", async () => {
    const set = await curated(await insertDataset(db, { size: 12 }));
    await clearDailies(["2026-11-22"]);
    const first = await getDailyChallenge(deps(), "2026-11-22");
    expect(first).toMatchObject({ date: "2026-11-22", datasetId: set.id, versionId: set.versionId });
    expect(set.entryIds).toContain(first?.entryId);
    expect(await env.KV.get(dailyKvKey("2026-11-22"), "json")).toEqual(first);
    // This isolate remembers the pick: it answers without asking KV or D1 again.
    await env.KV.delete(dailyKvKey("2026-11-22"));
    await db.delete(dailyChallenges);
    expect(await getDailyChallenge(deps(), "2026-11-22")).toEqual(first);
    // Another isolate, KV lost (eventual consistency): D1 history gives the same answer.
    await clearDailies(["2026-11-22"]);
    await getDailyChallenge(deps(), "2026-11-22");
    await env.KV.delete(dailyKvKey("2026-11-22"));
    forgetKnownPicks();
    expect(await getDailyChallenge(deps(), "2026-11-22")).toEqual(first);
    // Recomputing from scratch gives the same pick too (what a request finds when cron was missed).
    await clearDailies(["2026-11-22"]);
    expect(await getDailyChallenge(deps(), "2026-11-22")).toEqual(first);
  });

  it("only draws from curated public datasets with at least 10 entries", async () => {
    await curated(await insertDataset(db, { size: 9 }));
    await curated(await insertDataset(db, { size: 30, isPublic: false }));
    // Any author's public dataset is not in the pool by itself (its author knows the answers).
    const authored = await insertDataset(db, { size: 40 });
    await clearDailies(["2026-11-21"]);
    expect(await getDailyChallenge(deps(), "2026-11-21")).toBeNull();
    // An operator adds it through DAILY_DATASET_IDS (ADR 006).
    const listed = deps({ DAILY_DATASET_IDS: ` 999999, ${authored.id}` });
    expect((await getDailyChallenge(listed, "2026-11-21"))?.datasetId).toBe(authored.id);
    await clearDailies(["2026-11-21"]);
    await db.update(datasets).set({ isPublic: false }).where(eq(datasets.id, authored.id));
    const playable = await curated(await insertDataset(db, { size: 10 }));
    expect((await getDailyChallenge(deps(), "2026-11-21"))?.datasetId).toBe(playable.id);
  });

  it("returns null for a future day", async () => {
    await curated(await insertDataset(db, { size: 12 }));
    expect(await getDailyChallenge(deps(), "2026-11-23")).toBeNull();
  });

  it("does not repeat an entry of a dataset until all of it has been used", async () => {
    const set = await curated(await insertDataset(db, { size: 10 }));
    await clearDailies([]);
    const picked: number[] = [];
    for (let day = 1; day <= 10; day++) {
      const date = `2026-10-${String(day).padStart(2, "0")}`;
      const pick = await getDailyChallenge(deps(), date);
      picked.push(pick?.entryId ?? -1);
    }
    expect(new Set(picked).size).toBe(10);
    expect([...picked].sort()).toEqual([...set.entryIds].sort());
    // Day 11 starts a new round: any entry may come again.
    const eleventh = await computeDailyPick({ db }, "test-daily-secret", "2026-10-11");
    expect(set.entryIds).toContain(eleventh?.entryId);
    const stored = await db.select().from(dailyChallenges).where(eq(dailyChallenges.datasetId, set.id));
    expect(stored).toHaveLength(10);
  });
});

describe("findDailyPlay", () => {
  it("finds the player's counted game of the day, else none", async () => {
    const user = await insertUser(db);
    const set = await insertDataset(db, { size: 10 });
    const game = { datasetId: set.id, versionId: set.versionId, answerEntryId: set.entryIds[0] ?? 0 };
    const player = { userId: user.id, guestId: null };
    expect(await findDailyPlay({ db }, player, "2026-11-22")).toBeNull();
    await insertGame(db, { ...game, userId: user.id, dailyDate: "2026-11-21", isRanked: true });
    expect(await findDailyPlay({ db }, player, "2026-11-22")).toBeNull();
    await insertGame(db, { ...game, userId: user.id, dailyDate: "2026-11-22", isRanked: false, score: 5 });
    const ranked = await insertGame(db, {
      ...game,
      userId: user.id,
      dailyDate: "2026-11-22",
      isRanked: true,
    });
    expect((await findDailyPlay({ db }, player, "2026-11-22"))?.id).toBe(ranked.id);
  });
});

describe("the site daily's rotation", () => {
  beforeEach(async () => {
    await db.update(datasets).set({ isPublic: false });
  });

  it("never plays the same dataset two days running while the pool has two", async () => {
    const a = await curated(await insertDataset(db, { size: 12 }));
    const b = await curated(await insertDataset(db, { size: 12 }));
    await clearDailies([]);
    let previous: number | null = null;
    const seen = new Set<number>();
    for (let day = 1; day <= 20; day++) {
      const date = `2026-09-${String(day).padStart(2, "0")}`;
      const pick = await getDailyChallenge(deps(), date);
      expect({ date, same: pick?.datasetId === previous }).toEqual({ date, same: false });
      previous = pick?.datasetId ?? null;
      seen.add(previous ?? -1);
    }
    expect([...seen].sort()).toEqual([a.id, b.id].sort());
  });
});
