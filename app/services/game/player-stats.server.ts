import { eq, sql } from "drizzle-orm";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { playerStats } from "~db/schema";
import { addDays, dailyDateOf } from "./daily-date.server";
import { type Player, playerKey } from "./guest-player";
import { emptyUserStats, type UserStats } from "./stats-types.server";

/**
 * How `player_stats` is kept (migration 0008): database triggers fold each game into
 * its player's row the moment it ends, in O(1) rows read and written whatever the player's history
 * (the ending write alone; nothing here is in the guess batch). They fire on the record's `playing` ->
 * ended transition, which the ending updates make at most once (`WHERE result = 'playing'`), so a
 * retried end or two racing tabs count a game once; and on a record inserted already ended.
 *
 * This file keeps the FULL recompute of one player's row, the definition the triggers follow and the
 * repair path: a claim (the guest's records change owner) runs it, so does a first read of a player
 * without a row, and a workerd test compares it with the triggers' result on random histories.
 *
 * The rules: `played` counts finished records (won, lost, abandoned/given up), `wins` the won ones;
 * score and time are summed (time = duration, 0 when missing), `best_score` is the maximum; the
 * histogram counts won games by guesses. A user's records are theirs (claimed guest games
 * included); a guest's are the unclaimed ones with its guest id. Soft-deleted datasets change
 * nothing (ADR 010: records are never deleted). Streaks: islands of consecutive UTC days with a won
 * ranked daily (`julianday - row_number`); `last_run` is the island ending on the last win day;
 * `last_daily_*` the latest ranked daily and whether it was won. `me` names the player; `now` is the
 * last parameter. Idempotent: running it twice writes the same row.
 */
function upsertSql(me: string, now: string): string {
  const columns = "score, COALESCE(duration, 0) AS spent, attempts, result, daily_date, is_ranked";
  return `WITH me AS (${me}),
finished AS MATERIALIZED (
  SELECT ${columns} FROM game_records
  WHERE user_id = (SELECT uid FROM me) AND result <> 'playing'
  UNION ALL
  SELECT ${columns} FROM game_records
  WHERE user_id IS NULL AND guest_id = (SELECT gid FROM me WHERE uid IS NULL) AND result <> 'playing'
),
totals AS (
  SELECT COUNT(*) AS games, COALESCE(SUM(score), 0) AS score_sum, COALESCE(MAX(score), 0) AS best,
    COALESCE(SUM(spent), 0) AS time_sum, COALESCE(SUM(result = 'won'), 0) AS won
  FROM finished
),
histogram AS (
  SELECT json_group_object(attempts, n) AS counts FROM (
    SELECT attempts, COUNT(*) AS n FROM finished WHERE result = 'won' GROUP BY attempts ORDER BY attempts
  )
),
win_days AS (
  SELECT DISTINCT daily_date AS day FROM finished
  WHERE daily_date IS NOT NULL AND is_ranked = 1 AND result = 'won'
),
runs AS (
  SELECT COUNT(*) AS length, MAX(day) AS last_day FROM (
    SELECT day, julianday(day) - ROW_NUMBER() OVER (ORDER BY day) AS island FROM win_days
  ) GROUP BY island
),
last_daily AS (
  SELECT daily_date AS day, result = 'won' AS won FROM finished
  WHERE daily_date IS NOT NULL AND is_ranked = 1 ORDER BY daily_date DESC LIMIT 1
),
player AS (
  SELECT CASE WHEN uid IS NOT NULL THEN 'u:' || uid WHEN gid IS NOT NULL THEN 'g:' || gid END AS key FROM me
)
INSERT INTO player_stats (player_key, played, wins, total_score, best_score, total_time, best_streak,
  last_run, last_win_day, last_daily_day, last_daily_won, histogram, updated_at)
SELECT p.key, t.games, t.won, t.score_sum, t.best, t.time_sum,
  COALESCE((SELECT MAX(length) FROM runs), 0),
  COALESCE((SELECT length FROM runs ORDER BY last_day DESC LIMIT 1), 0),
  (SELECT MAX(last_day) FROM runs),
  (SELECT day FROM last_daily),
  COALESCE((SELECT won FROM last_daily), 0),
  COALESCE((SELECT counts FROM histogram), '{}'),
  ${now}
FROM totals t, player p WHERE p.key IS NOT NULL
ON CONFLICT (player_key) DO UPDATE SET played = excluded.played, wins = excluded.wins,
  total_score = excluded.total_score, best_score = excluded.best_score, total_time = excluded.total_time,
  best_streak = excluded.best_streak, last_run = excluded.last_run, last_win_day = excluded.last_win_day,
  last_daily_day = excluded.last_daily_day, last_daily_won = excluded.last_daily_won,
  histogram = excluded.histogram, updated_at = excluded.updated_at`;
}

