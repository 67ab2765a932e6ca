import { and, eq } from "drizzle-orm";
import type { GameResult } from "~/schemas/game";
import type { AppDeps } from "~/services/deps.server";
import { gameRecords } from "~db/schema";
import { activeSeconds } from "./active-time";
import type { GuessLogRow } from "./record-access.server";
import type { GameRecordRow } from "./record-view.server";
import { gameAccuracy, gameScore } from "./score";

export type Outcome = Exclude<GameResult, "playing">;

type Timing = Pick<GameRecordRow, "startTime" | "gameTimeLimit" | "isDailyChallenge">;

/**
 * When a game runs out of time. A daily never does (it has no wall-clock limit: a player who
 * leaves and comes back finds it waiting), nor an untimed practice game (`gameTimeLimit` 0, the
 * page's default); a timed game keeps its limit.
 */
export const deadlineOf = (record: Timing) =>
  record.isDailyChallenge || record.gameTimeLimit <= 0
    ? Number.POSITIVE_INFINITY
    : record.startTime.getTime() + record.gameTimeLimit * 1000;

/** The game ended because its time limit passed (a timed practice game): lost, not scored. */
export const timedOut = (record: Timing & Pick<GameRecordRow, "result" | "endTime">) =>
  record.result === "lost" && record.endTime !== null && record.endTime.getTime() >= deadlineOf(record);

/**
 * A timed-out game keeps its answer on the server until the player finds it (unscored guesses) or
 * asks for it: until then no response carries it.
 */
export const answerWithheld = (
  record: Timing & Pick<GameRecordRow, "result" | "endTime" | "answerShownAt">,
) => timedOut(record) && record.answerShownAt === null;

/** A game's seconds, capped at its time limit when it has one. */
export const cappedSeconds = (record: Timing, seconds: number) =>
  Number.isFinite(deadlineOf(record)) ? Math.min(seconds, record.gameTimeLimit) : seconds;

/** Seconds that count toward a game's score and time: a daily's active time, else the wall clock. */
export function playedSeconds(record: Timing, guessTimes: readonly Date[], now: Date): number {
  const start = record.startTime.getTime();
  if (record.isDailyChallenge) {
    return activeSeconds(start, [...guessTimes.map((at) => at.getTime()), now.getTime()]);
  }
  return Math.max(0, now.getTime() - start) / 1000;
}

/** Everything the end of a game writes, computed from the server's own guess log and clock. */
export function endingFields(
  record: Timing,
  guesses: readonly Pick<GuessLogRow, "exactCells" | "comparedCells" | "createdAt">[],
  outcome: Outcome,
  now: Date,
) {
  const seconds = playedSeconds(
    record,
    guesses.map((guess) => guess.createdAt),
    now,
  );
  const floored = Math.floor(seconds);
  const duration = cappedSeconds(record, floored);
  const won = outcome === "won";
  return {
    result: outcome,
    endTime: now,
    duration,
    attempts: guesses.length,
    successAt: won ? now : null,
    accuracy: gameAccuracy(guesses),
    score: gameScore(won, guesses.length, seconds),
    updatedAt: now,
  };
}

/**
 * Ends a record unless something ended it first (first end wins): the update only matches a
 * record still playing. The player's stats follow in the same write (a trigger folds the game in on
 * the playing -> ended transition, migration 0008). Returns the record as it now stands.
 */
export async function finishRecord(
  { db }: Pick<AppDeps, "db">,
  record: GameRecordRow,
  guesses: readonly GuessLogRow[],
  outcome: Outcome,
  now: Date,
  otherInfo?: Record<string, unknown> | null,
): Promise<GameRecordRow> {
  const fields = endingFields(record, guesses, outcome, now);
  await db
    .update(gameRecords)
    .set(otherInfo === undefined ? fields : { ...fields, otherInfo })
    .where(and(eq(gameRecords.id, record.id), eq(gameRecords.result, "playing")));
  const [current] = await db.select().from(gameRecords).where(eq(gameRecords.id, record.id));
  return current ?? record;
}
