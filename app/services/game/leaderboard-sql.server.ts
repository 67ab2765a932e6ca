// design §5 ordering: score desc, time spent asc, completed at asc. Competition rank (1, 2, 2, 4)
// ties on score and time spent; completed-at and user id only make the row order deterministic.
const INSERT =
  "INSERT INTO leaderboard_rows (board, user_id, position, rank, score, time_spent, completed_at)";

/** Clears every board the rebuild recomputes; older daily boards stay as they were (final). */
export const DELETE_REBUILT_BOARDS = `DELETE FROM leaderboard_rows
WHERE board NOT LIKE 'daily:%' OR board IN ('daily:' || ?1, 'daily:' || ?2)`;

/**
 * Per dataset: each user's best won game. Unranked daily games (replays of the day, archive days)
 * do not count: their answer may already be known.
 */
export const INSERT_DATASET_BOARDS = `${INSERT}
SELECT 'dataset:' || dataset_id, user_id,
  ROW_NUMBER() OVER (PARTITION BY dataset_id ORDER BY score DESC, spent ASC, done ASC, user_id ASC),
  RANK() OVER (PARTITION BY dataset_id ORDER BY score DESC, spent ASC),
  score, spent, done
FROM (
  SELECT dataset_id, user_id, score, COALESCE(duration, 0) AS spent, COALESCE(end_time, start_time) AS done,
    ROW_NUMBER() OVER (
      PARTITION BY dataset_id, user_id
      ORDER BY score DESC, COALESCE(duration, 0) ASC, COALESCE(end_time, start_time) ASC, id ASC
    ) AS pick
  FROM game_records
  WHERE result = 'won' AND user_id IS NOT NULL
    AND ((is_daily_challenge = 0 AND daily_date IS NULL) OR is_ranked = 1)
)
WHERE pick = 1`;

/** Global: the sum of each user's best score per public dataset (built from the dataset boards). */
export const INSERT_GLOBAL_BOARD = `${INSERT}
SELECT 'global', user_id,
  ROW_NUMBER() OVER (ORDER BY total DESC, spent ASC, done ASC, user_id ASC),
  RANK() OVER (ORDER BY total DESC, spent ASC),
  total, spent, done
FROM (
  SELECT r.user_id, SUM(r.score) AS total, SUM(r.time_spent) AS spent, MAX(r.completed_at) AS done
  FROM leaderboard_rows r
  JOIN datasets d ON d.id = CAST(substr(r.board, 9) AS INTEGER)
  WHERE r.board LIKE 'dataset:%' AND d.is_public = 1
  GROUP BY r.user_id
)`;

/** Daily (today ?1 and yesterday ?2): each user's ranked game of the day, when it was won. */
export const INSERT_DAILY_BOARDS = `${INSERT}
SELECT 'daily:' || daily_date, user_id,
  ROW_NUMBER() OVER (PARTITION BY daily_date ORDER BY score DESC, spent ASC, done ASC, user_id ASC),
  RANK() OVER (PARTITION BY daily_date ORDER BY score DESC, spent ASC),
  score, spent, done
FROM (
  SELECT daily_date, user_id, result, score, COALESCE(duration, 0) AS spent,
    COALESCE(end_time, start_time) AS done,
    ROW_NUMBER() OVER (PARTITION BY daily_date, user_id ORDER BY start_time ASC, id ASC) AS pick
  FROM game_records
  WHERE daily_date IN (?1, ?2) AND is_ranked = 1 AND user_id IS NOT NULL AND result <> 'playing'
)
WHERE pick = 1 AND result = 'won'`;

/** The rows worth publishing: every board's top 100, with the names shown. */
export const SELECT_TOPS = `SELECT r.board, r.user_id AS userId, u.username, r.rank, r.score,
  r.time_spent AS timeSpent, r.completed_at AS completedAt
FROM leaderboard_rows r JOIN users u ON u.id = r.user_id
WHERE r.position <= ?1
ORDER BY r.board, r.position`;

export const SELECT_TOTALS = "SELECT board, COUNT(*) AS total FROM leaderboard_rows GROUP BY board";
