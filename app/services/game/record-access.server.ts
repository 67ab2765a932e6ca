import { asc, eq } from "drizzle-orm";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { gameGuesses, gameRecords } from "~db/schema";
import type { GameRecordRow } from "./record-view.server";

export type GuessLogRow = {
  position: number;
  entryId: number;
  feedback: unknown[];
  exactCells: number;
  comparedCells: number;
};

const notFound = () => new DomainError("NOT_FOUND", "Game record not found");

/** The record and its guess log in one D1 round trip. */
export async function readRecordWithGuesses(
  db: Database,
  recordId: number,
): Promise<{ record: GameRecordRow; guesses: GuessLogRow[] }> {
  const [records, guesses] = await db.batch([
    db.select().from(gameRecords).where(eq(gameRecords.id, recordId)),
    db
      .select({
        position: gameGuesses.position,
        entryId: gameGuesses.entryId,
        feedback: gameGuesses.feedback,
        exactCells: gameGuesses.exactCells,
        comparedCells: gameGuesses.comparedCells,
      })
      .from(gameGuesses)
      .where(eq(gameGuesses.recordId, recordId))
      .orderBy(asc(gameGuesses.position)),
  ]);
  if (!records[0]) throw notFound();
  return { record: records[0], guesses };
}

function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type Credentials = {
  sessionId?: string | null;
  /** Resolved only when the session id does not settle it (JWT checks cost time on the hot path). */
  userId?: () => Promise<number | null>;
};

/** The session id proves a guest's record; a signed-in owner is proved by their user. Others see 404. */
export async function authorizeRecord(
  record: Pick<GameRecordRow, "sessionId" | "userId">,
  credentials: Credentials,
): Promise<void> {
  if (credentials.sessionId && sameSecret(credentials.sessionId, record.sessionId)) return;
  if (record.userId !== null && credentials.userId) {
    const userId = await credentials.userId();
    if (userId === record.userId) return;
  }
  throw notFound();
}