// D1 binds JS numbers as REAL: cast, or the key would read `u:5.0`.
const BY_PLAYER = upsertSql("SELECT CAST(?1 AS INTEGER) AS uid, ?2 AS gid", "?3");

/** The full recompute of a player's row (after a guest's games are claimed, a first read, a repair). */
export function recomputePlayerStatsStatement(
  { db }: Pick<AppDeps, "db">,
  player: Player,
  now: Date,
): D1PreparedStatement {
  return db.$client
    .prepare(BY_PLAYER)
    .bind(player.userId, player.userId === null ? player.guestId : null, now.getTime());
}

/** design §5 user stats plus `played`/`wins`, as a player sees them on the end screen. */
export type PlayerStats = UserStats & { played: number; wins: number; lastDailyDate: string | null };

export function emptyPlayerStats(): PlayerStats {
  return { ...emptyUserStats(), played: 0, wins: 0, lastDailyDate: null };
}

type Row = typeof playerStats.$inferSelect;

/**
 * The streak as of `today`: still current on the day after its last win until that day's ranked
 * daily is lost (the same rule as the cron's user stats).
 */
export function currentStreak(
  row: Pick<Row, "lastRun" | "lastWinDay" | "lastDailyDay" | "lastDailyWon">,
  today: string,
) {
  if (!row.lastWinDay) return 0;
  if (row.lastWinDay === today) return row.lastRun;
  const lostToday = row.lastDailyDay === today && !row.lastDailyWon;
  return row.lastWinDay === addDays(today, -1) && !lostToday ? row.lastRun : 0;
}

function toStats(row: Row, today: string): PlayerStats {
  const played = row.played;
  return {
    totalGames: played,
    totalScore: row.totalScore,
    averageScore: played ? row.totalScore / played : 0,
    totalTime: row.totalTime,
    averageTime: played ? row.totalTime / played : 0,
    bestScore: row.bestScore,
    gamesWon: row.wins,
    winRate: played ? row.wins / played : 0,
    currentStreak: currentStreak(row, today),
    bestStreak: row.bestStreak,
    guessHistogram: row.histogram ?? {},
    generatedAt: row.updatedAt.toISOString(),
    played,
    wins: row.wins,
    lastDailyDate: row.lastDailyDay,
  };
}

const playerStatsByKey = prepared((db) =>
  db
    .select()
    .from(playerStats)
    .where(eq(playerStats.playerKey, sql.placeholder("key")))
    .prepare(),
);

type StatsRead = readonly [ReturnType<typeof playerStatsByKey>, { key: string }];

/**
 * The statement that reads a player's stats row, with its values, for a caller that sends it in one
 * D1 batch with other reads (`batchPrepared`); hand the row it found to `playerStatsOf`. Null for a
 * player without an id.
 */
export function playerStatsRead({ db }: Pick<AppDeps, "db">, player: Player & { userId: number }): StatsRead;
export function playerStatsRead({ db }: Pick<AppDeps, "db">, player: Player): StatsRead | null;
export function playerStatsRead({ db }: Pick<AppDeps, "db">, player: Player): StatsRead | null {
  const key = playerKey(player);
  return key ? [playerStatsByKey(db), { key }] : null;
}

/**
 * A player's stats from their row as read. A player without a row has finished no game (the triggers
 * create it with the first); it is computed once here all the same, a repair if it was lost.
 */
export async function playerStatsOf(
  deps: Pick<AppDeps, "db" | "now">,
  player: Player,
  found: Row | undefined,
): Promise<PlayerStats> {
  const read = playerStatsRead(deps, player);
  if (!read) return emptyPlayerStats();
  let row = found;
  if (!row) {
    await recomputePlayerStatsStatement(deps, player, deps.now()).run();
    row = await read[0].get(read[1]);
  }
  return row ? toStats(row, dailyDateOf(deps.now())) : emptyPlayerStats();
}

/** A player's stats as of their last finished game. */
export async function getPlayerStats(
  deps: Pick<AppDeps, "db" | "now">,
  player: Player,
): Promise<PlayerStats> {
  const read = playerStatsRead(deps, player);
  return playerStatsOf(deps, player, read ? await read[0].get(read[1]) : undefined);
}
