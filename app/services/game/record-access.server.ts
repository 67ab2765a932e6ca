import { asc, eq, sql } from "drizzle-orm";
import { batchPrepared, prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { gameGuesses, gameRecords } from "~db/schema";
import { sameSecret } from "./guest-player";
import type { GameRecordRow } from "./record-view.server";

export type GuessLogRow = {
  position: number;
  entryId: number;
  feedback: unknown[];
  exactCells: number;
  comparedCells: number;
  /** When the server stored it: a daily's active time is measured from these. */
  createdAt: Date;
};

const notFound = () => new DomainError("NOT_FOUND", "Game record not found");

/** What a page and the end of a game read of a record's guesses, in the order they were made. */
export const guessLogColumns = {
  position: gameGuesses.position,
  entryId: gameGuesses.entryId,
  feedback: gameGuesses.feedback,
  exactCells: gameGuesses.exactCells,
  comparedCells: gameGuesses.comparedCells,
  createdAt: gameGuesses.createdAt,
};

// Every game page view, end of a game and time-up reads these two: built once per database.
const recordById = prepared((db) =>
  db
    .select()
    .from(gameRecords)
    .where(eq(gameRecords.id, sql.placeholder("recordId")))
    .prepare(),
);
const guessesOfRecord = prepared((db) =>
  db
    .select(guessLogColumns)
    .from(gameGuesses)
    .where(eq(gameGuesses.recordId, sql.placeholder("recordId")))
    .orderBy(asc(gameGuesses.position))
    .prepare(),
);

/** The record as D1 has it now (404 when there is none). */
export async function readRecord({ db }: Pick<AppDeps, "db">, recordId: number): Promise<GameRecordRow> {
  const record = await recordById(db).get({ recordId });
  if (!record) throw notFound();
  return record;
}

/** The two reads of a record and its guess log, for a batch (`batchPrepared`, `batchAfter`). */
export const recordWithGuessesReads = ({ db }: Pick<AppDeps, "db">, recordId: number) =>
  [
    [recordById(db), { recordId }],
    [guessesOfRecord(db), { recordId }],
  ] as const;

/** A record and its guess log as D1 has them (the answer is in it: show it through `gameViewOf`). */
export type RecordWithGuesses = { record: GameRecordRow; guesses: GuessLogRow[] };

/** The record and its guess log in one D1 round trip. */
export async function readRecordWithGuesses(
  { db }: Pick<AppDeps, "db">,
  recordId: number,
): Promise<RecordWithGuesses> {
  const [records, guesses] = await batchPrepared({ db }, recordWithGuessesReads({ db }, recordId));
  if (!records[0]) throw notFound();
  return { record: records[0], guesses };
}

export type Credentials = {
  sessionId?: string | null;
  /** The dd_guest cookie's id: a guest owns the records it started. */
  guestId?: string | null;
  /** Resolved only when the session id does not settle it (JWT checks cost time on the hot path). */
  userId?: () => Promise<number | null>;
};

/**
 * The record's session id proves it (the page's hidden field, an API client); so does the guest
 * id that started it while unclaimed, or the signed-in owner. Others see 404.
 */
export async function authorizeRecord(
  record: Pick<GameRecordRow, "sessionId" | "userId" | "guestId">,
  credentials: Credentials,
): Promise<void> {
  if (credentials.sessionId && sameSecret(credentials.sessionId, record.sessionId)) return;
  // A claimed record is the account's: the guest cookie left in the browser no longer proves it.
  if (
    credentials.guestId &&
    record.guestId &&
    record.userId === null &&
    sameSecret(credentials.guestId, record.guestId)
  )
    return;
  if (record.userId !== null && credentials.userId) {
    const userId = await credentials.userId();
    if (userId === record.userId) return;
  }
  throw notFound();
}
