// Board reads over the cron's keyed aggregates (migration 0005, ADR 007). design §5 order: score desc,
// time spent asc, completed at asc; user id only makes the order deterministic. Competition ranks
// (1, 2, 2, 4) tie on score and time spent: computed from the ordered top rows when publishing, and by
// index range counts for a viewer below the top.

const ORDER = "score DESC, time_spent ASC, completed_at ASC, user_id ASC";

/**
 * One dataset's board top: ?1 dataset id, ?2 how many. A first game that was not won holds its
 * player's place with score 0 and is not shown (ADR 018).
 */
export const TOP_DATASET = `SELECT b.user_id AS userId, u.username, b.score, b.time_spent AS timeSpent,
  b.completed_at AS completedAt
FROM board_bests b JOIN users u ON u.id = b.user_id
WHERE b.dataset_id = ?1 AND b.score > 0 ORDER BY ${ORDER.replace(/(\w+) (ASC|DESC)/g, "b.$1 $2")} LIMIT ?2`;

export const TOTAL_DATASET =
  "SELECT COALESCE(SUM(n), 0) AS total FROM dataset_score_counts WHERE dataset_id = ?1 AND score > 0";

/** One day's daily board top (won ranked dailies): ?1 day, ?2 how many. */
export const TOP_DAILY = `SELECT b.user_id AS userId, u.username, b.score, b.time_spent AS timeSpent,
  b.completed_at AS completedAt
FROM daily_bests b JOIN users u ON u.id = b.user_id
WHERE b.day = ?1 AND b.won = 1 ORDER BY ${ORDER.replace(/(\w+) (ASC|DESC)/g, "b.$1 $2")} LIMIT ?2`;

export const TOTAL_DAILY = "SELECT COUNT(*) AS total FROM daily_bests WHERE day = ?1 AND won = 1";

/** The global board top: ?1 how many. */
export const TOP_GLOBAL = `SELECT g.user_id AS userId, u.username, g.total AS score, g.spent AS timeSpent,
  g.done AS completedAt
FROM global_totals g JOIN users u ON u.id = g.user_id
ORDER BY g.total DESC, g.spent ASC, g.done ASC, g.user_id ASC LIMIT ?1`;

export const TOTAL_GLOBAL =
  "SELECT CAST(value AS INTEGER) AS total FROM cron_state WHERE key = 'global_count'";

type RankSource = {
  /** The board's table, read as `x`, and what puts a row of it on the viewer's board. */
  table: string;
  scope: string[];
  score: string;
  time: string;
  /** The board's per-score counts (migration 0011), read as `c`, and what puts a count on the board. */
  counts: string;
  countsScope: string[];
};

/**
 * 1 + the rows ahead of the viewer's row `b`: those with a better score, summed from the board's
 * per-score counts (one row per better score, however many players hold it), and those with the same
 * score in less time, an index range of the board that ends at the viewer. Counting the better scores
 * on the board itself walked every row ahead of the viewer: ~100,000 a view for a daily's 100,000th.
 */
const rankOf = (source: RankSource) => {
  const where = (scope: string[], ...ahead: string[]) => [...scope, ...ahead].join(" AND ");
  const { table, score, time, counts } = source;
  return `1
  + (SELECT COALESCE(SUM(c.n), 0) FROM ${counts} c WHERE ${where(source.countsScope, `c.${score} > b.${score}`)})
  + (SELECT COUNT(*) FROM ${table} x WHERE ${where(source.scope, `x.${score} = b.${score}`, `x.${time} < b.${time}`)})`;
};

/** A viewer's own row and competition rank: ?1 user id (+ ?2 dataset id / day). */
export const ME_DATASET = `SELECT b.user_id AS userId, u.username, b.score, b.time_spent AS timeSpent,
  b.completed_at AS completedAt,
  ${rankOf({
    table: "board_bests",
    scope: ["x.dataset_id = b.dataset_id"],
    score: "score",
    time: "time_spent",
    counts: "dataset_score_counts",
    countsScope: ["c.dataset_id = b.dataset_id"],
  })} AS rank
FROM board_bests b JOIN users u ON u.id = b.user_id WHERE b.user_id = ?1 AND b.dataset_id = ?2 AND b.score > 0`;

