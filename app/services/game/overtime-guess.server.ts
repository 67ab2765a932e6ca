import { DomainError } from "~/utils/domain-error";
import { compareEntries } from "./feedback";
import { answerWithheld } from "./finish-game.server";
import type { GameDeps } from "./game-deps";
import type { GuessResult } from "./game-types";
import { guessRow } from "./guess.server";
import { readRecordWithGuesses } from "./record-access.server";
import { answerView, hintsFor } from "./record-view.server";
import type { GameVersion } from "./version-cache.server";

// Stored after the scored guesses, while the answer is still withheld; the record's attempts,
// score and result are left alone, so the stats triggers (on `result`) never fire again.
const INSERT_OVERTIME = `INSERT INTO game_guesses (record_id, position, entry_id, feedback, exact_cells, compared_cells, created_at)
  SELECT ?1, (SELECT COUNT(*) FROM game_guesses WHERE record_id = ?1) + 1, ?2, ?3, ?4, ?5, ?6
  WHERE EXISTS (SELECT 1 FROM game_records WHERE id = ?1 AND result = 'lost' AND answer_shown_at IS NULL)
    AND NOT EXISTS (SELECT 1 FROM game_guesses WHERE record_id = ?1 AND entry_id = ?2)`;

const SHOW_ANSWER = "UPDATE game_records SET answer_shown_at = ?2 WHERE id = ?1 AND answer_shown_at IS NULL";

const ended = (result: string) =>
  new DomainError("CONFLICT", "This game has already ended", { result, reason: "gameEnded" }).because(
    "gameEnded",
  );

/**
 * A guess on a game that ran out of time: judged as usual, stored, never scored. Finding
 * the answer shows it. Any other ended game refuses, as before.
 */
export async function overtimeGuess(
  deps: GameDeps,
  recordId: number,
  version: GameVersion,
  entryId: number,
  locale: string,
): Promise<GuessResult> {
  const { record, guesses } = await readRecordWithGuesses(deps, recordId);
  if (!answerWithheld(record)) throw ended(record.result);
  const entry = version.byId.get(entryId);
  const answer = version.byId.get(record.answerEntryId);
  if (!entry || !answer) {
    throw new DomainError("INVALID", "entry_id is not an entry of this game", {
      fields: { entry_id: ["unknown"] },
    }).because("unknownEntry");
  }
  if (guesses.some((guess) => guess.entryId === entry.id)) {
    throw new DomainError("CONFLICT", "This entry was already guessed", {
      reason: "alreadyGuessed",
    }).because("alreadyGuessed");
  }
  const feedback = compareEntries(version.columns, entry.attributes, answer.attributes);
  const found = entry.id === answer.id;
  const at = deps.now().getTime();
  const d1 = deps.db.$client;
  const insert = d1
    .prepare(INSERT_OVERTIME)
    .bind(
      record.id,
      entry.id,
      JSON.stringify(feedback.cells),
      feedback.exactCells,
      feedback.comparedCells,
      at,
    );
  const [inserted] = await d1.batch(found ? [insert, d1.prepare(SHOW_ANSWER).bind(record.id, at)] : [insert]);
  // Refused meanwhile: the answer was shown or the entry guessed in another tab.
  if (!inserted?.meta.changes) throw ended(record.result);
  return {
    recordId: record.id,
    guess: guessRow(guesses.length + 1, entry, feedback.cells, found, locale),
    attempts: record.attempts,
    won: false,
    ended: true,
    result: record.result,
    score: record.score,
    hints: hintsFor(version, answer, guesses.length + 1, found, locale),
    answer: found ? answerView(answer, locale) : null,
  };
}

/** "Show the answer" (or give up) on a timed-out game: its answer may leave the server from now on. */
export async function showAnswer(deps: Pick<GameDeps, "db">, recordId: number, now: Date): Promise<void> {
  await deps.db.$client.prepare(SHOW_ANSWER).bind(recordId, now.getTime()).run();
}
