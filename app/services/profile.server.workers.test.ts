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
      totalGames: 2,
      gamesWon: 1,
      bestScore: 80,
      guessHistogram: { "2": 1 },
    });
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
