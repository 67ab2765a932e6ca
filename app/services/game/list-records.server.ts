import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~db/index";
import { gameRecords } from "~db/schema";
import type { GameDeps } from "./game-deps";
import type { GameRecordView } from "./game-types";
import type { Player } from "./guest-player";
import { recordView } from "./record-view.server";
import { type GameVersion, loadGameVersion } from "./version-cache.server";

export type RecordsPage = { records: GameRecordView[]; total: number; offset: number; limit: number };

/** A player's own records (a guest's by its guest id: guests keep a history), newest first. */
export async function listPlayerRecords(
  deps: Pick<GameDeps, "db" | "kv" | "now">,
  player: Player,
  page: { offset: number; limit: number },
  locale = "zh-CN",
): Promise<RecordsPage> {
  const db: Database = deps.db;
  const mine =
    player.userId !== null
      ? eq(gameRecords.userId, player.userId)
      : and(isNull(gameRecords.userId), eq(gameRecords.guestId, player.guestId ?? ""));
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(gameRecords)
      .where(mine)
      .orderBy(desc(gameRecords.startTime), desc(gameRecords.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(gameRecords).where(mine),
  ]);
  const versions = new Map<number, GameVersion | null>();
  for (const row of rows) {
    if (row.result === "playing" || versions.has(row.versionId)) continue;
    versions.set(row.versionId, await loadGameVersion(deps, row.versionId).catch(() => null));
  }
  return {
    records: rows.map((row) => recordView(row, versions.get(row.versionId) ?? null, locale)),
    total: totals[0]?.total ?? 0,
    offset: page.offset,
    limit: page.limit,
  };
}
