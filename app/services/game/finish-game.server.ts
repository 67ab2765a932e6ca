import { and, eq } from "drizzle-orm";
import type { GameResult } from "~/schemas/game";
import type { AppDeps } from "~/services/deps.server";
import { gameRecords } from "~db/schema";
import type { GuessLogRow } from "./record-access.server";
import type { GameRecordRow } from "./record-view.server";
import { gameAccuracy, gameScore } from "./score";

export type Outcome = Exclude<GameResult, "playing">;

export const deadlineOf = (record: Pick<GameRecordRow, "startTime" | "gameTimeLimit">) =>
  record.startTime.getTime() + record.gameTimeLimit * 1000;

/** Everything the end of a game writes, computed from the server's own guess log and clock. */
export function endingFields(
  record: Pick<GameRecordRow, "startTime" | "gameTimeLimit">,
  guesses: readonly Pick<GuessLogRow, "exactCells" | "comparedCells">[],
  outcome: Outcome,
  now: Date,
) {
  const elapsed = Math.max(0, now.getTime() - record.startTime.getTime());
  const duration = Math.min(Math.floor(elapsed / 1000), record.gameTimeLimit);
  const won = outcome === "won";
  return {
    result: outcome,
    endTime: now,
    duration,
    attempts: guesses.length,
    successAt: won ? now : null,
    accuracy: gameAccuracy(guesses),
    score: gameScore(won, guesses.length, elapsed / 1000),
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
