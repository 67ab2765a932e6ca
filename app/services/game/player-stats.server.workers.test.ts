import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords, playerStats } from "~db/schema";
import migration0008 from "../../../migrations/0008_player-stats-incremental.sql?raw";
import { claimGuestGames } from "./claim-guest.server";
import { addDays } from "./daily-date.server";
import { finishRecord, type Outcome } from "./finish-game.server";
import { writeGuess } from "./guess-write.server";
import { type Player, playerKey } from "./guest-player";
import { recomputePlayerStatsStatement } from "./player-stats.server";
import { insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";

/**
 * A game's end folds it into `player_stats` in O(1) (triggers, migration 0008); the
 * full recompute stays the definition. Random histories (wins in 1-4 guesses, losses, give-ups,
 * abandons, ranked dailies on consecutive and scattered days, a daily won after a later day's,
 * retried ends, games inserted already ended, claims of guest games) must leave every player's row
 * equal to the full recompute of their records.
 */
const db = database(env.DB);
const d1 = env.DB;
const SECOND = 1000;
const FEEDBACK = { cells: [], exactCells: 1, comparedCells: 3 };

/** The migration's rebuild of every row (also `scripts/rebuild-player-stats.mjs`). */
const REBUILD_ALL =
  migration0008.split("--> statement-breakpoint").find((part) => part.includes("rebuild-all-player-stats")) ??
  "";

type World = Awaited<ReturnType<typeof insertDataset>>;
type Row = typeof gameRecords.$inferSelect;

/** A small seeded PRNG (mulberry32), so a failing history can be replayed from its seed. */
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

const guestId = (n: number) =>
  `g_${n.toString(16).padStart(8, "0")}${crypto.randomUUID().replaceAll("-", "").slice(8)}`;

const readRow = async (key: string) =>
  (await db.select().from(playerStats).where(eq(playerStats.playerKey, key)))[0] ?? null;

/** The row's stats without its timestamp (a recompute stamps its own `now`). */
function statsOf(row: typeof playerStats.$inferSelect | null) {
  if (!row) return null;
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
}

/** What the triggers left, then what the full recompute (the repair path) writes over it. */
async function incrementalAndFull(player: Player) {
  const key = playerKey(player) ?? "";
  const incremental = statsOf(await readRow(key));
  await recomputePlayerStatsStatement({ db }, player, new Date()).run();
  const full = statsOf(await readRow(key));
  return { incremental, full };
}

async function startRecord(
  world: World,
  player: Player,
  start: Date,
  day: string | null,
  rankedWanted: boolean,
) {
  const base = {
    userId: player.userId,
    guestId: player.guestId,
    datasetId: world.id,
    versionId: world.versionId,
    answerEntryId: world.entryIds[0] ?? 0,
    result: "playing" as const,
    attempts: 0,
    score: 0,
    startTime: start,
    dailyDate: day,
  };
  // One ranked daily per player and day (the unique index): a second start of the day is a replay.
  if (rankedWanted) {
    try {
      return await insertGame(db, { ...base, isRanked: true });
    } catch {
      // taken
    }
  }
  return insertGame(db, { ...base, isRanked: false });
}

/** A win in `guesses` guesses through the guess path's own writes (the last one wins). */
async function winByGuesses(world: World, record: Row, guesses: number, now: Date) {
  let last = null;
  for (let i = 0; i < guesses; i++) {
    last = await writeGuess(
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
  return last;
}

async function currentRow(id: number): Promise<Row> {
  const [row] = await db.select().from(gameRecords).where(eq(gameRecords.id, id));
  if (!row) throw new Error(`record ${id} missing`);
  return row;
}

async function randomHistory(seed: number) {
  const rnd = prng(seed);
  const world = await insertDataset(db, { size: 8 });
  const users = [await insertUser(db), await insertUser(db)];
  const guests = [guestId(seed * 2), guestId(seed * 2 + 1)];
  const players: Player[] = [
    ...users.map((u) => ({ userId: u.id, guestId: null })),
    ...guests.map((g) => ({ userId: null, guestId: g })),
  ];
  // Twelve days, the second half with gaps (non-consecutive dailies).
  const firstDay = `2026-0${rnd.int(1, 9)}-01`;
  const days = [0, 1, 2, 3, 4, 5, 7, 8, 10, 13, 14, 15].map((n) => addDays(firstDay, n));
  const playing: Row[] = [];
  let claims = 0;
  for (let step = 0; step < 70; step++) {
    const op = rnd.next();
    const player = rnd.pick(players);
    const daily = rnd.next() < 0.6 ? rnd.pick(days) : null;
    const start = new Date(`${daily ?? rnd.pick(days)}T${rnd.pick(["00:00:05", "12:00:00", "23:59:30"])}Z`);
    if (op < 0.4) {
      playing.push(await startRecord(world, player, start, daily, daily !== null && rnd.next() < 0.85));
    } else if (op < 0.85 && playing.length > 0) {
      // End a random playing game (not in start order: a daily can be won after a later day's).
      const record = playing.splice(rnd.int(0, playing.length - 1), 1)[0] as Row;
      const now = new Date(record.startTime.getTime() + rnd.int(5, 200) * SECOND);
      const how = rnd.pick(["won", "won", "won", "lost", "abandoned"] as const);
      if (how === "won") await winByGuesses(world, record, rnd.int(1, 4), now);
      else await finishRecord({ db }, await currentRow(record.id), [], how as Outcome, now);
      // A retried end (the client's beacon, a second tab) must change nothing.
      if (rnd.next() < 0.3) await finishRecord({ db }, record, [], "lost", new Date(now.getTime() + SECOND));
      if (rnd.next() < 0.2) await winByGuesses(world, record, 1, new Date(now.getTime() + 2 * SECOND));
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
          score: won ? rnd.int(100, 1000) : 0,
          attempts: rnd.int(1, 6),
          duration: rnd.int(1, 300),
          startTime: start,
          dailyDate: daily,
          isRanked: daily !== null,
        });
      } catch {
        // that day's ranked slot is taken
      }
    } else {
      const guest = rnd.pick(guests);
      const user = rnd.pick(users);
      claims += await claimGuestGames({ db, now: () => new Date() }, guest, user.id);
    }
  }
  return { players, claims };
}

