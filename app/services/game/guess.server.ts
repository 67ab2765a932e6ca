import { DomainError } from "~/utils/domain-error";
import type { CellFeedback } from "./feedback";
import { compareEntries } from "./feedback";
import { deadlineOf, finishRecord } from "./finish-game.server";
import type { GameDeps } from "./game-deps";
import type { GuessResult, GuessRow } from "./game-types";
import { writeGuess } from "./guess-write.server";
import { overtimeGuess } from "./overtime-guess.server";
import { type Credentials, type RecordWithGuesses, readRecordWithGuesses } from "./record-access.server";
import { authorizedRecordMeta, type RecordMeta } from "./record-meta.server";
import { answerView, hintsFor } from "./record-view.server";
import { type GameEntry, type GameVersion, loadGameVersion, qualifiedName } from "./version-cache.server";

export type GuessCommand = { recordId: number; entryId: number; locale: string };

export function guessRow(
  position: number,
  entry: GameEntry,
  cells: readonly CellFeedback[],
  correct: boolean,
  locale: string,
): GuessRow {
  return {
    position,
    entry: { id: entry.id, name: qualifiedName(entry, locale), imageUrl: entry.imageUrl },
    cells: cells.map((cell) => ({ ...cell, value: entry.attributes[cell.key] ?? null })),
    correct,
  };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint/i.test(error.message);

/**
 * One guess, judged by the server (design §3). Hot path: the record's fixed fields and the
 * version's entries come from isolate memory, and the write plus its outcome is one D1 batch.
 */
export async function submitGuess(
  deps: GameDeps,
  command: GuessCommand,
  credentials: Credentials,
): Promise<GuessResult> {
  const record = await authorizedRecordMeta(deps, command.recordId, credentials);
  if (record.result && record.result !== "lost" && record.result !== "playing") throw ended(record.result);
  const version = await loadGameVersion(deps, record.versionId);
  if (record.result === "lost")
    return overtimeGuess(deps, record.id, version, command.entryId, command.locale);
  const outcome = await judgeGuess(deps, record, version, command, false);
  if (!("endedAs" in outcome)) return outcome.result;
  // Ended meanwhile: a game that ran out of time still takes unscored guesses.
  if (outcome.endedAs !== "lost") throw ended(outcome.endedAs);
  return overtimeGuess(deps, record.id, version, command.entryId, command.locale);
}

/** A stored guess and, when asked for, the game as stored after it (it holds the answer: build a view from it). */
export type GuessAndRecord = { result: GuessResult; read?: RecordWithGuesses };

/** The game had already ended (another tab, the time limit): the guess was not stored. */
export type GameAlreadyEnded = { endedAs: string };

/**
 * Judges a guess on a record its caller has proved and whose version it has loaded. With
 * `readBack`, a stored guess also brings back the record and its guess log from the same D1
 * round trip, so a page needs no second request to show the game.
 */
export async function judgeGuess(
  deps: GameDeps,
  record: RecordMeta,
  version: GameVersion,
  command: GuessCommand,
  readBack: boolean,
): Promise<GuessAndRecord | GameAlreadyEnded> {
  const answer = version.byId.get(record.answerEntryId);
  const now = deps.now();
  if (now.getTime() > deadlineOf(record)) return timeUp(deps, command, version, answer, now);
  const entry = version.byId.get(command.entryId);
  if (!entry || !answer) {
    throw new DomainError("INVALID", "entry_id is not an entry of this game", {
      fields: { entry_id: ["unknown"] },
    }).because("unknownEntry");
  }
  const feedback = compareEntries(version.columns, entry.attributes, answer.attributes);
  const won = entry.id === answer.id;
  // Hard mode (Wordle-style): a guess must keep every exact cell revealed so far. The write checks
  // it against the stored guesses, in the same statement (guess-write.server.ts).
  const mustKeepExact =
    record.hardMode && !won
      ? feedback.cells.filter((cell) => cell.status !== "exact").map((cell) => cell.key)
      : null;
  const written = await writeGuess(
    deps,
    { record, entryId: entry.id, feedback, won, now, mustKeepExact },
    { readBack },
  ).catch((error: unknown) => {
    // Two guesses racing for the same position: the unique index lets one through.
    if (isUniqueViolation(error))
      throw new DomainError("CONFLICT", "Another guess was made at the same time").because("guessRace");
    throw error;
  });
  if (!written.inserted) {
    if (written.result !== "playing") return { endedAs: written.result };
    if (written.expired) return timeUp(deps, command, version, answer, now);
    if (written.hardModeBroken.length > 0) throw hardModeViolation(written.hardModeBroken);
    throw new DomainError("CONFLICT", "This entry was already guessed", {
      reason: "alreadyGuessed",
    }).because("alreadyGuessed");
  }
  const result: GuessResult = {
    recordId: record.id,
    guess: guessRow(written.attempts, entry, feedback.cells, won, command.locale),
    attempts: written.attempts,
    won,
    ended: won,
    result: written.result,
    score: written.score,
    hints: hintsFor(version, answer, written.attempts, won, command.locale),
    answer: won ? answerView(answer, command.locale) : null,
  };
  return written.read ? { result, read: written.read } : { result };
}

const ended = (result: string) =>
  new DomainError("CONFLICT", "This game has already ended", { result, reason: "gameEnded" }).because(
    "gameEnded",
  );

/** The refusal names the columns, nothing about the answer that the player has not seen. */
const hardModeViolation = (columns: string[]) =>
  new DomainError("INVALID", "Hard mode: a guess must keep every exact cell revealed so far", {
    reason: "hardModeViolation",
    columns,
  }).because("hardModeViolation");

/**
 * Past the time limit the guess is not judged: the game ends, lost. Its answer stays withheld until
 * the player finds it (unscored guesses) or asks for it.
 */
async function timeUp(
  deps: GameDeps,
  command: GuessCommand,
  version: GameVersion,
  answer: GameEntry | undefined,
  now: Date,
): Promise<{ result: GuessResult } | GameAlreadyEnded> {
  const { record, guesses } = await readRecordWithGuesses(deps, command.recordId);
  if (record.result !== "playing") return { endedAs: record.result };
  const done = await finishRecord(deps, record, guesses, "lost", now);
  const result: GuessResult = {
    recordId: record.id,
    guess: null,
    attempts: done.attempts,
    won: done.result === "won",
    ended: true,
    result: done.result,
    score: done.score,
    hints: hintsFor(version, answer, done.attempts, false, command.locale),
    answer: null,
  };
  return { result };
}
