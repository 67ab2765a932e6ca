import { eq } from "drizzle-orm";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { gameRecords } from "~db/schema";
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

/**
 * A record's fixed fields: from memory when this isolate has seen the record, else from D1 (then
 * also its current result, so an ended game is refused without further work).
 */
export async function recordMeta(
  db: Database,
  recordId: number,
): Promise<RecordMeta & { result?: GameRecordRow["result"] }> {
  const hit = cache.get(recordId);
  if (hit) return hit;
  const [row] = await db.select().from(gameRecords).where(eq(gameRecords.id, recordId));
  if (!row) throw new DomainError("NOT_FOUND", "Game record not found");
  rememberRecord(row);
  return row;
}
