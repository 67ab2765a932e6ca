import { and, asc, eq, sql } from "drizzle-orm";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { datasets, type LocalizedText, playerScopeStats } from "~db/schema";
import { dailyDateOf } from "./daily-date.server";
import { type Player, playerKey } from "./guest-player";
import { currentStreak } from "./player-stats.server";

/**
 * Stats per kind of play (migration 0021, ADR 024): the site daily, practice, and each dataset's own
 * daily apart, so a daily's end screen counts dailies and a practice game's counts practice.
 * Triggers fold each game into its scope's row when it ends (as `player_stats`); this file reads the
 * rows and keeps the full recompute of one player, the definition the triggers follow.
 */

/** The site daily: ranked games with `daily_date`. */
export const SITE_DAILY_SCOPE = 0;
/** Practice: every game that is not a ranked daily of any kind, nor a challenge (migration 0036). */
export const PRACTICE_SCOPE = -1;
/** Dataset N's own daily (ranked games with `dataset_daily_date`) is scope N. */
export const datasetDailyScope = (datasetId: number) => datasetId;

export type ScopeKind = "daily" | "practice" | "datasetDaily";

export const scopeKind = (scope: number): ScopeKind =>
  scope === SITE_DAILY_SCOPE ? "daily" : scope === PRACTICE_SCOPE ? "practice" : "datasetDaily";

/**
 * The scope a game page's mode shows (`readPlayerGame`): practice (null), a dataset's own daily
 * (`dataset:<date>`), else the site daily of that date.
 */
export function scopeOfMode(mode: string | null, datasetId: number): number {
  if (mode === null) return PRACTICE_SCOPE;
  return mode.startsWith("dataset:") ? datasetDailyScope(datasetId) : SITE_DAILY_SCOPE;
}

/** One scope's figures as the end screen and the profile show them. Rate 0–1. */
export type ScopeStats = {
  scope: number;
  kind: ScopeKind;
  played: number;
  wins: number;
  winRate: number;
  currentStreak: number;
  bestStreak: number;
  guessHistogram: Record<string, number>;
};

type Row = typeof playerScopeStats.$inferSelect;

export function emptyScopeStats(scope: number): ScopeStats {
  return {
    scope,
    kind: scopeKind(scope),
    played: 0,
    wins: 0,
    winRate: 0,
    currentStreak: 0,
    bestStreak: 0,
    guessHistogram: {},
  };
}

/** A row as of `today` (the current streak breaks as `player_stats`' does: `currentStreak`). */
export function toScopeStats(row: Row, today: string): ScopeStats {
  return {
    scope: row.scope,
    kind: scopeKind(row.scope),
    played: row.played,
    wins: row.wins,
    winRate: row.played ? row.wins / row.played : 0,
    currentStreak: currentStreak(row, today),
    bestStreak: row.bestStreak,
    guessHistogram: row.histogram ?? {},
  };
}

const scopeRow = prepared((db) =>
  db
    .select()
    .from(playerScopeStats)
    .where(
      and(
        eq(playerScopeStats.playerKey, sql.placeholder("key")),
        eq(playerScopeStats.scope, sql.placeholder("scope")),
      ),
    )
    .prepare(),
);

type ScopeRead = readonly [ReturnType<typeof scopeRow>, { key: string; scope: number }];

/** The statement that reads one scope's row, for a caller's D1 batch; null for a player without an id. */
export function scopeStatsRead({ db }: Pick<AppDeps, "db">, player: Player, scope: number): ScopeRead | null {
  const key = playerKey(player);
  return key ? [scopeRow(db), { key, scope }] : null;
}

/** One scope's stats now (after a game this request ended, which the batch read before). */
export async function getScopeStats(
  deps: Pick<AppDeps, "db" | "now">,
  player: Player,
  scope: number,
): Promise<ScopeStats> {
  const read = scopeStatsRead(deps, player, scope);
  const row = read ? await read[0].get(read[1]) : undefined;
  return row ? toScopeStats(row, dailyDateOf(deps.now())) : emptyScopeStats(scope);
}

