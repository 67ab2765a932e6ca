import { env } from "cloudflare:workers";
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { boardBests, datasetStats, datasets, gameRecords, globalTotals } from "~db/schema";
import { claimGuestGames } from "./claim-guest.server";
import { rebuildGameStats } from "./cron.server";
import { oracleRebuild } from "./cron-oracle.test-helper";
import { newGuestId } from "./guest-player";
import {
  clearGames,
  type GameInput,
  insertDataset,
  insertGame,
  insertUser,
  insertVersion,
} from "./stats-fixtures.test-helper";

const db = database(env.DB);
const T0 = new Date("2026-11-10T00:00:00Z").getTime();
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
/** The fields that put a game on a test dataset's current version, its answer the first entry. */
const onFirstEntry = (set: Awaited<ReturnType<typeof insertDataset>>) => ({
  datasetId: set.id,
  versionId: set.versionId,
  answerEntryId: set.entryIds[0] ?? 0,
});

type Board = { total: number; entries: { rank: number; userId: number; score: number; timeSpent: number }[] };

const clearAll = () => clearGames(db, env.KV);

const board = (name: string) => env.KV.get<Board>(`lb:${name}`, "json");

/** What players and pages see: published boards (minus their time), dataset stats, play counts. */
async function observable() {
  const keys = (await env.KV.list({ prefix: "lb:" })).keys.map((key) => key.name).sort();
  const boards: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === "lb:index") continue;
    const value = await env.KV.get<Board & { generatedAt?: string }>(key, "json");
    if (value) boards[key] = { total: value.total, entries: value.entries };
  }
  const stats = (await db.select().from(datasetStats).orderBy(asc(datasetStats.datasetId))).map(
    ({ generatedAt: _, ...row }) => row,
  );
  const plays = await db
    .select({ id: datasets.id, plays: datasets.playsCount })
    .from(datasets)
    .orderBy(asc(datasets.id));
  const bests = await db.select().from(boardBests).orderBy(asc(boardBests.datasetId), asc(boardBests.userId));
  const global = await db.select().from(globalTotals).orderBy(asc(globalTotals.userId));
  // The creator dashboard's sums (migration 0023); players per day are left out: a claimed guest game
  // keeps the key it was first counted under (ADR 025).
  const dashboard = await Promise.all(
    [
      "SELECT dataset_id, day, started, practice, daily, won, lost, abandoned FROM dashboard_days ORDER BY 1, 2",
      "SELECT version_id, attempts, result, games FROM version_outcomes ORDER BY 1, 2, 3",
      "SELECT version_id, entry_id, games, wins, sum_attempts FROM version_answers ORDER BY 1, 2",
    ].map(async (statement) => (await env.DB.prepare(statement).all()).results),
  );
  return { boards, stats, plays, bests, global, dashboard };
}

/** Each board's per-score counts (migration 0011's triggers) against the board's own rows. */
async function expectScoreCountsMatchBoards() {
  const pairs = [
    [
      "SELECT dataset_id AS k, score, n FROM dataset_score_counts ORDER BY 1, 2",
      "SELECT dataset_id AS k, score, COUNT(*) AS n FROM board_bests GROUP BY 1, 2 ORDER BY 1, 2",
    ],
    [
      "SELECT day AS k, score, n FROM daily_score_counts ORDER BY 1, 2",
      "SELECT day AS k, score, COUNT(*) AS n FROM daily_bests WHERE won = 1 GROUP BY 1, 2 ORDER BY 1, 2",
    ],
    [
      "SELECT total AS score, n FROM global_score_counts ORDER BY 1",
      "SELECT total AS score, COUNT(*) AS n FROM global_totals GROUP BY 1 ORDER BY 1",
    ],
  ];
  for (const [counts, grouped] of pairs) {
    const [kept, actual] = await Promise.all([env.DB.prepare(counts).all(), env.DB.prepare(grouped).all()]);
    expect(kept.results, counts).toEqual(actual.results);
  }
}

