import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { boardBests, datasetStats, datasets, gameRecords, globalTotals } from "~db/schema";
import { runScheduled } from "../../../tests/support/run-cron";
import { rebuildGameStats } from "./cron.server";
import { clearGames, insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";

const db = database(env.DB);
// These tests are about board mechanics: any public dataset with one player counts on the global
// board (the fair-board thresholds of ADR 007 have their own tests).
const testEnv = { ...env, BOARD_MIN_ENTRIES: "1", BOARD_MIN_PLAYERS: "1" } as unknown as AppEnv;
const NOW = new Date("2026-11-22T12:00:00Z");

const runCron = (at = NOW, cron = "*/10 * * * *", runEnv: object = testEnv) => runScheduled(runEnv, at, cron);

async function snapshot() {
  const keys = (await env.KV.list()).keys.map((key) => key.name).sort();
  const kv = Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await env.KV.get(key)])));
  return {
    boards: await db.select().from(boardBests).orderBy(asc(boardBests.datasetId), asc(boardBests.userId)),
    global: await db.select().from(globalTotals).orderBy(asc(globalTotals.userId)),
    datasets: await db.select().from(datasetStats).orderBy(asc(datasetStats.datasetId)),
    kv,
  };
}

const clearAll = () => clearGames(db, env.KV);

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
  beforeEach(clearAll);

  it("ranks each user's first game per dataset (ADR 018) with competition ranks", async () => {
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

  it("sums each player's won ranked dailies on the global board (ADR 018) and ranks today's ranked dailies", async () => {
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
    // ann: her ranked daily's 300 (practice games and her unranked replay's 990 do not count);
    // bob lost his daily: nothing to sum.
    expect(global?.entries.map((e) => [e.userId, e.score])).toEqual([[ann.id, 300]]);
    const today = await env.KV.get<{ entries: { userId: number; score: number }[] }>(
      "lb:daily:2026-11-22",
      "json",
    );
    expect(today?.entries.map((e) => [e.userId, e.score])).toEqual([[ann.id, 300]]);
  });

  it("computes dataset stats over one play per player and day", async () => {
    // Player stats and streaks are written when a game ends (player_stats), not by the cron.
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
    // A second game the same day (the 20th) is not a second play, and its faster win is not the best time.
    await insertGame(db, {
      ...on(set),
      userId: ann.id,
      score: 950,
      attempts: 1,
      duration: 12,
      accuracy: 1,
      startTime: new Date("2026-11-20T11:00:00Z"),
    });
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
    const [stats] = await db.select().from(datasetStats).where(eq(datasetStats.datasetId, set.id));
    // ann: 7 days; bob: 1; the open guest game is not a play yet.
    expect(stats).toMatchObject({ totalGames: 8, uniquePlayers: 2, bestDuration: 60, averageGuesses: 2 });
    const published = await env.KV.get<{ totalGames: number }>(`stats:dataset:${set.id}`, "json");
    expect(published?.totalGames).toBe(8);
    const [row] = await db.select().from(datasets).where(eq(datasets.id, set.id));
    expect(row?.playsCount).toBe(8);
  });

  it("keeps Fastest win to the day's first ranked result: a faster replay does not change it", async () => {
    const { ann, set, on } = await world();
    const ranked = await insertGame(db, {
      ...on(set),
      userId: ann.id,
      dailyDate: "2026-11-20",
      isRanked: true,
      duration: 151,
      attempts: 3,
      score: 985,
    });
    await runCron();
    const read = async () =>
      (await db.select().from(datasetStats).where(eq(datasetStats.datasetId, set.id)))[0]?.bestDuration;
    expect(await read()).toBe(151);
    // The same player replays the day (a friend's challenge link) and wins in 2 s: unranked, not counted.
    await insertGame(db, {
      ...on(set),
      userId: ann.id,
      dailyDate: "2026-11-20",
      isRanked: false,
      challengeOf: ranked.id,
      duration: 2,
      attempts: 1,
      score: 1000,
      startTime: new Date("2026-11-20T12:00:00Z"),
    });
    await runCron(new Date(NOW.getTime() + 10 * 60 * 1000));
    expect(await read()).toBe(151);
    const published = await env.KV.get<{ bestDuration: number }>(`stats:dataset:${set.id}`, "json");
    expect(published?.bestDuration).toBe(151);
    // A full rebuild reaches the same figure.
    await rebuildGameStats({ env: testEnv }, NOW.getTime() + 20 * 60 * 1000, { full: true });
    expect(await read()).toBe(151);
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
    // A full rebuild (repairs) starts from empty aggregates and must land on the same state.
    const forced = await rebuildGameStats({ env: testEnv }, NOW.getTime() + 20 * 60 * 1000, { full: true });
    expect(forced).toMatchObject({ skipped: false, rebuilding: false, boardsWritten: 0, datasetsChanged: 0 });
    expect(await snapshot()).toEqual(first);
  });

  it("notices a game that ended after the last run", async () => {
    const { ann, set, on } = await world();
    const first = await insertGame(db, { ...on(set), userId: ann.id, result: "playing" });
    // A later game, however good, is not the first one.
    await insertGame(db, { ...on(set), userId: ann.id, score: 900 });
    await runCron();
    await db
      .update(gameRecords)
      .set({
        result: "won",
        score: 600,
        duration: 20,
        endTime: NOW,
        updatedAt: new Date(NOW.getTime() + 60_000),
      })
      .where(eq(gameRecords.id, first.id));
    await runCron(new Date(NOW.getTime() + 10 * 60 * 1000));
    const board = await env.KV.get<{ entries: { userId: number; score: number }[] }>(
      `lb:dataset:${set.id}`,
      "json",
    );
    expect(board?.entries.map((e) => [e.userId, e.score])).toEqual([[ann.id, 600]]);
  });

  it("picks the day's daily at midnight UTC", async () => {
    const { set } = await world();
    await db.update(datasets).set({ isPublic: true }).where(eq(datasets.id, set.id));
    // The daily pool is curated: an operator adds this dataset through DAILY_DATASET_IDS.
    await runCron(new Date("2026-11-22T00:00:00Z"), "0 0 * * *", {
      ...testEnv,
      DAILY_DATASET_IDS: String(set.id),
    });
    const pick = await env.KV.get<{ date: string; datasetId: number }>("daily:2026-11-22", "json");
    expect(pick?.date).toBe("2026-11-22");
  });
});
