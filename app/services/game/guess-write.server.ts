import { batchAfter } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { ACTIVE_GAP_CAP_SECONDS } from "./active-time";
import type { GuessFeedback } from "./feedback";
import { cappedSeconds } from "./finish-game.server";
import { type RecordWithGuesses, recordWithGuessesReads } from "./record-access.server";
import type { RecordMeta } from "./record-meta.server";

export type GuessWrite = {
  record: RecordMeta;
  entryId: number;
  feedback: GuessFeedback;
  won: boolean;
  now: Date;
  /**
   * Hard mode: the columns this guess does not match exactly. The write is refused when an earlier
   * stored guess matched any of them exactly. Null when no such rule applies (normal mode, a win).
   */
  mustKeepExact?: readonly string[] | null;
};

export type GuessWriteResult = {
  /** False when the entry was already guessed, the game was no longer playing or its time was up. */
  inserted: boolean;
  /** The stored start time says the time limit has passed (D1, not this isolate, is the truth). */
  expired: boolean;
  /** Hard mode: the columns an earlier guess matched exactly that this guess drops (refused). */
  hardModeBroken: string[];
  result: "playing" | "won" | "lost" | "abandoned";
  attempts: number;
  score: number;
  /** The record and its guess log as stored after the guess, when asked for (`readBack`). */
  read?: RecordWithGuesses;
};

const COUNT = "(SELECT COUNT(*) FROM game_guesses WHERE record_id = ?1)";

/**
 * Hard mode's rule over the stored guesses of record ?1: the columns in the JSON array bound at
 * `keys` (those the new guess does not match exactly) that some earlier guess matched exactly.
 */
const BROKEN_EXACT = (keys: string) => `SELECT json_extract(cell.value, '$.key') AS key
  FROM game_guesses earlier, json_each(earlier.feedback) cell
  WHERE earlier.record_id = ?1 AND json_extract(cell.value, '$.status') = 'exact'
    AND json_extract(cell.value, '$.key') IN (SELECT value FROM json_each(${keys}))`;

// The hard-mode rule is part of the insert's condition: two guesses sent at once are judged one
// after the other against what is stored, never both against the guesses before either.
const INSERT_GUESS = `INSERT INTO game_guesses (record_id, position, entry_id, feedback, exact_cells, compared_cells, created_at)
  SELECT ?1, ${COUNT} + 1, ?2, ?3, ?4, ?5, ?6
  WHERE EXISTS (SELECT 1 FROM game_records WHERE id = ?1 AND result = 'playing'
                AND (is_daily_challenge = 1 OR game_time_limit <= 0 OR start_time + game_time_limit * 1000 >= ?6))
    AND NOT EXISTS (SELECT 1 FROM game_guesses WHERE record_id = ?1 AND entry_id = ?2)
    AND (?7 IS NULL OR NOT EXISTS (${BROKEN_EXACT("?7")}))`;

const RETURNING = "RETURNING result, attempts, score";

const COUNT_ATTEMPT = `UPDATE game_records SET attempts = ${COUNT}, updated_at = ?2
  WHERE id = ?1 AND result = 'playing' AND attempts = ${COUNT} - 1 ${RETURNING}`;

/**
 * A daily's active time in seconds, from the stored guess log (this guess included): the gaps
 * between the start and each guess, each capped, as activeSeconds computes it. In SQL so that a
 * daily's winning guess stays one round trip.
 */
const ACTIVE_SECONDS = `(SELECT CAST(COALESCE(SUM(MIN(MAX(0, created_at - previous), ${ACTIVE_GAP_CAP_SECONDS * 1000})), 0) / 1000 AS INTEGER)
  FROM (SELECT created_at, LAG(created_at, 1, (SELECT start_time FROM game_records WHERE id = ?1))
               OVER (ORDER BY created_at, position) AS previous
        FROM game_guesses WHERE record_id = ?1))`;

/** Seconds that count: a daily's active time, else the wall-clock seconds the caller bound. */
const PLAYED = (bound: string) =>
  `(CASE WHEN is_daily_challenge = 1 THEN ${ACTIVE_SECONDS} ELSE ${bound} END)`;

