import type { AppDeps } from "~/services/deps.server";
import { LruCache } from "~/services/lru-cache";
import { sameSecret } from "./guest-player";
import { authorizeRecord, type Credentials, readRecord } from "./record-access.server";
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
  | "isDailyChallenge"
>;

/** One entry per game in play in this isolate: small, on the guess hot path, so above spec §9's 200 (ADR 040). */
const MAX_CACHED = 5000;
const cache = new LruCache<RecordMeta, number>({ maxEntries: MAX_CACHED });

export function rememberRecord(row: RecordMeta): void {
  const { id, userId, guestId, datasetId, versionId, answerEntryId, startTime, gameTimeLimit, sessionId } =
    row;
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
    isDailyChallenge: row.isDailyChallenge,
  });
}

export type MetaRead = RecordMeta & { result?: GameRecordRow["result"] };

/**
 * The record's fixed fields, if `credentials` prove it (else 404, as `authorizeRecord`). Only its
 * session id never changes, so only that proof is checked against memory. The owner is not fixed:
 * signing in claims a guest's records into the account (claim-guest.server.ts), and the guest
 * cookie left in the browser then no longer proves them; a remembered copy would still say it
 * does. The page and the API send the session id, so a guess stays one D1 request.
 */
export async function authorizedRecordMeta(
  { db }: Pick<AppDeps, "db">,
  recordId: number,
  credentials: Credentials,
): Promise<MetaRead> {
  const remembered = cache.get(recordId);
  if (remembered && credentials.sessionId && sameSecret(credentials.sessionId, remembered.sessionId)) {
    return remembered;
  }
  // Read from D1: the current owner, and the current result (an ended game is refused at once).
  const record = await readRecord({ db }, recordId);
  rememberRecord(record);
  await authorizeRecord(record, credentials);
  return record;
}
