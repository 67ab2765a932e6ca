import resetAggregates from "./reset-aggregates.json";

// The incremental cron tick (ADR 007): each statement reads only this tick's records (`cron_batch`), the
// keys they touch, or what changed since the last tick (`cron_touched`, filled by the triggers of
// migration 0005). Every upsert is idempotent (keep-first / keep-best / insert-or-ignore), so a record
// read twice (the cursor re-reads the last minute for late commits) changes nothing.

/** Players who may hold board rows: a deleted or deactivated account holds none. */
const ACTIVE_USERS = "(SELECT id FROM users WHERE is_active = 1)";

const touched = (kind: string) => `(SELECT CAST(key AS INTEGER) FROM cron_touched WHERE kind = '${kind}')`;

/**
 * A guest counts once per address (a flood of cookie-less starts is one player), by the address's
 * keyed hash stored with the game (`address_key`, migration 0042), never the address; a game with an
 * address but no key (started before that, or without a secret) by its session; else its guest id.
 */
const PLAYER_KEY = `CASE
  WHEN r.user_id IS NOT NULL THEN 'u:' || r.user_id
  WHEN r.address_key IS NOT NULL THEN r.address_key
  WHEN COALESCE(r.ip_address, '') <> '' THEN 's:' || r.session_id
  WHEN r.guest_id IS NOT NULL THEN 'g:' || r.guest_id
  ELSE 's:' || r.session_id END`;

/**
 * Never ranked: a player's own dataset, or a fork of a dataset they own (ADR 007), and a guest's practice
 * game that an account claimed at sign-up (ADR 018). A claimed daily that was the day's ranked first
 * game is the account's daily (ADR 038): the claim unranked whichever of the two came later.
 */
const OWN = `COALESCE(r.user_id IS NOT NULL AND (d.owner_id = r.user_id OR src.owner_id = r.user_id
  OR (r.guest_id IS NOT NULL AND r.daily_date IS NULL AND r.dataset_daily_date IS NULL)), 0)`;

/**
 * A game that may hold a player's place on a dataset board (ADR 018): a signed-in player's practice
 * game (no daily, no challenge link: its answer came from another game), not claimed from a guest.
 */
export const practiceBoardGame = (r: string) => `(${r}.user_id IS NOT NULL AND ${r}.guest_id IS NULL
  AND ${r}.challenge_of IS NULL AND ${r}.is_daily_challenge = 0 AND ${r}.daily_date IS NULL)`;

/**
 * The player's first such game on the version, finished or not: the one the board keeps, whatever came
 * after. Records are inserted when a game starts, so the lowest id is the first start, and no game can
 * later appear before it: whether a record is its player's first never changes. Reads the player's
 * games on the dataset (index game_records_user_day_idx).
 */
const FIRST_ON_VERSION = `NOT EXISTS (SELECT 1 FROM game_records e
  WHERE e.user_id = r.user_id AND e.daily_date IS NULL AND e.dataset_id = r.dataset_id
    AND e.version_id = r.version_id AND ${practiceBoardGame("e")} AND e.id < r.id)`;

const BATCH_COLUMNS = `record_id, dataset_id, user_id, player_key, day, result, score, spent, done, start_time,
  attempts, accuracy, daily_date, is_ranked, board, own, updated_at, version_id, dataset_daily_date`;

/** The batch row of each game record `records` selects (read as `r`). */
const batchRows = (records: string) => `SELECT id, dataset_id, user_id, player_key, day, result, score, spent,
  done, start_time, attempts, accuracy, daily_date, is_ranked, board, own, updated_at, version_id,
  dataset_daily_date
FROM (
  SELECT r.id, r.dataset_id, r.user_id, ${PLAYER_KEY} AS player_key,
    date(r.start_time / 1000, 'unixepoch') AS day, r.result, r.score, COALESCE(r.duration, 0) AS spent,
    COALESCE(r.end_time, r.start_time) AS done, r.start_time, r.attempts,
    CAST(round(COALESCE(r.accuracy, 0) * 1000000) AS INTEGER) AS accuracy, r.daily_date, r.is_ranked,
    r.is_daily_challenge, ${OWN} AS own, r.updated_at, r.version_id, r.dataset_daily_date,
    COALESCE(${practiceBoardGame("r")} AND ${OWN} = 0 AND r.version_id = d.latest_version_id
      AND ${FIRST_ON_VERSION}, 0) AS board
  FROM (${records}) r
  LEFT JOIN datasets d ON d.id = r.dataset_id
  LEFT JOIN datasets src ON src.id = d.forked_from_id
)`;