// design §3: score = max(100, 1000 − 50 × (attempts − 1) − min(49, floor(seconds / 10))), as gameScore
// (score.ts) computes it; accuracy over all guesses.
const WIN = `UPDATE game_records SET attempts = ${COUNT}, updated_at = ?2, result = 'won', end_time = ?2,
    success_at = ?2, duration = ${PLAYED("?3")}, score = MAX(100, 1000 - 50 * (${COUNT} - 1) - MIN(49, CAST(${PLAYED("?4")} / 10 AS INTEGER))),
    accuracy = (SELECT CAST(SUM(exact_cells) AS REAL) / NULLIF(SUM(compared_cells), 0)
                FROM game_guesses WHERE record_id = ?1)
  WHERE id = ?1 AND result = 'playing' AND attempts = ${COUNT} - 1 ${RETURNING}`;

/** Why a guess was not stored (rare): read in a second round trip. */
const REFUSED = `SELECT result, attempts, score,
    (is_daily_challenge = 0 AND game_time_limit > 0 AND start_time + game_time_limit * 1000 < ?2) AS expired,
    CASE WHEN ?3 IS NULL THEN '[]' ELSE (SELECT json_group_array(DISTINCT key) FROM (${BROKEN_EXACT("?3")})) END AS broken
  FROM game_records WHERE id = ?1`;

type RecordRow = { result: GuessWriteResult["result"]; attempts: number; score: number | null };
type RefusedRow = RecordRow & { expired: number; broken: string };

/**
 * One guess in ONE D1 round trip (the game's hot path): the insert happens only while the game
 * is playing and the entry is new, at position = count so far + 1; the record follows only when
 * the insert happened (its attempts are then one behind the count), so the update returning a row
 * means this guess was stored. A win also ends the record, scored from the stored guesses in the
 * same transaction. Plain D1 statements: drizzle's batch cannot carry raw SQL.
 */
export async function writeGuess(
  { db }: Pick<AppDeps, "db">,
  write: GuessWrite,
  options: { readBack?: boolean } = {},
): Promise<GuessWriteResult> {
  const { record, entryId, feedback, won, now, mustKeepExact } = write;
  const d1 = db.$client;
  const at = now.getTime();
  // A daily's seconds are its active time, computed in the statement (ACTIVE_SECONDS).
  const elapsedSeconds = Math.max(0, at - record.startTime.getTime()) / 1000;
  const duration = cappedSeconds(record, Math.floor(elapsedSeconds));
  const cells = JSON.stringify(feedback.cells);
  const keep = mustKeepExact ? JSON.stringify(mustKeepExact) : null;
  const insert = d1
    .prepare(INSERT_GUESS)
    .bind(record.id, entryId, cells, feedback.exactCells, feedback.comparedCells, at, keep);
  // A win ends the game: the player's stats follow in the same statement (a trigger, migration 0008).
  const writes = won
    ? [insert, d1.prepare(WIN).bind(record.id, at, duration, Math.floor(elapsedSeconds))]
    : [insert, d1.prepare(COUNT_ATTEMPT).bind(record.id, at)];
  let updated: D1Result<RecordRow>;
  let read: GuessWriteResult["read"];
  if (options.readBack) {
    // The page that shows the game next reads it in the same round trip, after the write.
    const { first, after } = await batchAfter({ db }, writes, recordWithGuessesReads({ db }, record.id));
    updated = first[1] as D1Result<RecordRow>;
    const [records, guesses] = after;
    read = records[0] ? { record: records[0], guesses } : undefined;
  } else {
    [, updated] = await d1.batch<RecordRow>(writes);
  }
  const stored = updated.results[0];
  if (stored) {
    return {
      inserted: true,
      expired: false,
      hardModeBroken: [],
      result: stored.result,
      attempts: stored.attempts,
      score: stored.score ?? 0,
      ...(read ? { read } : {}),
    };
  }
  const refused = await d1.prepare(REFUSED).bind(record.id, at, keep).first<RefusedRow>();
  return {
    inserted: false,
    expired: Boolean(refused?.expired),
    hardModeBroken: refused ? (JSON.parse(refused.broken) as string[]) : [],
    result: refused?.result ?? "playing",
    attempts: refused?.attempts ?? 0,
    score: refused?.score ?? 0,
  };
}
