import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startGameSchema } from "~/schemas/game";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { gameRecords, playerScopeStats } from "~db/schema";
import migration0036 from "../../../migrations/0036_practice-without-challenges.sql?raw";
import { claimGuestGames } from "./claim-guest.server";
import { getDailyChallenge } from "./daily.server";
import { addDays } from "./daily-date.server";
import { finishRecord, type Outcome } from "./finish-game.server";
import { datasetDailyMode } from "./game-view.server";
import { submitGuess } from "./guess.server";
import { writeGuess } from "./guess-write.server";
import { newGuestId, type Player, playerKey } from "./guest-player";
import { readPlayerGame } from "./player-game.server";
import { getPlayStats, recomputePlayerScopeStatements } from "./player-scope-stats.server";
import { getPlayerStats } from "./player-stats.server";
import { startGame } from "./start-game.server";
import { insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";
import { createGameFixture, type Fixture } from "./testing/game-fixture";

/**
 * Stats per kind of play (migration 0021): the site daily, practice and each dataset's own daily
 * apart. The triggers' O(1) fold must equal the full recompute of one player and the migration's
 * rebuild of every row, on random histories; and a player sees what the end screen promises.
 */
const db = database(env.DB);
const d1 = env.DB;
const SECOND = 1000;
const FEEDBACK = { cells: [], exactCells: 1, comparedCells: 3 };

const REBUILD_ALL =
  migration0036
    .split("--> statement-breakpoint")
    .find((part) => part.includes("rebuild-all-player-scope-stats")) ?? "";

type World = Awaited<ReturnType<typeof insertDataset>>;
type Row = typeof gameRecords.$inferSelect;

/** mulberry32, so a failing history can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** A player's scope rows without their timestamps (a recompute stamps its own), by scope. */
async function rowsOf(player: Player) {
  const rows = await db
    .select()
    .from(playerScopeStats)
    .where(eq(playerScopeStats.playerKey, playerKey(player) ?? ""));
  return rows.map(({ updatedAt: _updatedAt, ...rest }) => rest).sort((a, b) => a.scope - b.scope);
}

type Kind = "practice" | "site" | "dataset" | "both";

async function startRecord(
  world: World,
  player: Player,
  start: Date,
  kind: Kind,
  day: string,
  ranked: boolean,
) {
  const base = {
    userId: player.userId,
    guestId: player.guestId,
    datasetId: world.id,
    versionId: world.versionId,
    answerEntryId: world.entryIds[0] ?? 0,
    result: "playing" as const,
    attempts: 0,
    startTime: start,
    dailyDate: kind === "site" || kind === "both" ? day : null,
    datasetDailyDate: kind === "dataset" || kind === "both" ? day : null,
  };
  if (ranked && kind !== "practice") {
    try {
      return await insertGame(db, { ...base, isRanked: true });
    } catch {
      // that day's ranked slot is taken: a replay
    }
  }
  return insertGame(db, { ...base, isRanked: false });
}

async function winByGuesses(world: World, record: Row, guesses: number, now: Date) {
  for (let i = 0; i < guesses; i++) {
    await writeGuess(
      { db },
      {
        record,
        entryId: world.entryIds[i + 1] ?? 0,
        feedback: FEEDBACK,
        won: i === guesses - 1,
        now: new Date(now.getTime() + i),
      },
    );
  }
}

async function currentRow(id: number): Promise<Row> {
  const [row] = await db.select().from(gameRecords).where(eq(gameRecords.id, id));
  if (!row) throw new Error(`record ${id} missing`);
  return row;
}

async function randomHistory(seed: number) {
  const rnd = prng(seed);
  const worlds = [await insertDataset(db, { size: 8 }), await insertDataset(db, { size: 8 })];
  const users = [await insertUser(db), await insertUser(db)];
  const guests = [newGuestId(), newGuestId()];
  const players: Player[] = [
    ...users.map((u) => ({ userId: u.id, guestId: null })),
    ...guests.map((g) => ({ userId: null, guestId: g })),
  ];
  const firstDay = `2026-0${rnd.int(1, 9)}-01`;
  const days = [0, 1, 2, 3, 4, 6, 7, 9, 12, 13].map((n) => addDays(firstDay, n));
  const kinds: Kind[] = ["practice", "site", "dataset", "dataset", "both"];
  const playing: { world: World; record: Row }[] = [];
  const started: number[] = [];
  let claims = 0;
  for (let step = 0; step < 90; step++) {
    const op = rnd.next();
    const player = rnd.pick(players);
    const world = rnd.pick(worlds);
    const kind = rnd.pick(kinds);
    const day = rnd.pick(days);
    const start = new Date(`${day}T${rnd.pick(["00:00:05", "12:00:00", "23:59:30"])}Z`);
    if (op < 0.4) {
      const record = await startRecord(world, player, start, kind, day, rnd.next() < 0.85);
      playing.push({ world, record });
      started.push(record.id);
    } else if (op < 0.85 && playing.length > 0) {
      // Out of start order: a daily can be won after a later day's.
      const { world: of, record } = playing.splice(rnd.int(0, playing.length - 1), 1)[0] as {
        world: World;
        record: Row;
      };
      const now = new Date(record.startTime.getTime() + rnd.int(5, 200) * SECOND);
      const how = rnd.pick(["won", "won", "won", "lost", "abandoned"] as const);
      if (how === "won") await winByGuesses(of, record, rnd.int(1, 4), now);
      else await finishRecord({ db }, await currentRow(record.id), [], how as Outcome, now);
      // A retried end changes nothing.
      if (rnd.next() < 0.3) await finishRecord({ db }, record, [], "lost", new Date(now.getTime() + SECOND));
    } else if (op < 0.95) {
      const won = rnd.next() < 0.6;
      try {
        await insertGame(db, {
          userId: player.userId,
          guestId: player.guestId,
          datasetId: world.id,
          versionId: world.versionId,
          answerEntryId: world.entryIds[0] ?? 0,
          result: won ? "won" : rnd.pick(["lost", "abandoned"] as const),
          attempts: rnd.int(1, 6),
          startTime: start,
          dailyDate: kind === "site" || kind === "both" ? day : null,
          datasetDailyDate: kind === "dataset" || kind === "both" ? day : null,
          isRanked: kind !== "practice" && rnd.next() < 0.8,
          // A game from a friend's challenge link: a challenge, never practice (migration 0036).
          challengeOf: started.length > 0 && rnd.next() < 0.3 ? rnd.pick(started) : null,
        });
      } catch {
        // that day's ranked slot is taken
      }
    } else {
      claims += await claimGuestGames({ db, now: () => new Date() }, rnd.pick(guests), rnd.pick(users).id);
    }
  }
  return { players, claims };
}

describe("player_scope_stats: the O(1) fold equals the full recompute and the rebuild", () => {
  it("on random histories of site dailies, dataset dailies, practice, replays and claims", {
    timeout: 180_000,
  }, async () => {
    let compared = 0;
    let datasetStreaks = 0;
    const scopesSeen = new Set<string>();
    let claimed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { players, claims } = await randomHistory(seed);
      claimed += claims;
      const folded = await Promise.all(players.map(rowsOf));
      expect(REBUILD_ALL).toContain("INSERT INTO `player_scope_stats`");
      await d1.prepare(REBUILD_ALL).run();
      const rebuilt = await Promise.all(players.map(rowsOf));
      expect(rebuilt, `seed ${seed}: migration 0021's rebuild`).toEqual(folded);
      for (const [index, player] of players.entries()) {
        await db.$client.batch(recomputePlayerScopeStatements({ db }, player, new Date()));
        const full = await rowsOf(player);
        expect(full, `seed ${seed} ${playerKey(player)}`).toEqual(folded[index]);
        compared += full.length;
        for (const row of full) {
          scopesSeen.add(row.scope <= 0 ? String(row.scope) : "dataset");
          if (row.scope > 0 && row.bestStreak > 1) datasetStreaks += 1;
        }
      }
    }
    // Not trivial: rows in every kind of scope, dataset streaks of two days or more, claims.
    expect(compared).toBeGreaterThanOrEqual(30);
    expect([...scopesSeen].sort()).toEqual(["-1", "0", "dataset"]);
    expect(datasetStreaks).toBeGreaterThan(0);
    expect(claimed).toBeGreaterThan(0);
  });
});