/**
 * This tick's records: ended and changed after the cursor (?1 updated_at, ?2 id), oldest first, at most
 * ?3. A range scan of `game_records_updated_idx`; history before the cursor is never read.
 */
export const FILL_BATCH = `INSERT INTO cron_batch (${BATCH_COLUMNS})
${batchRows(`SELECT * FROM game_records
    WHERE updated_at >= ?1 AND (updated_at > ?1 OR id > ?2) AND result <> 'playing'
    ORDER BY updated_at, id LIMIT ?3`)}`;

/** The plays this batch moves to another key (MOVE_CLAIMED_PLAYS), as `p`. */
const MOVED_PLAYS = `dataset_plays p JOIN cron_batch b ON b.record_id = p.record_id AND b.player_key <> p.player_key`;

/**
 * A play moved to its claimed record's account leaves its old key (a guest's address) without a play
 * that day, where a full rebuild counts the key's next game of the day. The key's other ended games of
 * that dataset and day join the batch, so UPSERT_PLAYS keeps the first of them, as the rebuild does
 * (every step of the batch is idempotent, and the cursor was taken before they joined). Claims are
 * rare: this reads the dataset's ended games only when a batch moves a play.
 */
export const ADD_MOVED_KEY_GAMES = `INSERT INTO cron_batch (${BATCH_COLUMNS})
SELECT * FROM (${batchRows(`SELECT DISTINCT g.* FROM game_records g
    JOIN dataset_plays p ON p.dataset_id = g.dataset_id AND g.id <> p.record_id
    JOIN cron_batch b ON b.record_id = p.record_id AND b.player_key <> p.player_key
    WHERE g.user_id IS NULL AND g.result <> 'playing'
      AND g.start_time >= strftime('%s', p.day) * 1000 AND g.start_time < strftime('%s', p.day, '+1 day') * 1000`)}) peer
WHERE EXISTS (SELECT 1 FROM ${MOVED_PLAYS}
  WHERE p.dataset_id = peer.dataset_id AND p.player_key = peer.player_key AND p.day = peer.day)
ON CONFLICT DO NOTHING`;

export const CLEAR_BATCH = "DELETE FROM cron_batch";

/** The batch's last record (the next cursor): one row of `cron_batch_updated_idx`. */
export const BATCH_LAST = `SELECT updated_at AS lastUpdated, record_id AS lastId FROM cron_batch
ORDER BY updated_at DESC, record_id DESC LIMIT 1`;

/** A record counted under another key (a guest game since claimed by an account) moves to its new key. */
export const MOVE_CLAIMED_PLAYS = `DELETE FROM dataset_plays
WHERE record_id IN (SELECT record_id FROM cron_batch)
  AND player_key <> (SELECT b.player_key FROM cron_batch b WHERE b.record_id = dataset_plays.record_id)`;

