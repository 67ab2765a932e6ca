import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { countingD1 } from "./db/counting-d1.test-helper";
import { insertDataset, insertGame, insertUser } from "./game/stats-fixtures.test-helper";
import { getOwnProfileView, updateProfile } from "./profile.server";

const counted = countingD1(env.DB);
const deps = { db: database(counted.d1), kv: env.KV, now: () => new Date("2026-11-22T12:00:00Z") };

describe("getOwnProfileView", () => {
  it("gives the player their profile, account names and stats in one D1 round trip", async () => {
    const user = await insertUser(deps.db, "own_profile_reader");
    const set = await insertDataset(deps.db, { size: 10 });
    const game = { datasetId: set.id, versionId: set.versionId, answerEntryId: set.entryIds[0] ?? 0 };
    await insertGame(deps.db, { ...game, userId: user.id, score: 80, attempts: 2 });
    await insertGame(deps.db, { ...game, userId: user.id, result: "lost", score: 0 });
    // A dataset's own daily, won on the 21st; and one of a private dataset (not listed publicly).
    const daily = { ...game, userId: user.id, isRanked: true, datasetDailyDate: "2026-11-21" };
    await insertGame(deps.db, { ...daily, score: 700, attempts: 3 });
    const hidden = await insertDataset(deps.db, { size: 10, isPublic: false });
    await insertGame(deps.db, {
      ...daily,
      datasetId: hidden.id,
      versionId: hidden.versionId,
      answerEntryId: hidden.entryIds[0] ?? 0,
    });
    await updateProfile(deps, user.id, { nickname: "Reader", location: "Hangzhou" });

    const before = counted.roundTrips();
    const view = await getOwnProfileView(deps, user.id);
    expect(counted.roundTrips() - before).toBe(1);
    expect(view.account).toEqual({
      username: "own_profile_reader",
      email: null,
      isVerified: false,
      hasPassword: false,
    });
    expect(view.profile).toMatchObject({ userId: user.id, nickname: "Reader", location: "Hangzhou" });
    expect(view.stats).toMatchObject({
      totalGames: 4,
      gamesWon: 3,
      bestScore: 700,
      guessHistogram: { "2": 1, "3": 2 },
    });
    // The same round trip splits them: no site daily, two practice games, one dataset daily listed.
    expect(view.playStats.daily).toMatchObject({ played: 0, currentStreak: 0 });
    expect(view.playStats.practice).toMatchObject({ played: 2, wins: 1, guessHistogram: { "2": 1 } });
    expect(view.playStats.datasets).toEqual([
      expect.objectContaining({
        datasetId: set.id,
        name: set.name,
        played: 1,
        wins: 1,
        currentStreak: 1,
        bestStreak: 1,
        guessHistogram: { "3": 1 },
      }),
    ]);
  });

  it("gives an account without a profile row or any game a fresh profile and zero stats", async () => {
    const user = await insertUser(deps.db, "own_profile_new");
    const view = await getOwnProfileView(deps, user.id);
    expect(view.profile).toMatchObject({ userId: user.id, nickname: "own_profile_new" });
    expect(view.stats).toMatchObject({ totalGames: 0, gamesWon: 0, winRate: 0 });
  });

  it("says NOT_FOUND for an id without an account", async () => {
    await expect(getOwnProfileView(deps, 987_654)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
