import type { Database } from "../../../db/index";
import type { GuessFeedback } from "./feedback";
import type { RecordMeta } from "./record-meta.server";

export type GuessWrite = {
  record: RecordMeta;
  entryId: number;
  feedback: GuessFeedback;
  won: boolean;
  now: Date;
};

export type GuessWriteResult = {
  /** False when the entry was already guessed, the game was no longer playing or its time was up. */
  inserted: boolean;
  /** The stored start time says the time limit has passed (D1, not this isolate, is the truth). */
  expired: boolean;
  result: "playing" | "won" | "lost" | "abandoned";
  attempts: number;
  score: number;
};

const COUNT = "(SELECT COUNT(*) FROM game_guesses WHERE record_id = ?1)";

const INSERT_GUESS = `INSERT INTO game_guesses (record_id, position, entry_id, feedback, exact_cells, compared_cells, created_at)
  SELECT ?1, ${COUNT} + 1, ?2, ?3, ?4, ?5, ?6
  WHERE EXISTS (SELECT 1 FROM game_records WHERE id = ?1 AND result = 'playing'
                AND start_time + game_time_limit * 1000 >= ?6)
    AND NOT EXISTS (SELECT 1 FROM game_guesses WHERE record_id = ?1 AND entry_id = ?2)`;

const COUNT_ATTEMPT = `UPDATE game_records SET attempts = ${COUNT}, updated_at = ?2
  WHERE id = ?1 AND result = 'playing' AND attempts = ${COUNT} - 1`;

// DESIGN §3: score = max(100, 1000 − 50 × (attempts − 1) − floor(seconds)); accuracy over all guesses.
const WIN = `UPDATE game_records SET attempts = ${COUNT}, updated_at = ?2, result = 'won', end_time = ?2,
    success_at = ?2, duration = ?3, score = MAX(100, 1000 - 50 * (${COUNT} - 1) - ?4),
    accuracy = (SELECT CAST(SUM(exact_cells) AS REAL) / NULLIF(SUM(compared_cells), 0)
                FROM game_guesses WHERE record_id = ?1)
  WHERE id = ?1 AND result = 'playing' AND attempts = ${COUNT} - 1`;

const OUTCOME = `SELECT r.result, r.attempts, r.score, r.start_time + r.game_time_limit * 1000 < ?3 AS expired,
    EXISTS (SELECT 1 FROM game_guesses g WHERE g.record_id = r.id AND g.entry_id = ?2
            AND g.created_at = ?3 AND g.position = r.attempts) AS mine
  FROM game_records r WHERE r.id = ?1`;

type OutcomeRow = {
  result: GuessWriteResult["result"];
  attempts: number;
  score: number;
  expired: number;
  mine: number;
};

/**
 * One guess in ONE D1 round trip (the game's hot path): the insert happens only while the game
 * is playing and the entry is new, at position = count so far + 1; the record follows only when
 * the insert happened (its attempts are then one behind the count). A win also ends the record,
 * scored from the stored guesses in the same transaction. Plain D1 statements: drizzle's batch
 * cannot carry raw SQL.
 */
export async function writeGuess(db: Database, write: GuessWrite): Promise<GuessWriteResult> {
  const { record, entryId, feedback, won, now } = write;
  const d1 = db.$client;
  const at = now.getTime();
  const elapsedSeconds = Math.max(0, at - record.startTime.getTime()) / 1000;
  const duration = Math.min(Math.floor(elapsedSeconds), record.gameTimeLimit);
  const cells = JSON.stringify(feedback.cells);
  const [, , outcome] = await d1.batch([
    d1.prepare(INSERT_GUESS).bind(record.id, entryId, cells, feedback.exactCells, feedback.comparedCells, at),
    won
      ? d1.prepare(WIN).bind(record.id, at, duration, Math.floor(elapsedSeconds))
      : d1.prepare(COUNT_ATTEMPT).bind(record.id, at),
    d1.prepare(OUTCOME).bind(record.id, entryId, at),
  ]);
  const row = (outcome.results as OutcomeRow[])[0];
  return {
    inserted: Boolean(row?.mine),
    expired: Boolean(row?.expired),
    result: row?.result ?? "playing",
    attempts: row?.attempts ?? 0,
    score: row?.score ?? 0,
  };
}