/** One play per player, dataset and UTC day: the first game started that day (keep-first). */
export const UPSERT_PLAYS = `INSERT INTO dataset_plays (dataset_id, player_key, day, started, record_id, won,
  attempts, accuracy, duration)
SELECT dataset_id, player_key, day, start_time, record_id, result = 'won', attempts, accuracy, spent
FROM cron_batch WHERE true
ON CONFLICT (dataset_id, player_key, day) DO UPDATE SET started = excluded.started,
  record_id = excluded.record_id, won = excluded.won, attempts = excluded.attempts,
  accuracy = excluded.accuracy, duration = excluded.duration
WHERE (excluded.started, excluded.record_id) < (dataset_plays.started, dataset_plays.record_id)
  OR (excluded.record_id = dataset_plays.record_id AND (excluded.won IS NOT dataset_plays.won
    OR excluded.attempts IS NOT dataset_plays.attempts OR excluded.accuracy IS NOT dataset_plays.accuracy
    OR excluded.duration IS NOT dataset_plays.duration))`;

// (ON CONFLICT DO NOTHING, not OR IGNORE: an outer OR IGNORE would override the triggers' own upserts.)
export const INSERT_PLAYERS = `INSERT INTO dataset_players (dataset_id, user_id)
SELECT DISTINCT dataset_id, user_id FROM cron_batch WHERE user_id IS NOT NULL
ON CONFLICT DO NOTHING`;

/**
 * Fastest win among the plays the other figures count (one per player, dataset and day: the first game
 * started that day, `dataset_plays`), so a faster replay, challenge or archive game the same day never
 * sets it. Read again from the plays of the batch's datasets (one seek of `dataset_plays_won_duration_idx`
 * each), so a play replaced by an earlier game or moved by a claim leaves no stale minimum. Idempotent.
 */
export const UPDATE_BEST_DURATION = `UPDATE dataset_agg SET best_duration = (
  SELECT MIN(p.duration) FROM dataset_plays p WHERE p.dataset_id = dataset_agg.dataset_id AND p.won = 1)
WHERE dataset_id IN (SELECT DISTINCT dataset_id FROM cron_batch)`;

export const TOUCH_BATCH_DATASETS = `INSERT OR IGNORE INTO cron_touched (kind, key)
SELECT DISTINCT 'd', dataset_id FROM cron_batch`;

/** The keep-first upsert of a board row (ADR 018): a newer version replaces, the same version keeps its first. */
const KEEP_FIRST = `ON CONFLICT (dataset_id, user_id) DO UPDATE SET score = excluded.score,
  time_spent = excluded.time_spent, completed_at = excluded.completed_at, record_id = excluded.record_id,
  version_id = excluded.version_id
WHERE board_bests.version_id IS NULL OR excluded.version_id > board_bests.version_id
  OR (excluded.version_id = board_bests.version_id AND (excluded.record_id < board_bests.record_id
    OR (excluded.record_id = board_bests.record_id AND (excluded.score IS NOT board_bests.score
      OR excluded.time_spent IS NOT board_bests.time_spent))))`;

/**
 * ADR 018: each player's first practice game on the dataset's current version, won (its score) or not
 * (score 0: it holds the place and is not shown). Starting 200 games and keeping the best gains nothing.
 */
export const UPSERT_BOARD_BESTS = `INSERT INTO board_bests (dataset_id, user_id, score, time_spent, completed_at,
  record_id, version_id)
SELECT dataset_id, user_id, CASE WHEN result = 'won' THEN score ELSE 0 END, spent, done, record_id, version_id
FROM cron_batch WHERE board = 1 AND user_id IN ${ACTIVE_USERS}
${KEEP_FIRST}`;

/** Datasets whose current version is not the one their board was filled for (a new, deleted or restored version). */
const VERSION_CHANGED = `(SELECT a.dataset_id FROM dataset_agg a JOIN datasets d ON d.id = a.dataset_id
  WHERE a.dataset_id IN ${touched("d")} AND a.board_version_id IS NOT d.latest_version_id)`;

/** Old versions' games leave the board when the dataset's current version changes. */
export const DELETE_OLD_VERSION_ROWS = `DELETE FROM board_bests WHERE dataset_id IN ${VERSION_CHANGED}
  AND version_id IS NOT (SELECT d.latest_version_id FROM datasets d WHERE d.id = board_bests.dataset_id)`;

