// The creator's dashboard aggregates (migration 0023), folded by the cron tick beside the boards (ADR 025).
// A game the dataset's owner plays signed in is left out: the dashboard shows how other people play.

/** Not the dataset's owner, signed in (a seeded dataset has no owner; a guest is never the owner). */
const NOT_OWNER = (r: string, d: string) =>
  `(${r}.user_id IS NULL OR ${d}.owner_id IS NULL OR ${r}.user_id <> ${d}.owner_id)`;

/**
 * This tick's ended records into `dashboard_games`, each once (its triggers add it to the day, version
 * and answer sums). A daily is the site's or the dataset's own; everything else is practice. A guest
 * is counted by the batch's player key: its address's keyed hash (`h:`, address-key.server.ts), never
 * the address.
 */
export const FOLD_DASHBOARD_GAMES = `INSERT INTO dashboard_games (record_id, dataset_id, version_id, day, daily,
  result, attempts, entry_id, player_key)
SELECT b.record_id, b.dataset_id, r.version_id, b.day,
  (r.daily_date IS NOT NULL OR r.dataset_daily_date IS NOT NULL), b.result, b.attempts, r.answer_entry_id,
  b.player_key
FROM cron_batch b JOIN game_records r ON r.id = b.record_id JOIN datasets d ON d.id = b.dataset_id
WHERE ${NOT_OWNER("b", "d")}
ON CONFLICT (record_id) DO NOTHING`;

/** Records are inserted when a game starts, with rising ids: an id cursor counts each start once. */
const STARTS_CURSOR = `COALESCE((SELECT CAST(value AS INTEGER) FROM cron_state WHERE key = 'dashboard_starts'), 0)`;

/** The next games started since the cursor, at most ?1 a tick (a rebuild catches up over ticks). */
const NEXT_STARTS = `(SELECT id, dataset_id, user_id, start_time FROM game_records
  WHERE id > ${STARTS_CURSOR} ORDER BY id LIMIT ?1)`;

/** Games started per dataset and UTC day (the day of the start, as the ended games are keyed). */
export const COUNT_DASHBOARD_STARTS = `INSERT INTO dashboard_days (dataset_id, day, started)
SELECT r.dataset_id, date(r.start_time / 1000, 'unixepoch'), COUNT(*)
FROM ${NEXT_STARTS} r JOIN datasets d ON d.id = r.dataset_id
WHERE ${NOT_OWNER("r", "d")}
GROUP BY 1, 2
ON CONFLICT (dataset_id, day) DO UPDATE SET started = started + excluded.started`;

/** ...then the cursor moves past them, in the same batch (one transaction). */
export const ADVANCE_DASHBOARD_STARTS = `INSERT INTO cron_state (key, value)
SELECT 'dashboard_starts', CAST(last AS TEXT) FROM (SELECT MAX(id) AS last FROM ${NEXT_STARTS}) WHERE last IS NOT NULL
ON CONFLICT (key) DO UPDATE SET value = excluded.value`;

/** Starts read per tick: a rebuild from every record takes several ticks, a normal tick one statement. */
export const DASHBOARD_STARTS_PER_TICK = 20_000;
