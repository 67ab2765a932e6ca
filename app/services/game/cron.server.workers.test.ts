import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { datasetStats, datasets, gameRecords, leaderboardRows, userStats } from "~db/schema";
import worker from "../../../workers/app";
import { rebuildGameStats } from "./cron.server";
import { insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";

const db = database(env.DB);
const testEnv = env as unknown as AppEnv;
const NOW = new Date("2026-11-22T12:00:00Z");

async function runCron(at = NOW, cron = "*/10 * * * *") {
  const controller = createScheduledController({ scheduledTime: at, cron });
  const ctx = createExecutionContext();
  await worker.scheduled?.(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function snapshot() {
  const keys = (await env.KV.list()).keys.map((key) => key.name).sort();
  const kv = Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await env.KV.get(key)])));
  return {
    boards: await db
      .select()
      .from(leaderboardRows)
      .orderBy(asc(leaderboardRows.board), asc(leaderboardRows.position)),
    datasets: await db.select().from(datasetStats).orderBy(asc(datasetStats.datasetId)),
    users: await db.select().from(userStats).orderBy(asc(userStats.userId)),
    kv,
  };
}

async function clearGames() {
  await db.delete(gameRecords);
  await db.delete(leaderboardRows);
  await db.delete(datasetStats);
  await db.delete(userStats);
  const keys = (await env.KV.list()).keys;
  await Promise.all(keys.map((key) => env.KV.delete(key.name)));
  await db.update(datasets).set({ isPublic: false });
}

async function world() {
  const [ann, bob, cat, dan] = [
    await insertUser(db, `ann${Date.now()}`),
    await insertUser(db, `bob${Date.now()}`),
    await insertUser(db, `cat${Date.now()}`),
    await insertUser(db, `dan${Date.now()}`),
  ];
  const set = await insertDataset(db, { size: 12 });
  const other = await insertDataset(db, { size: 12 });
  const hidden = await insertDataset(db, { size: 12, isPublic: false });
  const on = (s: typeof set) => ({
    datasetId: s.id,
    versionId: s.versionId,
    answerEntryId: s.entryIds[0] ?? 0,
  });
  return { ann, bob, cat, dan, set, other, hidden, on };
}