/**
 * ...and the board is filled again from the games on the now current version (none for a new upload;
 * an older version's own games when the newest is deleted), so the tick reaches what a rebuild would.
 */
export const REFILL_VERSION_BOARDS = `INSERT INTO board_bests (dataset_id, user_id, score, time_spent, completed_at,
  record_id, version_id)
SELECT r.dataset_id, r.user_id, CASE WHEN r.result = 'won' THEN r.score ELSE 0 END, COALESCE(r.duration, 0),
  COALESCE(r.end_time, r.start_time), r.id, r.version_id
FROM game_records r JOIN datasets d ON d.id = r.dataset_id AND r.version_id = d.latest_version_id
LEFT JOIN datasets src ON src.id = d.forked_from_id
WHERE r.dataset_id IN ${VERSION_CHANGED} AND r.result <> 'playing' AND r.updated_at <= ?1
  AND ${practiceBoardGame("r")} AND ${OWN} = 0 AND ${FIRST_ON_VERSION}
  AND r.user_id IN ${ACTIVE_USERS}
${KEEP_FIRST}`;

export const MARK_BOARD_VERSIONS = `UPDATE dataset_agg SET board_version_id = (
  SELECT d.latest_version_id FROM datasets d WHERE d.id = dataset_agg.dataset_id)
WHERE dataset_id IN ${VERSION_CHANGED}`;

/** Each user's ranked daily of the day: the first by start time (keep-first; won or not). */
export const UPSERT_DAILY_BESTS = `INSERT INTO daily_bests (day, user_id, won, score, time_spent, completed_at,
  start_time, record_id)
SELECT daily_date, user_id, result = 'won', score, spent, done, start_time, record_id FROM cron_batch
WHERE is_ranked = 1 AND daily_date IS NOT NULL AND user_id IS NOT NULL AND own = 0
  AND user_id IN ${ACTIVE_USERS}
ON CONFLICT (day, user_id) DO UPDATE SET won = excluded.won, score = excluded.score,
  time_spent = excluded.time_spent, completed_at = excluded.completed_at, start_time = excluded.start_time,
  record_id = excluded.record_id
WHERE (excluded.start_time, excluded.record_id) < (daily_bests.start_time, daily_bests.record_id)
  OR (excluded.record_id = daily_bests.record_id AND (excluded.won IS NOT daily_bests.won
    OR excluded.score IS NOT daily_bests.score OR excluded.time_spent IS NOT daily_bests.time_spent))`;

/**
 * ADR 021: each signed-in player's ranked game of a dataset's daily of a day, the first by start time
 * (keep-first; won or not). Ranked is decided at the start (the dataset's owner chain and replays play
 * unranked; the database allows one ranked game per player, dataset and day); claimed guest games and
 * a player's own dataset (or a fork of theirs) never count here either (\`own\`).
 */
export const UPSERT_DATASET_DAILY_BESTS = `INSERT INTO dataset_daily_bests (dataset_id, user_id, day, won, score,
  time_spent, completed_at, start_time, record_id)
SELECT dataset_id, user_id, dataset_daily_date, result = 'won', score, spent, done, start_time, record_id
FROM cron_batch
WHERE is_ranked = 1 AND dataset_daily_date IS NOT NULL AND user_id IS NOT NULL AND own = 0
  AND user_id IN ${ACTIVE_USERS}
ON CONFLICT (dataset_id, user_id, day) DO UPDATE SET won = excluded.won, score = excluded.score,
  time_spent = excluded.time_spent, completed_at = excluded.completed_at, start_time = excluded.start_time,
  record_id = excluded.record_id
WHERE (excluded.start_time, excluded.record_id) < (dataset_daily_bests.start_time, dataset_daily_bests.record_id)
  OR (excluded.record_id = dataset_daily_bests.record_id AND (excluded.won IS NOT dataset_daily_bests.won
    OR excluded.score IS NOT dataset_daily_bests.score OR excluded.time_spent IS NOT dataset_daily_bests.time_spent))`;