export const ME_DAILY = `SELECT b.user_id AS userId, u.username, b.score, b.time_spent AS timeSpent,
  b.completed_at AS completedAt,
  ${rankOf({
    table: "daily_bests",
    scope: ["x.day = b.day", "x.won = 1"],
    score: "score",
    time: "time_spent",
    counts: "daily_score_counts",
    countsScope: ["c.day = b.day"],
  })} AS rank
FROM daily_bests b JOIN users u ON u.id = b.user_id WHERE b.user_id = ?1 AND b.day = ?2 AND b.won = 1`;

export const ME_GLOBAL = `SELECT b.user_id AS userId, u.username, b.total AS score, b.spent AS timeSpent,
  b.done AS completedAt,
  ${rankOf({
    table: "global_totals",
    scope: [],
    score: "total",
    time: "spent",
    counts: "global_score_counts",
    countsScope: [],
  })} AS rank
FROM global_totals b JOIN users u ON u.id = b.user_id WHERE b.user_id = ?1`;

/** ADR 021: one dataset daily's day board top (won ranked games): ?1 dataset id, ?2 day, ?3 how many. */
export const TOP_DATASET_DAILY = `SELECT b.user_id AS userId, u.username, b.score, b.time_spent AS timeSpent,
  b.completed_at AS completedAt
FROM dataset_daily_bests b JOIN users u ON u.id = b.user_id
WHERE b.dataset_id = ?1 AND b.day = ?2 AND b.won = 1
ORDER BY ${ORDER.replace(/(\w+) (ASC|DESC)/g, "b.$1 $2")} LIMIT ?3`;

export const TOTAL_DATASET_DAILY =
  "SELECT COALESCE(SUM(n), 0) AS total FROM dataset_daily_score_counts WHERE dataset_id = ?1 AND day = ?2";

/** One dataset daily's all-time board top (points summed over its days): ?1 dataset id, ?2 how many. */
export const TOP_DATASET_DAILY_ALL = `SELECT g.user_id AS userId, u.username, g.total AS score, g.spent AS timeSpent,
  g.done AS completedAt
FROM dataset_daily_totals g JOIN users u ON u.id = g.user_id
WHERE g.dataset_id = ?1 ORDER BY g.total DESC, g.spent ASC, g.done ASC, g.user_id ASC LIMIT ?2`;

export const TOTAL_DATASET_DAILY_ALL =
  "SELECT COALESCE(SUM(n), 0) AS total FROM dataset_daily_total_counts WHERE dataset_id = ?1";

/** A viewer's row on a dataset daily's day board: ?1 user id, ?2 dataset id, ?3 day. */
export const ME_DATASET_DAILY = `SELECT b.user_id AS userId, u.username, b.score, b.time_spent AS timeSpent,
  b.completed_at AS completedAt,
  ${rankOf({
    table: "dataset_daily_bests",
    scope: ["x.dataset_id = b.dataset_id", "x.day = b.day", "x.won = 1"],
    score: "score",
    time: "time_spent",
    counts: "dataset_daily_score_counts",
    countsScope: ["c.dataset_id = b.dataset_id", "c.day = b.day"],
  })} AS rank
FROM dataset_daily_bests b JOIN users u ON u.id = b.user_id
WHERE b.user_id = ?1 AND b.dataset_id = ?2 AND b.day = ?3 AND b.won = 1`;

/** A viewer's row on a dataset daily's all-time board: ?1 user id, ?2 dataset id. */
export const ME_DATASET_DAILY_ALL = `SELECT b.user_id AS userId, u.username, b.total AS score, b.spent AS timeSpent,
  b.done AS completedAt,
  ${rankOf({
    table: "dataset_daily_totals",
    scope: ["x.dataset_id = b.dataset_id"],
    score: "total",
    time: "spent",
    counts: "dataset_daily_total_counts",
    countsScope: ["c.dataset_id = b.dataset_id"],
  })} AS rank
FROM dataset_daily_totals b JOIN users u ON u.id = b.user_id WHERE b.user_id = ?1 AND b.dataset_id = ?2`;
