import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { findDailyPlay } from "./daily.server";
import { findLatestGame } from "./game-view.server";
import type { Player } from "./guest-player";
import { readPlayerGame } from "./player-game.server";
import { insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";

/**
 * Every page a known player opens reads their play of the day (home, daily page, game page), and
 * the game page their latest game of its dataset. On the day of a popular daily those reads must
 * not grow with how many others played that day, nor with the player's own history (migration 0009).
 */
const counted = countingD1(env.DB);
const db = database(counted.d1);
const deps = { ...createDeps(env), db, now: () => new Date(`${DAY}T12:00:00Z`) };
const DAY = "2026-11-24";
const RUSH = 3000;
const HISTORY = 1000;

async function rowsReadBy<T>(read: () => Promise<T>): Promise<[T, number]> {
  const before = counted.rowsRead();
  const result = await read();
  return [result, counted.rowsRead() - before];
}

type World = Awaited<ReturnType<typeof insertDataset>>;

/** `count` ranked daily games of `DAY` by as many other guests. */
async function rush(world: World, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ?1)
    INSERT INTO game_records (guest_id, dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
      attempts, score, result, session_id, is_daily_challenge, daily_date, is_ranked)
    SELECT 'g_rush_' || n, ?2, ?3, ?4, 1795996800000 + n, 1795996860000 + n, 60, 3, 800, 'won',
      'rush_' || n, 1, ?5, 1
    FROM s`,
  )
    .bind(count, world.id, world.versionId, world.entryIds[0] ?? 0, DAY)
    .run();
}

/** `count` earlier games of `player` on another dataset: practice and past dailies. */
async function history(world: World, player: Player, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ?1)
    INSERT INTO game_records (user_id, guest_id, dataset_id, version_id, answer_entry_id, start_time, end_time,
      duration, attempts, score, result, session_id, is_daily_challenge, daily_date, is_ranked)
    SELECT ?2, ?3, ?4, ?5, ?6, 1700000000000 + n * 60000, 1700000000000 + n * 60000 + 30000, 30, 2, 900, 'won',
      'hist_' || coalesce(?2, ?3) || '_' || n, n % 2, CASE WHEN n % 2 = 1 THEN date(1700000000 + n * 86400, 'unixepoch') END,
      n % 2
    FROM s`,
  )
    .bind(
      count,
      player.userId,
      player.userId === null ? player.guestId : null,
      world.id,
      world.versionId,
      world.entryIds[0] ?? 0,
    )
    .run();
}

describe("a player's reads of their own day and dataset", () => {
  let daily: World;
  let other: World;
  let user: Player;
  let guest: Player;
  const played = new Map<Player, number>();

  beforeAll(async () => {
    daily = await insertDataset(db, { size: 6 });
    other = await insertDataset(db, { size: 6 });
    user = { userId: (await insertUser(db)).id, guestId: null };
    guest = { userId: null, guestId: `g_${crypto.randomUUID().replaceAll("-", "")}` };
    for (const player of [user, guest]) {
      const game = await insertGame(db, {
        ...player,
        datasetId: daily.id,
        versionId: daily.versionId,
        answerEntryId: daily.entryIds[0] ?? 0,
        dailyDate: DAY,
        isRanked: true,
        attempts: 4,
        startTime: new Date("2026-11-24T08:00:00Z"),
      });
      played.set(player, game.id);
    }
  });

  /** Rows read by each read for `player`, checking each still finds the player's own game. */
  async function reads(player: Player) {
    const own = played.get(player);
    const [play, dayRows] = await rowsReadBy(() => findDailyPlay({ db }, player, DAY));
    expect(play?.id).toBe(own);
    const [latestDaily, latestDailyRows] = await rowsReadBy(() =>
      findLatestGame({ db }, player, daily.id, DAY),
    );
    expect(latestDaily?.id).toBe(own);
    const [practice, practiceRows] = await rowsReadBy(() => findLatestGame({ db }, player, daily.id, null));
    expect(practice).toBeNull();
    // The daily's game page: the game with its guesses, the play of the day and the stats row at once.
    const [page, pageRows] = await rowsReadBy(() =>
      readPlayerGame(deps, { player, datasetId: daily.id, mode: DAY, dailyOf: DAY, locale: "en-US" }),
    );
    expect(page.game?.recordId).toBe(own);
    expect(page.dailyPlayed?.recordId).toBe(own);
    return { dayRows, latestDailyRows, practiceRows, pageRows };
  }

  // Seeding 5,000 rows takes a few seconds of a busy machine: the reads are what is measured, not time.
  it(`read as many rows with ${RUSH} other plays that day and ${HISTORY} games of history as with none`, {
    timeout: 30_000,
  }, async () => {
    const before = { user: await reads(user), guest: await reads(guest) };
    await rush(daily, RUSH);
    await history(other, user, HISTORY);
    await history(other, guest, HISTORY);
    const after = { user: await reads(user), guest: await reads(guest) };
    console.log(
      `PLAYER_DAY_READS rows read before: ${JSON.stringify(before)}; after: ${JSON.stringify(after)}`,
    );
    // A few rows of b-tree neighbours at most, not a row per other play or per past game. The
    // daily page puts the day's ranked game first (ADR 031), so its read walks the player's own
    // games of that day before its LIMIT: up to three rows more than a plain "latest" read.
    for (const who of ["user", "guest"] as const) {
      for (const read of ["dayRows", "latestDailyRows", "practiceRows", "pageRows"] as const) {
        expect(after[who][read]).toBeLessThanOrEqual(before[who][read] + 3);
        expect(after[who][read]).toBeLessThanOrEqual(10);
      }
    }
  });
});