describe("player_stats: the O(1) fold equals the full recompute", () => {
  it("on random histories of wins, losses, give-ups, dailies and claims", { timeout: 120_000 }, async () => {
    let compared = 0;
    let streaks = 0;
    let claimed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { players, claims } = await randomHistory(seed);
      claimed += claims;
      // The migration's rebuild of every row leaves the fold's rows as they are.
      const folded = await Promise.all(players.map(async (p) => statsOf(await readRow(playerKey(p) ?? ""))));
      expect(REBUILD_ALL).toContain("INSERT INTO `player_stats`");
      await d1.prepare(REBUILD_ALL).run();
      const rebuilt = await Promise.all(players.map(async (p) => statsOf(await readRow(playerKey(p) ?? ""))));
      expect(rebuilt, `seed ${seed}: migration 0008's rebuild`).toEqual(folded);
      for (const player of players) {
        const { incremental, full } = await incrementalAndFull(player);
        if (!incremental) {
          expect(full?.played, `seed ${seed} ${playerKey(player)}`).toBe(0);
          continue;
        }
        expect(incremental, `seed ${seed} ${playerKey(player)}`).toEqual(full);
        compared += 1;
        if (incremental.bestStreak > 1) streaks += 1;
      }
    }
    // The histories are not trivial: most players have rows, some of them multi-day streaks, and
    // guest games were claimed.
    expect(compared).toBeGreaterThanOrEqual(20);
    expect(streaks).toBeGreaterThan(0);
    expect(claimed).toBeGreaterThan(0);
  });

  it("a daily won after the next day's win joins the run (the out-of-order fold)", async () => {
    const world = await insertDataset(db, { size: 8 });
    const user = await insertUser(db);
    const player = { userId: user.id, guestId: null };
    const start = (day: string, time: string) => new Date(`${day}T${time}Z`);
    // Won dailies on the 1st and 2nd; the 3rd started at 23:59:30 and is won after the 4th's win.
    for (const day of ["2026-05-01", "2026-05-02"]) {
      const record = await startRecord(world, player, start(day, "12:00:00"), day, true);
      await winByGuesses(world, record, 2, new Date(record.startTime.getTime() + 20 * SECOND));
    }
    const late = await startRecord(world, player, start("2026-05-03", "23:59:30"), "2026-05-03", true);
    const next = await startRecord(world, player, start("2026-05-04", "00:00:05"), "2026-05-04", true);
    await winByGuesses(world, next, 1, new Date(next.startTime.getTime() + 20 * SECOND));
    expect(await readRow(`u:${user.id}`)).toMatchObject({
      lastRun: 1,
      bestStreak: 2,
      lastWinDay: "2026-05-04",
    });
    await winByGuesses(world, late, 3, new Date(late.startTime.getTime() + 60 * SECOND));
    expect(await readRow(`u:${user.id}`)).toMatchObject({
      played: 4,
      wins: 4,
      lastRun: 4,
      bestStreak: 4,
      lastWinDay: "2026-05-04",
      lastDailyDay: "2026-05-04",
      lastDailyWon: true,
      histogram: { "1": 1, "2": 2, "3": 1 },
    });
    const { incremental, full } = await incrementalAndFull(player);
    expect(incremental).toEqual(full);
  });

  it("a game ended twice, or by two racing requests, counts once", async () => {
    const world = await insertDataset(db, { size: 8 });
    const user = await insertUser(db);
    const record = await startRecord(world, { userId: user.id, guestId: null }, new Date(), null, false);
    const now = new Date(record.startTime.getTime() + 30 * SECOND);
    // Two tabs: the winning guess and a give-up, at once; then the beacon of a third.
    await Promise.all([winByGuesses(world, record, 1, now), finishRecord({ db }, record, [], "lost", now)]);
    await finishRecord({ db }, record, [], "abandoned", new Date(now.getTime() + SECOND));
    const row = await readRow(`u:${user.id}`);
    expect(row?.played).toBe(1);
    const ended = await currentRow(record.id);
    expect(row?.wins).toBe(ended.result === "won" ? 1 : 0);
    expect(row?.totalScore).toBe(ended.score);
  });
});