/** A scope's stats from its row as read; no row is no game of that kind yet. */
export function scopeStatsOf(deps: Pick<AppDeps, "now">, scope: number, found: Row | undefined): ScopeStats {
  return found ? toScopeStats(found, dailyDateOf(deps.now())) : emptyScopeStats(scope);
}

/** A dataset daily's figures with the dataset's name, for the profile's list. */
export type DatasetDailyStats = ScopeStats & {
  datasetId: number;
  name: string;
  nameI18n: LocalizedText | null;
};

/** The profile's split: the site daily, practice, and each dataset daily played (latest first). */
export type PlayStats = {
  daily: ScopeStats;
  practice: ScopeStats;
  datasets: DatasetDailyStats[];
};

// Every row of one player (a handful: two, plus one per dataset whose daily they played), with the
// names of those datasets. Deleted or private datasets stay out of the list (a public profile shows it).
const playerRows = prepared((db) =>
  db
    .select({ row: playerScopeStats, name: datasets.name, nameI18n: datasets.nameI18n })
    .from(playerScopeStats)
    .leftJoin(
      datasets,
      and(
        eq(datasets.id, playerScopeStats.scope),
        eq(datasets.isPublic, true),
        sql`${datasets.deletedAt} IS NULL`,
      ),
    )
    .where(eq(playerScopeStats.playerKey, sql.placeholder("key")))
    .orderBy(asc(playerScopeStats.scope))
    .prepare(),
);

type PlayRead = readonly [ReturnType<typeof playerRows>, { key: string }];

/** The statement that reads all of a player's scope rows, for a caller's D1 batch. */
export function playStatsRead({ db }: Pick<AppDeps, "db">, player: Player & { userId: number }): PlayRead;
export function playStatsRead({ db }: Pick<AppDeps, "db">, player: Player): PlayRead | null;
export function playStatsRead({ db }: Pick<AppDeps, "db">, player: Player): PlayRead | null {
  const key = playerKey(player);
  return key ? [playerRows(db), { key }] : null;
}

type PlayRow = Awaited<ReturnType<ReturnType<typeof playerRows>["all"]>>[number];

/** The split as the profile shows it, from the rows `playStatsRead` found. */
export function playStatsOf(deps: Pick<AppDeps, "now">, rows: PlayRow[]): PlayStats {
  const today = dailyDateOf(deps.now());
  const of = (scope: number) => rows.find((r) => r.row.scope === scope)?.row;
  const daily = of(SITE_DAILY_SCOPE);
  const practice = of(PRACTICE_SCOPE);
  const datasetRows = rows.filter((r) => r.row.scope > 0 && r.name !== null);
  return {
    daily: daily ? toScopeStats(daily, today) : emptyScopeStats(SITE_DAILY_SCOPE),
    practice: practice ? toScopeStats(practice, today) : emptyScopeStats(PRACTICE_SCOPE),
    datasets: datasetRows
      .map((r) => ({
        ...toScopeStats(r.row, today),
        datasetId: r.row.scope,
        name: r.name ?? "",
        nameI18n: r.nameI18n ?? null,
        lastDay: r.row.lastDailyDay ?? "",
      }))
      .sort((a, b) => b.lastDay.localeCompare(a.lastDay) || a.datasetId - b.datasetId)
      .map(({ lastDay: _lastDay, ...stats }) => stats),
  };
}

/** A player's split, read on its own. */
export async function getPlayStats(deps: Pick<AppDeps, "db" | "now">, player: Player): Promise<PlayStats> {
  const read = playStatsRead(deps, player);
  return playStatsOf(deps, read ? await read[0].all(read[1]) : []);
}

/**
 * The full recompute of one player's scope rows: the definition the triggers follow (and the
 * migration's rebuild of every row, written for all players at once). Delete, then insert from the
 * player's finished records; run both in one batch (a transaction). `?1` user id, `?2` guest id
 * (when no user), `?3` now (ms).
 */
const DELETE_PLAYER = `DELETE FROM player_scope_stats WHERE player_key =
  CASE WHEN ?1 IS NOT NULL THEN 'u:' || CAST(?1 AS INTEGER) ELSE 'g:' || ?2 END`;

