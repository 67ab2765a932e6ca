import { and, desc, eq, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { GameResult } from "~/schemas/game";
import { gameRecords, users } from "~db/schema";
import { challengeToken, readChallengeToken } from "./challenge-token";
import type { GameDeps } from "./game-deps";
import type { GameRecordView } from "./game-types";
import type { Player } from "./guest-player";
import { authorizeRecord, type Credentials, readRecordWithGuesses } from "./record-access.server";
import { recordView } from "./record-view.server";
import { loadGameVersion } from "./version-cache.server";

/** The challenger's game as the friend sees it beside their own (never the answer). */
export type ChallengerResult = {
  recordId: number;
  /** The challenger's username; "" for a guest. */
  name: string;
  datasetId: number;
  dailyDate: string | null;
  /** The day of a dataset's own daily the challenger played (null: not one). */
  datasetDailyDate: string | null;
  result: GameResult;
  attempts: number;
  score: number;
  duration: number | null;
  hardMode: boolean;
};

function resultOf(row: GameRow, name: string | null): ChallengerResult {
  return {
    recordId: row.id,
    name: name ?? "",
    datasetId: row.datasetId,
    dailyDate: row.dailyDate,
    datasetDailyDate: row.datasetDailyDate,
    result: row.result,
    attempts: row.attempts,
    score: row.score,
    duration: row.duration,
    hardMode: row.hardMode,
  };
}

/**
 * The game is the player's own (same account, or for a guest's game the same guest): opening one's
 * own challenge link is never a challenge to oneself.
 */
export function isOwnGame(
  row: Pick<GameRow, "userId" | "guestId">,
  player: Pick<Player, "userId" | "guestId">,
): boolean {
  if (row.userId !== null) return row.userId === player.userId;
  return row.guestId !== null && row.guestId === player.guestId;
}

/** SQL: the reply `reply` is not played by the sender of `sender` (a reply to oneself is none). */
type PlayerColumns = { userId: SQLWrapper; guestId: SQLWrapper };
const notBySender = (reply: PlayerColumns, sender: PlayerColumns) =>
  sql`not coalesce(${reply.userId} = ${sender.userId} or (${sender.userId} is null and ${reply.userId} is null and ${reply.guestId} = ${sender.guestId}), 0)`;

export async function challengerResult(
  deps: Pick<GameDeps, "db">,
  recordId: number,
): Promise<ChallengerResult | null> {
  const [found] = await deps.db
    .select({ row: gameRecords, name: users.username })
    .from(gameRecords)
    .leftJoin(users, eq(users.id, gameRecords.userId))
    .where(eq(gameRecords.id, recordId));
  return found ? resultOf(found.row, found.name) : null;
}

/** How many friends' results a challenger's game shows (the latest ones). */
const REPLIES_SHOWN = 20;

type GameRow = typeof gameRecords.$inferSelect;

/** A friend's unranked play of a daily: a replay of a day they may already have a result for. */
const isDailyReplay = (row: GameRow) =>
  row.isDailyChallenge && !row.isRanked && (row.dailyDate !== null || row.datasetDailyDate !== null);

/** The same player's ranked game of the same daily (the day's result), as a condition. */
function sameDayRanked(row: GameRow) {
  const player =
    row.userId !== null
      ? eq(gameRecords.userId, row.userId)
      : row.guestId
        ? eq(gameRecords.guestId, row.guestId)
        : null;
  if (!player) return null;
  const day = row.dailyDate
    ? eq(gameRecords.dailyDate, row.dailyDate)
    : and(
        eq(gameRecords.datasetId, row.datasetId),
        eq(gameRecords.datasetDailyDate, row.datasetDailyDate as string),
      );
  return and(player, day);
}

/**
 * The finished games of friends who played `recordId`'s challenge link, latest first. One result a
 * day: a friend who had already played that daily replayed it knowing the answer, so their line
 * shows their day's result (the ranked game) instead; a second read, only when there is such a line.
 */
export async function challengeReplies(
  deps: Pick<GameDeps, "db">,
  recordId: number,
): Promise<ChallengerResult[]> {
  const sender = alias(gameRecords, "sender");
  const rows = await deps.db
    .select({ row: gameRecords, name: users.username })
    .from(gameRecords)
    .innerJoin(sender, eq(sender.id, gameRecords.challengeOf))
    .leftJoin(users, eq(users.id, gameRecords.userId))
    .where(
      and(
        eq(gameRecords.challengeOf, recordId),
        ne(gameRecords.result, "playing"),
        notBySender(gameRecords, sender),
      ),
    )
    .orderBy(desc(gameRecords.endTime))
    .limit(REPLIES_SHOWN);
  const days = rows
    .filter(({ row }) => isDailyReplay(row))
    .map(({ row }) => sameDayRanked(row))
    .filter((condition) => condition !== null && condition !== undefined);
  const counted =
    days.length === 0
      ? []
      : await deps.db
          .select()
          .from(gameRecords)
          .where(and(eq(gameRecords.isRanked, true), ne(gameRecords.result, "playing"), or(...days)));
  const countedOf = (row: GameRow) =>
    isDailyReplay(row)
      ? counted.find(
          (day) =>
            (row.userId !== null ? day.userId === row.userId : day.guestId === row.guestId) &&
            day.dailyDate === row.dailyDate &&
            day.datasetDailyDate === row.datasetDailyDate &&
            day.datasetId === row.datasetId,
        )
      : undefined;
  return rows.map(({ row, name }) => resultOf(countedOf(row) ?? row, name));
}

/** A challenge link as its page sees it: the challenger's game, and whether the viewer is its sender. */
export type LinkedChallenge = {
  challenger: ChallengerResult;
  /** The link is the viewer's own (their game): the page offers it to share, never to play. */
  own: boolean;
};

/** A challenge link's game, when the token is ours and names a finished game of this dataset. */
export async function readChallenge(
  deps: Pick<GameDeps, "db" | "env">,
  input: { token: string; datasetId: number; player: Pick<Player, "userId" | "guestId"> },
): Promise<LinkedChallenge | null> {
  const recordId = await readChallengeToken(deps, input.token);
  if (!recordId) return null;
  const [found] = await deps.db
    .select({ row: gameRecords, name: users.username })
    .from(gameRecords)
    .leftJoin(users, eq(users.id, gameRecords.userId))
    .where(eq(gameRecords.id, recordId));
  if (!found || found.row.datasetId !== input.datasetId || found.row.result === "playing") return null;
  return { challenger: resultOf(found.row, found.name), own: isOwnGame(found.row, input.player) };
}

/** The token a finished game's player shares (`/game/{id}?challenge=<token>`). */
export const shareChallengeToken = (deps: Pick<GameDeps, "env">, recordId: number) =>
  challengeToken(deps, recordId);

/** A record as its player sees it, with the challenge beside it (GET /api/v1/game/record/{id}). */
export type RecordWithChallenge = GameRecordView & {
  /** The challenger's result when this game came from a challenge link. */
  challenger: ChallengerResult | null;
  /** The token that challenges a friend to this game, once it has ended. */
  challengeToken: string | null;
};

export async function readRecordWithChallenge(
  deps: GameDeps,
  recordId: number,
  credentials: Credentials,
  locale: string,
): Promise<RecordWithChallenge> {
  const { record } = await readRecordWithGuesses(deps, recordId);
  await authorizeRecord(record, credentials);
  // A deleted dataset's version no longer loads: the record's kept names stand in.
  const version = await loadGameVersion(deps, record.versionId).catch(() => null);
  const ended = record.result !== "playing";
  return {
    ...recordView(record, version, locale),
    challenger: record.challengeOf ? await challengerResult(deps, record.challengeOf) : null,
    challengeToken: ended ? await challengeToken(deps, record.id) : null,
  };
}