/** A small deterministic PRNG (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("incremental ticks equal a full rebuild (ADR 007)", () => {
  beforeEach(clearAll);

  for (const seed of [7, 11, 42, 2026, 2027]) {
    it(`random history with deletes, claims, challenges, new versions, late commits and visibility changes (seed ${seed})`, {
      timeout: 120_000,
    }, async () => {
      const rnd = random(seed);
      const pick = <T>(items: T[]): T => items[Math.floor(rnd() * items.length)] as T;
      const testEnv = { ...env, BOARD_MIN_ENTRIES: "20", BOARD_MIN_PLAYERS: "3" } as unknown as AppEnv;
      const users = [];
      for (let i = 0; i < 10; i++) users.push(await insertUser(db));
      const sets: Awaited<ReturnType<typeof insertDataset>>[] = [];
      for (let i = 0; i < 6; i++) {
        const forkOf = i >= 4 ? sets[0] : undefined;
        sets.push(
          await insertDataset(db, {
            size: pick([1, 5, 25, 30]),
            isPublic: rnd() < 0.85,
            ownerId: rnd() < 0.7 ? pick(users).id : null,
            forkedFromId: forkOf?.id ?? null,
          }),
        );
      }
      const rankedDays = new Set<string>();
      // Each dataset's versions, the current one last (a deleted newest one falls back to the one before).
      const versions = new Map(sets.map((set) => [set.id, [set.versionId]]));
      const ended: number[] = [];
      const open: number[] = [];
      const guests: number[] = [];
      let clock = T0;
      for (let wave = 0; wave < 8; wave++) {
        for (let i = 0; i < 30; i++) {
          clock += Math.floor(rnd() * 20_000);
          const set = pick(sets);
          const user = rnd() < 0.75 ? pick(users) : null;
          const startTime = new Date(T0 + Math.floor(rnd() * 4) * 86_400_000 + Math.floor(rnd() * 3600_000));
          const day = startTime.toISOString().slice(0, 10);
          const daily = rnd() < 0.25;
          let isRanked = false;
          if (daily && user && !rankedDays.has(`${user.id}|${day}`) && rnd() < 0.7) {
            rankedDays.add(`${user.id}|${day}`);
            isRanked = true;
          }
          const result = pick(["won", "won", "won", "lost", "abandoned", "playing"] as const);
          const current = versions.get(set.id)?.at(-1) ?? set.versionId;
          const game: GameInput = {
            userId: user?.id ?? null,
            ...onFirstEntry(set),
            versionId: current,
            challengeOf: !daily && ended.length > 0 && rnd() < 0.15 ? pick(ended) : null,
            result,
            score: result === "won" ? pick([300, 500, 500, 800, 1000]) : 0,
            duration: pick([10, 20, 20, 40]),
            attempts: 1 + Math.floor(rnd() * 6),
            accuracy: Math.round(rnd() * 1000) / 1000 + rnd() / 1e7,
            startTime,
            dailyDate: daily ? day : null,
            isRanked,
            ipAddress: user ? null : pick(["10.0.0.1", "10.0.0.2", null]),
            guestId: user ? null : pick(["g_a", "g_b"]),
            // Some writes commit late: stamped before the previous tick ran (inside the cursor's lag).
            updatedAt: new Date(rnd() < 0.1 ? clock - 45_000 : clock),
          };
          const row = await insertGame(db, game);
          if (result === "playing") open.push(row.id);
          else ended.push(row.id);
          if (!user && result !== "playing") guests.push(row.id);
        }
        // Between ticks: games end, guests claim their games, datasets change.
        clock += MINUTE;
        for (const id of open.splice(0, Math.floor(open.length / 2))) {
          await db
            .update(gameRecords)
            .set({
              result: "won",
              score: 600,
              endTime: new Date(clock),
              duration: 30,
              updatedAt: new Date(clock),
            })
            .where(eq(gameRecords.id, id));
        }
        if (guests.length > 0 && rnd() < 0.5) {
          const id = guests.splice(Math.floor(rnd() * guests.length), 1)[0] as number;
          await db
            .update(gameRecords)
            .set({ userId: pick(users).id, updatedAt: new Date(clock) })
            .where(eq(gameRecords.id, id));
        }
        const target = pick(sets);
        const change = pick([
          "delete",
          "restore",
          "private",
          "public",
          "purge",
          "version",
          "unversion",
          "none",
        ] as const);
        const at = new Date(clock);
        if (change === "delete")
          await db.update(datasets).set({ deletedAt: at, updatedAt: at }).where(eq(datasets.id, target.id));
        if (change === "restore")
          await db.update(datasets).set({ deletedAt: null, updatedAt: at }).where(eq(datasets.id, target.id));
        if (change === "private")
          await db.update(datasets).set({ isPublic: false, updatedAt: at }).where(eq(datasets.id, target.id));
        if (change === "public")
          await db.update(datasets).set({ isPublic: true, updatedAt: at }).where(eq(datasets.id, target.id));
        const kept = versions.get(target.id) ?? [];
        if (change === "version") kept.push(await insertVersion(db, target.id, at));
        if (change === "unversion" && kept.length > 1) {
          // The newest version deleted: the dataset follows the one before (followLatestVersion).
          kept.pop();
          await db
            .update(datasets)
            .set({ latestVersionId: kept.at(-1) ?? null, updatedAt: at })
            .where(eq(datasets.id, target.id));
        }
        if (change === "purge") {
          // What the purge does 30 days after a delete: entries gone, the row and its history stay.
          await db
            .update(datasets)
            .set({
              deletedAt: sql`coalesce(${datasets.deletedAt}, ${clock})`,
              purgedAt: at,
              entriesCount: 0,
              latestVersionId: null,
              updatedAt: at,
            })
            .where(eq(datasets.id, target.id));
        }
        clock += 8 * MINUTE;
        const report = await rebuildGameStats({ env: testEnv }, clock);
        expect(report.rebuilding).toBe(false);
      }
      // One more tick after everything settled (the last minute is read again: idempotent).
      clock += 10 * MINUTE;
      await rebuildGameStats({ env: testEnv }, clock);
      const incremental = await observable();
      expect(Object.keys(incremental.boards).length).toBeGreaterThan(3);
      expect(incremental.bests.length).toBeGreaterThan(5);
      await expectScoreCountsMatchBoards();

      const full = await rebuildGameStats({ env: testEnv }, clock, { full: true, batchSize: 17 });
      expect(full.rebuilding).toBe(false);
      expect(await observable()).toEqual(incremental);
      await expectScoreCountsMatchBoards();

      await oracleRebuild(env.DB, clock);
      expect(await rebuildGameStats({ env: testEnv }, clock)).toMatchObject({ rebuilding: false });
      expect(await observable()).toEqual(incremental);
      await expectScoreCountsMatchBoards();
    });
  }
});

describe("boards that retrying cannot improve (ADR 018)", () => {
  beforeEach(clearAll);
  const prodEnv = env as unknown as AppEnv;
  let minute = 0;

  /** A game that started (and ended) after every game before it, as a real one does. */
  async function played(
    set: Awaited<ReturnType<typeof insertDataset>>,
    userId: number | null,
    score: number,
    extra: Partial<GameInput> = {},
  ) {
    minute += 1;
    return insertGame(db, {
      userId,
      ...onFirstEntry(set),
      result: score > 0 ? "won" : "lost",
      score,
      attempts: 1,
      duration: 5,
      startTime: at(minute),
      updatedAt: at(minute),
      ...extra,
    });
  }
  const tick = async () => {
    minute += 10;
    await rebuildGameStats({ env: prodEnv }, at(minute).getTime());
  };

  it("200 starts keeping the best do not outrank an honest first game", async () => {
    const set = await insertDataset(db, { size: 25 });
    const farmer = await insertUser(db);
    const honest = await insertUser(db);
    for (let i = 0; i < 199; i++) await played(set, farmer.id, 0, { result: "abandoned" });
    await played(set, farmer.id, 1000);
    await played(set, honest.id, 700);
    await tick();
    const stored = await board(`dataset:${set.id}`);
    expect(stored?.entries.map((e) => [e.rank, e.userId, e.score])).toEqual([[1, honest.id, 700]]);
  });

  it("a game left unfinished still holds its player's place: a later game does not count", async () => {
    const set = await insertDataset(db, { size: 25 });
    const farmer = await insertUser(db);
    await played(set, farmer.id, 0, { result: "playing" });
    await played(set, farmer.id, 1000);
    await tick();
    expect((await board(`dataset:${set.id}`))?.entries ?? []).toEqual([]);
  });

  it("a challenge replay (the answer known from another game) never enters a board", async () => {
    const set = await insertDataset(db, { size: 25 });
    const attacker = await insertUser(db);
    const gaveUp = await played(set, attacker.id, 0, { result: "abandoned" });
    const sybil = await insertUser(db);
    await played(set, sybil.id, 1000, { challengeOf: gaveUp.id });
    await tick();
    expect((await board(`dataset:${set.id}`))?.entries ?? []).toEqual([]);
    // The replay is no first game either: the player's own first game still counts.
    await played(set, sybil.id, 600);
    await tick();
    expect((await board(`dataset:${set.id}`))?.entries.map((e) => [e.userId, e.score])).toEqual([
      [sybil.id, 600],
    ]);
  });

  it("forks and fresh accounts cannot raise the global board: it sums won ranked site dailies only", async () => {
    const author = await insertUser(db);
    const honest = await insertUser(db);
    const original = await insertDataset(db, { size: 25, ownerId: author.id });
    const forks = [];
    for (let i = 0; i < 3; i++) {
      forks.push(await insertDataset(db, { size: 25, ownerId: author.id, forkedFromId: original.id }));
    }
    const farmer = await insertUser(db);
    for (const fork of forks) {
      await played(fork, farmer.id, 1000);
      for (let i = 0; i < 10; i++) await played(fork, (await insertUser(db)).id, 100);
    }
    await played(original, honest.id, 700, { dailyDate: "2026-11-10", isRanked: true });
    await tick();
    const global = await board("global");
    expect(global?.entries.map((e) => [e.rank, e.userId, e.score])).toEqual([[1, honest.id, 700]]);
    // Each fork keeps its own board.
    expect((await board(`dataset:${forks[0]?.id}`))?.entries[0]?.userId).toBe(farmer.id);
  });

  it("a guest's ranked daily claimed at sign-up is the account's daily on the boards (ADR 038)", async () => {
    const set = await insertDataset(db, { size: 25 });
    const guestB = newGuestId();
    const guest = await played(set, null, 1000, { dailyDate: "2026-11-10", isRanked: true, guestId: guestB });
    await tick();
    const account = await insertUser(db);
    expect(await claimGuestGames({ db, now: () => at(minute + 1) }, guestB, account.id)).toBe(1);
    await tick();
    const daily = (await board("daily:2026-11-10"))?.entries ?? [];
    expect(daily.map((e) => [e.userId, e.score])).toEqual([[account.id, 1000]]);
    expect((await board("global"))?.entries.map((e) => [e.userId, e.score])).toEqual([[account.id, 1000]]);
    const [row] = await db.select().from(gameRecords).where(eq(gameRecords.id, guest.id));
    expect(row?.isRanked).toBe(true);
  });

  it("a claim keeps the day's first ranked daily of the two, the guest's or the account's", async () => {
    const set = await insertDataset(db, { size: 25 });
    const [guestC, guestD] = [newGuestId(), newGuestId()];
    // The account played first: the guest's later game becomes a replay.
    const first = await insertUser(db);
    await played(set, first.id, 600, { dailyDate: "2026-11-10", isRanked: true });
    const later = await played(set, null, 1000, { dailyDate: "2026-11-10", isRanked: true, guestId: guestC });
    // The guest played first: the account's later game becomes a replay.
    const second = await insertUser(db);
    const early = await played(set, null, 900, { dailyDate: "2026-11-10", isRanked: true, guestId: guestD });
    const replaced = await played(set, second.id, 300, { dailyDate: "2026-11-10", isRanked: true });
    await tick();
    await claimGuestGames({ db, now: () => at(minute + 1) }, guestC, first.id);
    await claimGuestGames({ db, now: () => at(minute + 1) }, guestD, second.id);
    await tick();
    const daily = (await board("daily:2026-11-10"))?.entries ?? [];
    expect(daily.map((e) => [e.userId, e.score])).toEqual([
      [second.id, 900],
      [first.id, 600],
    ]);
    const ranked = async (id: number) =>
      (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0]?.isRanked;
    expect([await ranked(later.id), await ranked(early.id), await ranked(replaced.id)]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("old versions' games drop out: a new version starts the board again, a deleted one brings it back", async () => {
    const set = await insertDataset(db, { size: 25 });
    const early = await insertUser(db);
    await played(set, early.id, 900);
    await tick();
    const v2 = await insertVersion(db, set.id, at(minute + 1));
    await tick();
    expect((await board(`dataset:${set.id}`))?.entries ?? []).toEqual([]);
    // An older version's game (a practice start on an old version) counts on no board.
    const onOld = await insertUser(db);
    await played(set, onOld.id, 1000);
    const late = await insertUser(db);
    await played(set, late.id, 500, { versionId: v2 });
    await tick();
    expect((await board(`dataset:${set.id}`))?.entries.map((e) => e.userId)).toEqual([late.id]);
    await db
      .update(datasets)
      .set({ latestVersionId: set.versionId, updatedAt: at(minute + 1) })
      .where(eq(datasets.id, set.id));
    await tick();
    // Back on the first version: its own first games, the one played while it was old included.
    expect((await board(`dataset:${set.id}`))?.entries.map((e) => e.userId)).toEqual([onOld.id, early.id]);
  });

  it("does not rank a player's games on their own dataset or on a fork of it", async () => {
    const owner = await insertUser(db);
    const forker = await insertUser(db);
    const rival = await insertUser(db);
    const original = await insertDataset(db, { size: 25, ownerId: owner.id });
    const fork = await insertDataset(db, { size: 25, ownerId: forker.id, forkedFromId: original.id });
    await played(original, owner.id, 1000);
    await played(fork, owner.id, 1000);
    await played(fork, forker.id, 1000);
    await played(original, rival.id, 400);
    await played(fork, rival.id, 400);
    await tick();
    for (const set of [original, fork]) {
      expect((await board(`dataset:${set.id}`))?.entries.map((e) => e.userId)).toEqual([rival.id]);
    }
    // Own games are still plays.
    const [stats] = await db.select().from(datasetStats).where(eq(datasetStats.datasetId, fork.id));
    expect(stats?.totalGames).toBe(3);
  });
});

describe("deletes and plays", () => {
  beforeEach(clearAll);
  const testEnv = { ...env, BOARD_MIN_ENTRIES: "20", BOARD_MIN_PLAYERS: "1" } as unknown as AppEnv;

  it("a change to a dataset alone moves the boards at the next tick; a delete keeps others' history", async () => {
    const author = await insertUser(db);
    const player = await insertUser(db);
    const set = await insertDataset(db, { size: 25, ownerId: author.id });
    const other = await insertDataset(db, { size: 25, ownerId: author.id });
    for (const s of [set, other]) {
      await insertGame(db, {
        userId: player.id,
        ...onFirstEntry(s),
        score: 500,
        startTime: at(0),
        updatedAt: at(1),
      });
    }
    await rebuildGameStats({ env: testEnv }, at(10).getTime());
    expect((await board(`dataset:${other.id}`))?.entries[0]?.score).toBe(500);

    // The author soft-deletes the dataset, then the purge empties it: the player's records survive.
    await db
      .update(datasets)
      .set({ deletedAt: at(22), updatedAt: at(22) })
      .where(eq(datasets.id, set.id));
    await rebuildGameStats({ env: testEnv }, at(30).getTime());
    // Soft-deleted, the board stays for a restore.
    expect((await board(`dataset:${set.id}`))?.entries[0]?.userId).toBe(player.id);
    await db
      .update(datasets)
      .set({ purgedAt: at(32), entriesCount: 0, latestVersionId: null, updatedAt: at(32) })
      .where(eq(datasets.id, set.id));
    await rebuildGameStats({ env: testEnv }, at(40).getTime());
    // Purged, it has no version and no board; the player's records stay.
    expect((await board(`dataset:${set.id}`))?.entries ?? []).toEqual([]);
    const kept = await db.select().from(gameRecords).where(eq(gameRecords.datasetId, set.id));
    expect(kept.length).toBe(1);
  });

  it("counts one play per player (or guest address) per dataset per day", async () => {
    const set = await insertDataset(db, { size: 25 });
    const rival = await insertDataset(db, { size: 25 });
    const base = onFirstEntry(set);
    // 30 anonymous games from one address within a second.
    for (let i = 0; i < 30; i++) {
      await insertGame(db, {
        ...base,
        userId: null,
        result: "abandoned",
        ipAddress: "203.0.113.9",
        startTime: new Date(at(0).getTime() + i * 16),
        updatedAt: at(1),
      });
    }
    const players = [await insertUser(db), await insertUser(db)];
    for (const player of players) {
      for (const s of [rival, rival]) {
        await insertGame(db, {
          userId: player.id,
          ...onFirstEntry(s),
          startTime: at(0),
          updatedAt: at(1),
        });
      }
    }
    await rebuildGameStats({ env: testEnv }, at(10).getTime());
    const counts = await db
      .select({ id: datasets.id, plays: datasets.playsCount })
      .from(datasets)
      .where(sql`${datasets.id} IN (${set.id}, ${rival.id})`)
      .orderBy(asc(datasets.id));
    expect(counts).toEqual([
      { id: set.id, plays: 1 },
      { id: rival.id, plays: 2 },
    ]);
  });
});