describe("a player's dataset dailies, site daily and practice, as the end screen shows them", () => {
  const seen = { ipAddress: null, userAgent: null, referrer: null };
  let clock = new Date();
  const deps = { ...createDeps(env), db, now: () => clock };
  let a: Fixture;
  let b: Fixture;

  beforeAll(async () => {
    a = await createGameFixture(db, { name: "Scope realms A" });
    b = await createGameFixture(db, { name: "Scope realms B" });
  });

  /** Starts `datasetId`'s daily (or practice) of the clock's day and wins it in one guess. */
  // Neither fixture is in the site daily pool, so each has a daily of its own.
  async function play(player: Player, datasetId: number, daily: boolean) {
    const record = await startGame(
      deps,
      player,
      startGameSchema.parse({ datasetId, isDailyChallenge: daily }),
      seen,
    );
    const answer = (await currentRow(record.id)).answerEntryId;
    clock = new Date(clock.getTime() + 20 * SECOND);
    await submitGuess(
      deps,
      { recordId: record.id, entryId: answer, locale: "en-US" },
      { sessionId: record.sessionId, guestId: player.guestId },
    );
    return record;
  }

  /** What the end screen of that page shows (the game page's own read). */
  async function endScreen(player: Player, datasetId: number, mode: string | null) {
    const page = await readPlayerGame(deps, { player, datasetId, mode, dailyOf: null, locale: "en-US" });
    expect(page.game?.result).toBe("won");
    return page.stats;
  }

  it("counts dataset A's daily on two days in a row as a streak of 2 on A, 0 on B", async () => {
    const player: Player = { userId: null, guestId: newGuestId() };
    for (const day of ["2026-10-05", "2026-10-06"]) {
      clock = new Date(`${day}T08:00:00Z`);
      await play(player, a.datasetId, true);
    }
    const shown = await endScreen(player, a.datasetId, datasetDailyMode("2026-10-06"));
    expect(shown).toMatchObject({
      kind: "datasetDaily",
      played: 2,
      wins: 2,
      currentStreak: 2,
      bestStreak: 2,
      guessHistogram: { "1": 2 },
    });
    const split = await getPlayStats(deps, player);
    expect(split.datasets.map((d) => [d.datasetId, d.currentStreak, d.played])).toEqual([
      [a.datasetId, 2, 2],
    ]);
    expect(split.datasets.find((d) => d.datasetId === b.datasetId)?.currentStreak ?? 0).toBe(0);
    // The site streak keeps its meaning: a dataset's daily is not the site daily.
    expect(split.daily).toMatchObject({ played: 0, currentStreak: 0 });
    expect((await getPlayerStats(deps, player)).currentStreak).toBe(0);
  });

  it("shows the site daily's end screen dailies only: two dailies and a practice game are 2 played", async () => {
    await createGameFixture(db, { name: "Scope realms pool", daily: true });
    const player: Player = { userId: null, guestId: newGuestId() };
    const days = ["2026-10-12", "2026-10-13"];
    let siteDataset = 0;
    for (const day of days) {
      clock = new Date(`${day}T10:00:00Z`);
      const pick = await getDailyChallenge(deps, day);
      if (!pick) throw new Error(`no daily pick for ${day}`);
      siteDataset = pick.datasetId;
      await play(player, pick.datasetId, true);
    }
    await play(player, a.datasetId, false);
    expect(await endScreen(player, siteDataset, days[1] ?? "")).toMatchObject({
      kind: "daily",
      played: 2,
      currentStreak: 2,
      guessHistogram: { "1": 2 },
    });
    expect(await endScreen(player, a.datasetId, null)).toMatchObject({ kind: "practice", played: 1 });
    // Every game still counts in the overall stats (the API's user stats).
    expect((await getPlayerStats(deps, player)).played).toBe(3);
  });

  it("does not change daily stats with a practice game, and counts a replay once", async () => {
    const player: Player = { userId: (await insertUser(db)).id, guestId: null };
    clock = new Date("2026-10-07T09:00:00Z");
    await play(player, b.datasetId, true);
    const before = await getPlayStats(deps, player);
    expect(before.datasets).toHaveLength(1);
    expect(before.datasets[0]).toMatchObject({ datasetId: b.datasetId, played: 1, currentStreak: 1 });
    // Practice on the same dataset: practice counts it, the daily does not.
    await play(player, b.datasetId, false);
    expect(await endScreen(player, b.datasetId, null)).toMatchObject({
      kind: "practice",
      played: 1,
      wins: 1,
    });
    // The day's daily again: a replay, unranked.
    const replay = await play(player, b.datasetId, true);
    expect(replay.isRanked).toBe(false);
    const after = await getPlayStats(deps, player);
    expect(after.datasets).toEqual(before.datasets);
    expect(after.daily).toEqual(before.daily);
    // A replay is practice (not the day's one ranked game).
    expect(after.practice).toMatchObject({ played: 2, wins: 2 });
    // A friend's challenge on another dataset is a challenge, not practice: practice stays as it was.
    await insertGame(db, {
      userId: player.userId,
      guestId: null,
      datasetId: a.datasetId,
      versionId: a.versionId,
      answerEntryId: a.entryIds[0] ?? 0,
      result: "won",
      attempts: 2,
      startTime: clock,
      challengeOf: replay.id,
    });
    expect((await getPlayStats(deps, player)).practice).toMatchObject({ played: 2, wins: 2 });
    const shown = await endScreen(player, b.datasetId, datasetDailyMode("2026-10-07"));
    expect(shown).toMatchObject({ kind: "datasetDaily", played: 1, currentStreak: 1 });
  });
});