describe("the cron rebuild (scheduled, inside workerd)", () => {
  beforeEach(clearGames);

  it("ranks each user's best won game per dataset with competition ranks", async () => {
    const { ann, bob, cat, dan, set, on } = await world();
    await insertGame(db, { ...on(set), userId: ann.id, score: 900, duration: 50 });
    await insertGame(db, { ...on(set), userId: ann.id, score: 700, duration: 10 });
    await insertGame(db, {
      ...on(set),
      userId: bob.id,
      score: 800,
      duration: 30,
      startTime: new Date("2026-11-20T09:00:00Z"),
    });
    await insertGame(db, {
      ...on(set),
      userId: cat.id,
      score: 800,
      duration: 30,
      startTime: new Date("2026-11-20T11:00:00Z"),
    });
    await insertGame(db, { ...on(set), userId: dan.id, score: 800, duration: 31 });
    await insertGame(db, { ...on(set), userId: dan.id, score: 0, result: "lost" });
    await insertGame(db, { ...on(set), userId: null, score: 1000, duration: 5 });
    await runCron();
    const stored = await env.KV.get<{
      total: number;
      entries: { rank: number; userId: number; score: number }[];
    }>(`lb:dataset:${set.id}`, "json");
    expect(stored?.total).toBe(4);
    expect(stored?.entries.map((e) => [e.rank, e.userId, e.score])).toEqual([
      [1, ann.id, 900],
      [2, bob.id, 800],
      [2, cat.id, 800],
      [4, dan.id, 800],
    ]);
  });

  it("sums best scores per public dataset on the global board and ranks today's ranked dailies", async () => {
    const { ann, bob, set, other, hidden, on } = await world();
    await insertGame(db, { ...on(set), userId: ann.id, score: 500, duration: 20 });
    await insertGame(db, { ...on(other), userId: ann.id, score: 400, duration: 20 });
    await insertGame(db, { ...on(hidden), userId: bob.id, score: 1000, duration: 1 });
    await insertGame(db, { ...on(set), userId: bob.id, score: 600, duration: 20 });
    const daily = { ...on(other), dailyDate: "2026-11-22", startTime: new Date("2026-11-22T08:00:00Z") };
    await insertGame(db, { ...daily, userId: ann.id, score: 300, isRanked: true });
    await insertGame(db, { ...daily, userId: ann.id, score: 990, isRanked: false });
    await insertGame(db, { ...daily, userId: bob.id, score: 0, result: "lost", isRanked: true });
    await runCron();
    const global = await env.KV.get<{ entries: { userId: number; score: number }[] }>("lb:global", "json");
    // ann: 500 + 400 (her ranked daily 300 is below it, her unranked replay 990 does not count);
    // bob: his private-dataset game is left out.
    expect(global?.entries.map((e) => [e.userId, e.score])).toEqual([
      [ann.id, 900],
      [bob.id, 600],
    ]);
    const today = await env.KV.get<{ entries: { userId: number; score: number }[] }>(
      "lb:daily:2026-11-22",
      "json",
    );
    expect(today?.entries.map((e) => [e.userId, e.score])).toEqual([[ann.id, 300]]);
  });

  it("computes dataset and user stats, streaks and the guess histogram", async () => {
    const { ann, bob, set, on } = await world();
    const dailyWin = (date: string, extra: Partial<Parameters<typeof insertGame>[1]> = {}) =>
      insertGame(db, {
        ...on(set),
        userId: ann.id,
        dailyDate: date,
        isRanked: true,
        startTime: new Date(`${date}T10:00:00Z`),
        score: 800,
        attempts: 2,
        ...extra,
      });
    for (const date of ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"]) await dailyWin(date);
    for (const date of ["2026-11-20", "2026-11-21"]) await dailyWin(date);
    await dailyWin("2026-11-22", { result: "lost", score: 0, attempts: 9 });
    await insertGame(db, { ...on(set), userId: ann.id, score: 950, attempts: 1, duration: 12, accuracy: 1 });
    await insertGame(db, {
      ...on(set),
      userId: bob.id,
      score: 0,
      result: "lost",
      duration: 300,
      accuracy: 0,
    });
    await insertGame(db, { ...on(set), userId: null, result: "playing" });
    await runCron();
    const [annStats] = await db.select().from(userStats).where(eq(userStats.userId, ann.id));
    expect(annStats).toMatchObject({
      totalGames: 8,
      gamesWon: 7,
      bestScore: 950,
      totalScore: 6 * 800 + 950,
      bestStreak: 4,
      // 20th and 21st won, but today's ranked daily was lost: the streak is broken.
      currentStreak: 0,
      guessHistogram: { "1": 1, "2": 6 },
    });
    expect(annStats?.winRate).toBeCloseTo(7 / 8);
    const [stats] = await db.select().from(datasetStats).where(eq(datasetStats.datasetId, set.id));
    expect(stats).toMatchObject({ totalGames: 9, uniquePlayers: 2, bestDuration: 12 });
    expect(stats?.averageGuesses).toBeCloseTo((6 * 2 + 1) / 7);
    const published = await env.KV.get<{ totalGames: number }>(`stats:dataset:${set.id}`, "json");
    expect(published?.totalGames).toBe(9);
    // Before today's loss is known (yesterday's view), the streak of the 20th–21st is current.
    // (A deletion does not move the watermark, so force the rebuild.)
    await db.delete(gameRecords).where(eq(gameRecords.result, "lost"));
    await rebuildGameStats(testEnv, new Date("2026-11-22T13:00:00Z").getTime(), { force: true });
    const [later] = await db.select().from(userStats).where(eq(userStats.userId, ann.id));
    expect(later?.currentStreak).toBe(2);
  });

  it("changes nothing when run twice in a row", async () => {
    const { ann, bob, set, other, on } = await world();
    await insertGame(db, { ...on(set), userId: ann.id, score: 700, duration: 40 });
    await insertGame(db, {
      ...on(other),
      userId: bob.id,
      score: 650,
      duration: 40,
      dailyDate: "2026-11-22",
      isRanked: true,
    });
    await runCron();
    const first = await snapshot();
    expect(first.boards.length).toBeGreaterThan(0);
    // The scheduled tick skips (nothing new); a forced rebuild recomputes and must land on the same state.
    await runCron(new Date(NOW.getTime() + 10 * 60 * 1000));
    expect(await snapshot()).toEqual(first);
    const forced = await rebuildGameStats(testEnv, NOW.getTime() + 20 * 60 * 1000, { force: true });
    expect(forced).toMatchObject({ skipped: false, boardsWritten: 0, datasetsChanged: 0 });
    expect(await snapshot()).toEqual(first);
  });

  it("notices a game that ended after the last run", async () => {
    const { ann, set, on } = await world();
    await insertGame(db, { ...on(set), userId: ann.id, score: 300 });
    await runCron();
    await insertGame(db, { ...on(set), userId: ann.id, score: 600 });
    await runCron(new Date(NOW.getTime() + 10 * 60 * 1000));
    const [stats] = await db.select().from(userStats).where(eq(userStats.userId, ann.id));
    expect(stats).toMatchObject({ totalGames: 2, bestScore: 600 });
  });

  it("picks the day's daily at midnight UTC", async () => {
    const { set } = await world();
    await db.update(datasets).set({ isPublic: true }).where(eq(datasets.id, set.id));
    await runCron(new Date("2026-11-22T00:00:00Z"), "0 0 * * *");
    const pick = await env.KV.get<{ date: string; datasetId: number }>("daily:2026-11-22", "json");
    expect(pick?.date).toBe("2026-11-22");
  });
});