/** The (dataset, player) pairs whose dataset daily rows changed this tick (triggers of migration 0025). */
const TOUCHED_PAIRS = `(SELECT CAST(substr(key, 1, instr(key, ':') - 1) AS INTEGER) AS dataset_id,
    CAST(substr(key, instr(key, ':') + 1) AS INTEGER) AS user_id
  FROM cron_touched WHERE kind = 'du')`;

/**
 * ADR 021: a dataset daily's all-time board is each player's won points summed over its days; the rows
 * of the pairs touched this tick are summed again from their days (one key range each).
 */
export const UPSERT_DATASET_DAILY_TOTALS = `INSERT INTO dataset_daily_totals (dataset_id, user_id, total, spent, done)
SELECT b.dataset_id, b.user_id, SUM(b.score), SUM(b.time_spent), MAX(b.completed_at)
FROM ${TOUCHED_PAIRS} t JOIN dataset_daily_bests b ON b.dataset_id = t.dataset_id AND b.user_id = t.user_id
WHERE b.won = 1
GROUP BY b.dataset_id, b.user_id
ON CONFLICT (dataset_id, user_id) DO UPDATE SET total = excluded.total, spent = excluded.spent, done = excluded.done
WHERE dataset_daily_totals.total IS NOT excluded.total OR dataset_daily_totals.spent IS NOT excluded.spent
  OR dataset_daily_totals.done IS NOT excluded.done`;

export const DELETE_EMPTY_DATASET_DAILY_TOTALS = `DELETE FROM dataset_daily_totals
WHERE (dataset_id, user_id) IN ${TOUCHED_PAIRS} AND NOT EXISTS (
  SELECT 1 FROM dataset_daily_bests b WHERE b.dataset_id = dataset_daily_totals.dataset_id
    AND b.user_id = dataset_daily_totals.user_id AND b.won = 1)`;

/** Datasets edited, made private, resized or (soft-)deleted since ?1: their eligibility is re-read. */
export const TOUCH_CHANGED_DATASETS = `INSERT OR IGNORE INTO cron_touched (kind, key)
SELECT 'd', id FROM datasets WHERE updated_at > ?1 AND id IN (SELECT dataset_id FROM dataset_agg)`;

export const LAST_DATASET_CHANGE = "SELECT MAX(updated_at) AS last FROM datasets";

/** Thresholds changed (vars): every dataset's eligibility is re-read. */
export const TOUCH_ALL_DATASETS = `INSERT OR IGNORE INTO cron_touched (kind, key)
SELECT 'd', dataset_id FROM dataset_agg`;

/**
 * ADR 007: a dataset counts on the global board when it is public with ≥ ?1 entries and ≥ ?2 distinct
 * signed-in players besides its owner (and the owner of the dataset it was forked from). A soft-deleted
 * or purged dataset is measured by the largest version it had (the purge empties its entries), so other
 * players' global scores survive the delete, and a full rebuild reaches the same answer.
 */
export const UPDATE_ELIGIBILITY = `UPDATE dataset_agg SET eligible = COALESCE((
  SELECT d.is_public = 1
    AND (CASE WHEN d.deleted_at IS NULL THEN d.entries_count
      ELSE (SELECT MAX(v.entries_count) FROM dataset_versions v WHERE v.dataset_id = d.id) END) >= ?1
    AND dataset_agg.players
      - EXISTS (SELECT 1 FROM dataset_players p WHERE p.dataset_id = d.id AND p.user_id = d.owner_id)
      - EXISTS (SELECT 1 FROM dataset_players p JOIN datasets s ON s.id = d.forked_from_id
          WHERE p.dataset_id = d.id AND p.user_id = s.owner_id AND s.owner_id IS NOT d.owner_id) >= ?2
  FROM datasets d WHERE d.id = dataset_agg.dataset_id
), eligible)
WHERE dataset_id IN ${touched("d")}`;