describe("player_stats: the ending write costs the same whatever the history", () => {
  /** Rows D1 reports read by the winning guess's batch (the trigger's reads included). */
  async function rowsReadByWin(world: World, userId: number, history: number) {
    await d1
      .prepare(`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ?1)
        INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
          attempts, score, result, session_id, is_daily_challenge, daily_date, is_ranked)
        SELECT ?2, ?3, ?4, ?5, 1700000000000 + n * 86400000, 1700000000000 + n * 86400000 + 60000, 60,
          1 + n % 6, CASE WHEN n % 4 = 0 THEN 0 ELSE 800 END, CASE WHEN n % 4 = 0 THEN 'lost' ELSE 'won' END,
          'hist_' || ?2 || '_' || n, n % 3 = 0, CASE WHEN n % 3 = 0 THEN date(1700000000 + n * 86400, 'unixepoch') END,
          n % 3 = 0
        FROM s`)
      .bind(history, userId, world.id, world.versionId, world.entryIds[0] ?? 0)
      .run();
    const record = await startRecord(world, { userId, guestId: null }, new Date(), null, false);
    let rowsRead = 0;
    let duration = 0;
    const counting = new Proxy(d1, {
      get(target, prop) {
        if (prop !== "batch") return Reflect.get(target, prop).bind(target);
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          for (const result of results) {
            rowsRead += result.meta.rows_read ?? 0;
            duration += result.meta.duration ?? 0;
          }
          return results;
        };
      },
    });
    const written = await writeGuess(
      { db: Object.assign(Object.create(db), { $client: counting }) },
      {
        record,
        entryId: world.entryIds[1] ?? 0,
        feedback: FEEDBACK,
        won: true,
        now: new Date(record.startTime.getTime() + 10 * SECOND),
      },
    );
    expect(written.result).toBe("won");
    const row = await readRow(`u:${userId}`);
    expect(row?.played).toBe(history + 1);
    // What ending a game cost before migration 0008: this full recompute ran in the ending batch.
    const recompute = await recomputePlayerStatsStatement(
      { db },
      { userId, guestId: null },
      new Date(),
    ).run();
    return {
      rowsRead,
      duration,
      recomputeRowsRead: recompute.meta.rows_read ?? 0,
      recomputeDuration: recompute.meta.duration ?? 0,
    };
  }

  it("reads as many rows for a player with 3,000 finished games as for one with 100", async () => {
    const world = await insertDataset(db, { size: 8 });
    const small = await rowsReadByWin(world, (await insertUser(db)).id, 100);
    const large = await rowsReadByWin(world, (await insertUser(db)).id, 3000);
    console.log(
      `PLAYER_STATS the winning guess's batch: ${small.rowsRead} rows read, ${small.duration.toFixed(2)} ms of SQL (100 prior games); ${large.rowsRead} rows, ${large.duration.toFixed(2)} ms (3,000). The full recompute it used to carry: ${small.recomputeRowsRead} rows, ${small.recomputeDuration.toFixed(2)} ms; ${large.recomputeRowsRead} rows, ${large.recomputeDuration.toFixed(2)} ms`,
    );
    // A row or two of b-tree noise, not a read per past game (the recompute reads ~10 per game).
    expect(Math.abs(large.rowsRead - small.rowsRead)).toBeLessThanOrEqual(3);
    expect(large.rowsRead).toBeLessThan(50);
    expect(large.recomputeRowsRead).toBeGreaterThan(3000);
  });
});
