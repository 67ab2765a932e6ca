// Upserts that touch a row only when a value changed, so a rerun with nothing new changes nothing
// (not even generated_at) and RETURNING lists exactly the rows that changed.

const changed = (columns: string[], table: string) =>
  columns.map((column) => `${table}.${column} IS NOT excluded.${column}`).join(" OR ");
const assign = (columns: string[]) => columns.map((column) => `${column} = excluded.${column}`).join(", ");

const DATASET_COLUMNS = [
  "total_games",
  "unique_players",
  "average_accuracy_rate",
  "average_duration",
  "best_duration",
  "average_guesses",
];

/** spec §3 dataset stats over ended games (guests count as plays, not as players). ?1 = now (ms). */
export const UPSERT_DATASET_STATS = `INSERT INTO dataset_stats
  (dataset_id, ${DATASET_COLUMNS.join(", ")}, generated_at)
SELECT dataset_id, COUNT(*), COUNT(DISTINCT user_id),
  COALESCE(AVG(accuracy), 0), COALESCE(AVG(duration), 0),
  MIN(CASE WHEN result = 'won' THEN duration END),
  COALESCE(AVG(CASE WHEN result = 'won' THEN attempts END), 0),
  ?1
FROM game_records
WHERE result <> 'playing'
GROUP BY dataset_id
ON CONFLICT (dataset_id) DO UPDATE SET ${assign([...DATASET_COLUMNS, "generated_at"])}
WHERE ${changed(DATASET_COLUMNS, "dataset_stats")}
RETURNING dataset_id AS datasetId`;

const USER_COLUMNS = [
  "total_games",
  "total_score",
  "average_score",
  "total_time",
  "average_time",
  "best_score",
  "games_won",
  "win_rate",
  "current_streak",
  "best_streak",
  "guess_histogram",
];

/**
 * spec §3 user stats plus daily streaks (consecutive UTC days with a won ranked daily: islands of
 * `julianday - row_number`) and the guess-count histogram of won games.
 * ?1 = now (ms), ?2 = today, ?3 = yesterday. A streak is still current on the day after its last
 * win until that day's ranked daily is lost.
 */
export const UPSERT_USER_STATS = `WITH finished AS MATERIALIZED (
  SELECT user_id, score, COALESCE(duration, 0) AS spent, attempts, result, daily_date, is_ranked
  FROM game_records WHERE user_id IS NOT NULL AND result <> 'playing'
),
totals AS (
  SELECT user_id, COUNT(*) AS games, SUM(score) AS score_sum, MAX(score) AS best,
    SUM(spent) AS time_sum, SUM(result = 'won') AS won
  FROM finished GROUP BY user_id
),
histogram AS (
  SELECT user_id, json_group_object(attempts, n) AS counts FROM (
    SELECT user_id, attempts, COUNT(*) AS n FROM finished WHERE result = 'won'
    GROUP BY user_id, attempts ORDER BY user_id, attempts
  ) GROUP BY user_id
),
win_days AS (
  SELECT DISTINCT user_id, daily_date AS day FROM finished
  WHERE daily_date IS NOT NULL AND is_ranked = 1 AND result = 'won'
),
runs AS (
  SELECT user_id, COUNT(*) AS length, MAX(day) AS last_day FROM (
    SELECT user_id, day, julianday(day) - ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY day) AS island
    FROM win_days
  ) GROUP BY user_id, island
),
lost_today AS (
  SELECT DISTINCT user_id FROM game_records
  WHERE daily_date = ?2 AND is_ranked = 1 AND result IN ('lost', 'abandoned') AND user_id IS NOT NULL
),
streaks AS (
  SELECT user_id, MAX(length) AS best,
    MAX(CASE WHEN last_day = ?2 OR (last_day = ?3 AND user_id NOT IN (SELECT user_id FROM lost_today))
      THEN length ELSE 0 END) AS current
  FROM runs GROUP BY user_id
)
INSERT INTO user_stats (user_id, ${USER_COLUMNS.join(", ")}, generated_at)
SELECT t.user_id, t.games, t.score_sum, CAST(t.score_sum AS REAL) / t.games, t.time_sum,
  CAST(t.time_sum AS REAL) / t.games, t.best, t.won, CAST(t.won AS REAL) / t.games,
  COALESCE(s.current, 0), COALESCE(s.best, 0), COALESCE(h.counts, '{}'), ?1
FROM totals t
LEFT JOIN histogram h ON h.user_id = t.user_id
LEFT JOIN streaks s ON s.user_id = t.user_id
WHERE true
ON CONFLICT (user_id) DO UPDATE SET ${assign([...USER_COLUMNS, "generated_at"])}
WHERE ${changed(USER_COLUMNS, "user_stats")}`;