/**
 * ADR 018: the global board is the sum of each player's won ranked site dailies (one puzzle a day for
 * everyone), so forks and their players cannot raise it. The rows of the players whose dailies changed
 * this tick (triggers of migration 0012) are recomputed from their days.
 */
export const UPSERT_GLOBAL_TOTALS = `INSERT INTO global_totals (user_id, total, spent, done)
SELECT b.user_id, SUM(b.score), SUM(b.time_spent), MAX(b.completed_at)
FROM daily_bests b
WHERE b.user_id IN ${touched("u")} AND b.won = 1
GROUP BY b.user_id
ON CONFLICT (user_id) DO UPDATE SET total = excluded.total, spent = excluded.spent, done = excluded.done
WHERE global_totals.total IS NOT excluded.total OR global_totals.spent IS NOT excluded.spent
  OR global_totals.done IS NOT excluded.done`;

export const DELETE_EMPTY_GLOBAL_TOTALS = `DELETE FROM global_totals
WHERE user_id IN ${touched("u")} AND NOT EXISTS (
  SELECT 1 FROM daily_bests b WHERE b.user_id = global_totals.user_id AND b.won = 1)`;

const DATASET_COLUMNS = [
  "total_games",
  "unique_players",
  "average_accuracy_rate",
  "average_duration",
  "best_duration",
  "average_guesses",
];

/**
 * spec §3 dataset stats of the touched datasets from their running sums (plays counted once per player
 * and day, ADR 007); a row is written only when a value changed. ?1 = now (ms).
 */
export const UPSERT_DATASET_STATS = `INSERT INTO dataset_stats (dataset_id, ${DATASET_COLUMNS.join(", ")}, generated_at)
SELECT a.dataset_id, a.plays, a.players,
  CASE WHEN a.plays > 0 THEN round(CAST(a.sum_accuracy AS REAL) / a.plays) / 1000000.0 ELSE 0 END,
  CASE WHEN a.plays > 0 THEN CAST(a.sum_duration AS REAL) / a.plays ELSE 0 END,
  a.best_duration,
  CASE WHEN a.wins > 0 THEN CAST(a.sum_won_attempts AS REAL) / a.wins ELSE 0 END,
  ?1
FROM dataset_agg a JOIN datasets d ON d.id = a.dataset_id AND d.deleted_at IS NULL
WHERE a.dataset_id IN ${touched("d")}
ON CONFLICT (dataset_id) DO UPDATE SET ${[...DATASET_COLUMNS, "generated_at"].map((c) => `${c} = excluded.${c}`).join(", ")}
WHERE ${DATASET_COLUMNS.map((c) => `dataset_stats.${c} IS NOT excluded.${c}`).join(" OR ")}
RETURNING dataset_id AS datasetId`;

/**
 * The one play count: /datasets, /game and the home page all read `datasets.plays_count`,
 * which the tick keeps equal to the dataset stats' plays. Not an edit: `updated_at` stays.
 */
export const SYNC_PLAYS_COUNT = `UPDATE datasets SET plays_count = (
  SELECT a.plays FROM dataset_agg a WHERE a.dataset_id = datasets.id)
WHERE id IN ${touched("d")} AND plays_count IS NOT (SELECT a.plays FROM dataset_agg a WHERE a.dataset_id = datasets.id)`;

/** After a full rebuild: datasets nobody finished a game on show 0 plays. */
export const ZERO_UNPLAYED_COUNTS = `UPDATE datasets SET plays_count = 0
WHERE plays_count <> 0 AND id NOT IN (SELECT dataset_id FROM dataset_agg)`;

export const READ_TOUCHED = "SELECT kind, key FROM cron_touched WHERE kind IN ('b', 'day', 'g', 'dd', 'da')";
export const CLEAR_TOUCHED = "DELETE FROM cron_touched";

/**
 * Repairs: empties every aggregate (the next ticks rebuild them from all records). The statements
 * live in JSON so that `scripts/rebuild-boards.mjs` runs the very same list.
 */
export const RESET_AGGREGATES: readonly string[] = resetAggregates;
