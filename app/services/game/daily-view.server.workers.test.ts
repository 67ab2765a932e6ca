import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import { database } from "~db/index";
import { dailyChallenges, datasets } from "~db/schema";
import { dailyKvKey, forgetKnownPicks, getDailyChallenge } from "./daily.server";
import { getDailyPage } from "./daily-view.server";
import { insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";

const counted = countingD1(env.DB);
const deps = {
  db: database(counted.d1),
  kv: env.KV,
  env: { DAILY_SECRET: "test-daily-view-secret" },
  now: () => new Date("2026-11-22T12:00:00Z"),
  waitUntil: () => {},
};

/** Round trips to D1 made by one call. */
async function tripsOf<T>(call: () => Promise<T>): Promise<[T, number]> {
  const before = counted.roundTrips();
  const result = await call();
  return [result, counted.roundTrips() - before];
}

describe("getDailyPage", () => {
  let set: Awaited<ReturnType<typeof insertDataset>>;
  beforeAll(async () => {
    const { db } = deps;
    await db.update(datasets).set({ isPublic: false });
    set = await insertDataset(db, { size: 12 });
    // In the curated pool, as seed datasets are (they have a slug).
    await db
      .update(datasets)
      .set({ slug: `seed-${set.id}` })
      .where(eq(datasets.id, set.id));
    await db.delete(dailyChallenges);
    await env.KV.delete(dailyKvKey("2026-11-22"));
    forgetKnownPicks();
  });

  it("shows a player their play of the day and streak, read in one D1 round trip", async () => {
    const { db } = deps;
    const challenge = await getDailyChallenge(deps, "2026-11-22");
    expect(challenge?.datasetId).toBe(set.id);
    const user = await insertUser(db);
    const game = { datasetId: set.id, versionId: set.versionId, answerEntryId: set.entryIds[0] ?? 0 };
    await insertGame(db, { ...game, userId: user.id, dailyDate: "2026-11-21", isRanked: true });
    const today = await insertGame(db, {
      ...game,
      userId: user.id,
      dailyDate: "2026-11-22",
      isRanked: true,
      attempts: 4,
      score: 70,
    });
    const player = { userId: user.id, guestId: null };
    await getDailyPage(deps, { player, locale: "en-US" });

    const [page, trips] = await tripsOf(() => getDailyPage(deps, { player, locale: "en-US" }));
    expect(page.today).toMatchObject({ date: "2026-11-22", datasetId: set.id, ranked: true });
    expect(page.today?.played).toMatchObject({ recordId: today.id, result: "won", attempts: 4, score: 70 });
    expect(page.stats).toMatchObject({ currentStreak: 2, bestStreak: 2, played: 2, wins: 2 });
    expect(trips).toBe(1);
  });

  it("shows a guest who has not played today no play and an empty streak; a visitor without an id asks D1 nothing", async () => {
    const guest = { userId: null, guestId: "g_00000000000000000000000000000abc" };
    await getDailyPage(deps, { player: guest, locale: "zh-CN" });
    const [page, trips] = await tripsOf(() => getDailyPage(deps, { player: guest, locale: "zh-CN" }));
    expect(page.today).toMatchObject({ datasetId: set.id, played: null });
    expect(page.stats).toMatchObject({ currentStreak: 0, played: 0 });
    expect(trips).toBe(1);

    const nobody = { userId: null, guestId: null };
    const [anonymous, none] = await tripsOf(() => getDailyPage(deps, { player: nobody, locale: "zh-CN" }));
    expect(anonymous.today?.played).toBeNull();
    expect(anonymous.stats).toBeNull();
    expect(none).toBe(0);
  });
});