const RECOMPUTE_PLAYER = `WITH finished AS MATERIALIZED (
  SELECT dataset_id, attempts, result, daily_date, dataset_daily_date, is_ranked, challenge_of FROM game_records
  WHERE user_id = CAST(?1 AS INTEGER) AND result <> 'playing'
  UNION ALL
  SELECT dataset_id, attempts, result, daily_date, dataset_daily_date, is_ranked, challenge_of FROM game_records
  WHERE ?1 IS NULL AND user_id IS NULL AND guest_id = ?2 AND result <> 'playing'
),
scoped AS MATERIALIZED (
  SELECT 0 AS scope, daily_date AS day, result, attempts FROM finished
  WHERE is_ranked = 1 AND daily_date IS NOT NULL
  UNION ALL
  SELECT dataset_id, dataset_daily_date, result, attempts FROM finished
  WHERE is_ranked = 1 AND dataset_daily_date IS NOT NULL
  UNION ALL
  SELECT -1, NULL, result, attempts FROM finished
  WHERE NOT (is_ranked = 1 AND (daily_date IS NOT NULL OR dataset_daily_date IS NOT NULL))
    AND challenge_of IS NULL
),
totals AS (SELECT scope, COUNT(*) AS games, SUM(result = 'won') AS won FROM scoped GROUP BY scope),
histograms AS (
  SELECT scope, json_group_object(attempts, n) AS counts FROM (
    SELECT scope, attempts, COUNT(*) AS n FROM scoped WHERE result = 'won'
    GROUP BY scope, attempts ORDER BY scope, attempts
  ) GROUP BY scope
),
runs AS (
  SELECT scope, COUNT(*) AS length, MAX(day) AS last_day FROM (
    SELECT scope, day, julianday(day) - ROW_NUMBER() OVER (PARTITION BY scope ORDER BY day) AS island FROM (
      SELECT DISTINCT scope, day FROM scoped WHERE day IS NOT NULL AND result = 'won'
    )
  ) GROUP BY scope, island
),
streaks AS (
  SELECT scope, best, length, last_day FROM (
    SELECT scope, MAX(length) OVER (PARTITION BY scope) AS best, length, last_day,
      ROW_NUMBER() OVER (PARTITION BY scope ORDER BY last_day DESC) AS n
    FROM runs
  ) WHERE n = 1
),
last_daily AS (
  SELECT scope, day, won FROM (
    SELECT scope, day, result = 'won' AS won, ROW_NUMBER() OVER (PARTITION BY scope ORDER BY day DESC) AS n
    FROM scoped WHERE day IS NOT NULL
  ) WHERE n = 1
)
INSERT INTO player_scope_stats (player_key, scope, played, wins, histogram, best_streak, last_run, last_win_day,
  last_daily_day, last_daily_won, updated_at)
SELECT CASE WHEN ?1 IS NOT NULL THEN 'u:' || CAST(?1 AS INTEGER) ELSE 'g:' || ?2 END, t.scope, t.games, t.won,
  COALESCE(h.counts, '{}'), COALESCE(s.best, 0), COALESCE(s.length, 0), s.last_day, l.day, COALESCE(l.won, 0), ?3
FROM totals t
LEFT JOIN streaks s ON s.scope = t.scope
LEFT JOIN last_daily l ON l.scope = t.scope
LEFT JOIN histograms h ON h.scope = t.scope
WHERE ?1 IS NOT NULL OR ?2 IS NOT NULL`;

/** The recompute's statements for one player, for the caller's batch (a claim, a repair). */
export function recomputePlayerScopeStatements(
  { db }: Pick<AppDeps, "db">,
  player: Player,
  now: Date,
): D1PreparedStatement[] {
  const guestId = player.userId === null ? player.guestId : null;
  return [
    db.$client.prepare(DELETE_PLAYER).bind(player.userId, guestId),
    db.$client.prepare(RECOMPUTE_PLAYER).bind(player.userId, guestId, now.getTime()),
  ];
}

/** A guest's rows go once its games are the account's (it has no unclaimed record left). */
export function dropGuestScopeStatsStatement({ db }: Pick<AppDeps, "db">, guestId: string) {
  return db.$client.prepare("DELETE FROM player_scope_stats WHERE player_key = 'g:' || ?1").bind(guestId);
}
