import { database } from "~db/index";

// The aggregates computed from ALL records at once with window functions (no cursor, no keep-best
// upserts): an independent statement of the rules of ADR 007, used to check the incremental tick and to
// seed large histories for the bench. Finish with a tick (it recomputes eligibility, global rows and
// stats from the aggregates and publishes).

const PLAYER_KEY = `CASE
  WHEN r.user_id IS NOT NULL THEN 'u:' || r.user_id
  WHEN r.address_key IS NOT NULL THEN r.address_key
  WHEN COALESCE(r.ip_address, '') <> '' THEN 's:' || r.session_id
  WHEN r.guest_id IS NOT NULL THEN 'g:' || r.guest_id
  ELSE 's:' || r.session_id END`;

const RECORDS_ALL = `SELECT r.id, r.dataset_id, r.user_id, ${PLAYER_KEY} AS player_key,
  date(r.start_time / 1000, 'unixepoch') AS day, r.result, r.score, COALESCE(r.duration, 0) AS spent,
  COALESCE(r.end_time, r.start_time) AS done, r.start_time, r.attempts,
  CAST(round(COALESCE(r.accuracy, 0) * 1000000) AS INTEGER) AS accuracy, r.daily_date, r.is_ranked,
  r.is_daily_challenge, r.updated_at, r.version_id, r.guest_id, r.challenge_of,
  d.latest_version_id AS current_version,
  COALESCE(r.user_id IS NOT NULL AND (d.owner_id = r.user_id OR src.owner_id = r.user_id), 0) AS own
FROM game_records r
LEFT JOIN datasets d ON d.id = r.dataset_id
LEFT JOIN datasets src ON src.id = d.forked_from_id`;

const RECORDS = `SELECT * FROM (${RECORDS_ALL}) WHERE result <> 'playing' AND updated_at <= ?1`;

/** Ended games by other people than the dataset's owner (the creator dashboard's rule, ADR 025). */
const DASHBOARD_GAMES = `SELECT r.*, (r.daily_date IS NOT NULL OR r.dataset_daily_date IS NOT NULL) AS dly
FROM game_records r JOIN datasets d ON d.id = r.dataset_id
WHERE r.result <> 'playing' AND r.updated_at <= ?1
  AND (r.user_id IS NULL OR d.owner_id IS NULL OR r.user_id <> d.owner_id)`;

export const ORACLE_STATEMENTS = [
  `INSERT INTO dataset_plays (dataset_id, player_key, day, started, record_id, won, attempts, accuracy, duration)
  SELECT dataset_id, player_key, day, start_time, id, result = 'won', attempts, accuracy, spent FROM (
    SELECT *, ROW_NUMBER() OVER (PARTITION BY dataset_id, player_key, day ORDER BY start_time, id) AS pick
    FROM (${RECORDS})
  ) WHERE pick = 1`,
  `INSERT INTO dataset_players (dataset_id, user_id)
  SELECT DISTINCT dataset_id, user_id FROM (${RECORDS}) WHERE user_id IS NOT NULL`,
  // The fastest counted play (not any won game: a faster replay the same day does not count).
  `UPDATE dataset_agg SET best_duration = (
    SELECT MIN(p.duration) FROM dataset_plays p WHERE p.dataset_id = dataset_agg.dataset_id AND p.won = 1)`,
  // ADR 018: each signed-in player's first practice game (the first inserted, finished or not) on the dataset's
  // current version; it counts once finished, with its score when won and 0 otherwise.
  `INSERT INTO board_bests (dataset_id, user_id, score, time_spent, completed_at, record_id, version_id)
  SELECT dataset_id, user_id, CASE WHEN result = 'won' THEN score ELSE 0 END, spent, done, id, version_id FROM (
    SELECT *, ROW_NUMBER() OVER (PARTITION BY dataset_id, user_id, version_id ORDER BY id) AS pick
    FROM (${RECORDS_ALL})
    WHERE user_id IS NOT NULL AND guest_id IS NULL AND challenge_of IS NULL AND is_daily_challenge = 0
      AND daily_date IS NULL
  ) WHERE pick = 1 AND result <> 'playing' AND updated_at <= ?1 AND own = 0 AND version_id = current_version
    AND user_id IN (SELECT id FROM users WHERE is_active = 1)`,
  `INSERT INTO daily_bests (day, user_id, won, score, time_spent, completed_at, start_time, record_id)
  SELECT daily_date, user_id, result = 'won', score, spent, done, start_time, id FROM (
    SELECT *, ROW_NUMBER() OVER (PARTITION BY daily_date, user_id ORDER BY start_time, id) AS pick
    FROM (${RECORDS})
    WHERE is_ranked = 1 AND daily_date IS NOT NULL AND user_id IS NOT NULL AND own = 0
  ) WHERE pick = 1`,
  // The creator dashboard's sums, grouped at once (the tick adds them up game by game through triggers);
  // games started are counted in `oracleRebuild`, which sets the start cursor.
  `INSERT INTO dashboard_days (dataset_id, day, practice, daily, won, lost, abandoned)
  SELECT dataset_id, date(start_time / 1000, 'unixepoch'), SUM(1 - dly), SUM(dly), SUM(result = 'won'),
    SUM(result = 'lost'), SUM(result = 'abandoned')
  FROM (${DASHBOARD_GAMES}) GROUP BY 1, 2`,
  `INSERT INTO version_outcomes (version_id, attempts, result, games)
  SELECT version_id, attempts, result, COUNT(*) FROM (${DASHBOARD_GAMES}) GROUP BY 1, 2, 3`,
  `INSERT INTO version_answers (version_id, entry_id, games, wins, sum_attempts)
  SELECT version_id, answer_entry_id, COUNT(*), SUM(result = 'won'), SUM(attempts)
  FROM (${DASHBOARD_GAMES}) GROUP BY 1, 2`,
];

/**
 * Empties the aggregates and fills them from every record changed up to `until` (ms); the cursor is
 * set there, so the next tick reads only what came after. The next tick finishes the rebuild.
 */
export async function oracleRebuild(d1: D1Database, until: number): Promise<void> {
  const { resetAggregates } = await import("./cron.server");
  await resetAggregates({ db: database(d1) });
  await d1.batch([
    ...ORACLE_STATEMENTS.map((statement) =>
      statement.includes("?1") ? d1.prepare(statement).bind(until) : d1.prepare(statement),
    ),
    d1
      .prepare("INSERT OR REPLACE INTO cron_state (key, value) VALUES ('cursor', ?1)")
      .bind(JSON.stringify([until, 0])),
    d1.prepare("INSERT OR REPLACE INTO cron_state (key, value) VALUES ('rebuilding', '1')"),
    // Games started, every record so far, and the dashboard's start cursor past them.
    d1.prepare(`INSERT INTO dashboard_days (dataset_id, day, started)
      SELECT r.dataset_id, date(r.start_time / 1000, 'unixepoch'), COUNT(*)
      FROM game_records r JOIN datasets d ON d.id = r.dataset_id
      WHERE r.user_id IS NULL OR d.owner_id IS NULL OR r.user_id <> d.owner_id
      GROUP BY 1, 2
      ON CONFLICT (dataset_id, day) DO UPDATE SET started = excluded.started`),
    d1.prepare(`INSERT OR REPLACE INTO cron_state (key, value)
      SELECT 'dashboard_starts', CAST(COALESCE(MAX(id), 0) AS TEXT) FROM game_records`),
  ]);
}
