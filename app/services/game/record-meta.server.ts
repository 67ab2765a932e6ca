import { eq } from "drizzle-orm";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { gameRecords } from "~db/schema";
import { sameSecret } from "./guest-player";
import { authorizeRecord, type Credentials } from "./record-access.server";
import type { GameRecordRow } from "./record-view.server";

/** The fields of a record that never change after it is created: safe to keep in an isolate. */
export type RecordMeta = Pick<
  GameRecordRow,
  | "id"
  | "userId"
  | "guestId"
  | "datasetId"
  | "versionId"
  | "answerEntryId"
  | "startTime"
  | "gameTimeLimit"
  | "sessionId"
  | "hardMode"
>;

const MAX_CACHED = 5000;
const cache = new Map<number, RecordMeta>();

export function rememberRecord(row: RecordMeta): void {
  const { id, userId, guestId, datasetId, versionId, answerEntryId, startTime, gameTimeLimit, sessionId } =
    row;
  cache.delete(id);
  cache.set(id, {
    id,
    userId,
    guestId,
    datasetId,
    versionId,
    answerEntryId,
    startTime,
    gameTimeLimit,
    sessionId,
    hardMode: row.hardMode,
  });
  if (cache.size > MAX_CACHED) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

type MetaRead = RecordMeta & { result?: GameRecordRow["result"] };

/**
 * A record's fixed fields: from memory when this isolate has seen the record, else from D1 (then
 * also its current result, so an ended game is refused without further work).
 */
export async function recordMeta(db: Database, recordId: number): Promise<MetaRead> {
  return cache.get(recordId) ?? readRecordMeta(db, recordId);
}

async function readRecordMeta(db: Database, recordId: number): Promise<MetaRead> {
  const [row] = await db.select().from(gameRecords).where(eq(gameRecords.id, recordId));
  if (!row) throw new DomainError("NOT_FOUND", "Game record not found");
  rememberRecord(row);
  return row;
}

/**
 * The record's fixed fields, if `credentials` prove it (else 404, as `authorizeRecord`). Only its
 * session id never changes, so only that proof is checked against memory. The owner is not fixed:
 * signing in claims a guest's records into the account (claim-guest.server.ts), and the guest
 * cookie left in the browser then no longer proves them; a remembered copy would still say it
 * does. The page and the API send the session id, so a guess stays one D1 request.
 */
export async function authorizedRecordMeta(
  db: Database,
  recordId: number,
  credentials: Credentials,
): Promise<MetaRead> {
  const remembered = cache.get(recordId);
  if (remembered && credentials.sessionId && sameSecret(credentials.sessionId, remembered.sessionId)) {
    return remembered;
  }
  const meta = await readRecordMeta(db, recordId);
  await authorizeRecord(meta, credentials);
  return meta;
}
