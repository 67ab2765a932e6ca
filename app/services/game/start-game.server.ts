import { eq } from "drizzle-orm";
import { localized } from "~/i18n/localized";
import type { StartGameInput } from "~/schemas/game";
import { DomainError } from "~/utils/domain-error";
import { nameLanguage } from "~/utils/name-language";
import { gameRecords } from "~db/schema";
import type { DatasetRow } from "../datasets/visibility.server";
import { getVisibleDataset } from "../datasets/visibility.server";
import { guestAddressKey } from "./address-key.server";
import { isOwnGame } from "./challenge.server";
import { readChallengeToken } from "./challenge-token";
import { dailyDateOf, getDailyChallenge } from "./daily.server";
import { getDatasetDaily, isInsider } from "./dataset-daily.server";
import type { GameDeps, RequestInfo } from "./game-deps";
import type { GameRecordView } from "./game-types";
import type { Player } from "./guest-player";
import { rememberRecord } from "./record-meta.server";
import { recordView } from "./record-view.server";
import { newSessionId, randomIndex } from "./session-id";
import {
  type GameEntry,
  type GameVersion,
  loadGameVersion,
  QUALIFIER_SEPARATOR,
} from "./version-cache.server";

type Pick = {
  version: GameVersion;
  answerEntryId: number;
  dailyDate: string | null;
  /** The day of a dataset's own daily (the site daily sets `dailyDate` instead). */
  datasetDailyDate?: string;
  /** Try to make it the player's ranked daily (the database has the last word). */
  wantsRank: boolean;
};

async function pickDaily(
  deps: GameDeps,
  dataset: DatasetRow,
  player: Player,
  requested: string | null | undefined,
  now: Date,
): Promise<Pick> {
  const today = dailyDateOf(now);
  const date = requested ?? today;
  if (date > today) {
    throw new DomainError("INVALID", "That day's daily challenge has not started yet", {
      fields: { daily_date: ["errors.dailyNotStarted"] },
    }).because("dailyNotStarted");
  }
  const challenge = await getDailyChallenge(deps, date);
  // Today, a dataset other than the featured one plays its own daily.
  if (date === today && challenge?.datasetId !== dataset.id)
    return pickDatasetDaily(deps, dataset, player, today);
  if (!challenge) throw new DomainError("NOT_FOUND", "No daily challenge for that day");
  if (challenge.datasetId !== dataset.id) {
    throw new DomainError("INVALID", "The daily challenge is on another dataset", {
      datasetId: challenge.datasetId,
    }).because("dailyOtherDataset");
  }
  // design §4: a player's first game of today's daily is the ranked one; the archive never is.
  // Today's site daily is the featured dataset's own daily too (ADR 021): one record carries both
  // days, so it counts for both streaks and boards, and its owner chain (who knows the answers)
  // plays it unranked as on any dataset daily.
  const isToday = date === today;
  const wantsRank =
    isToday &&
    (player.userId !== null || player.guestId !== null) &&
    !(await isInsider(deps.db, dataset, player));
  const version = await loadGameVersion(deps, challenge.versionId);
  return {
    version,
    answerEntryId: challenge.entryId,
    dailyDate: date,
    ...(isToday ? { datasetDailyDate: date } : {}),
    wantsRank,
  };
}

/** Dataset `dataset`'s own daily of `date`: ranked unless the player owns it or anything it was forked from. */
async function pickDatasetDaily(
  deps: GameDeps,
  dataset: DatasetRow,
  player: Player,
  date: string,
): Promise<Pick> {
  const daily = await getDatasetDaily(deps, dataset, date);
  const wantsRank =
    (player.userId !== null || player.guestId !== null) && !(await isInsider(deps.db, dataset, player));
  const version = await loadGameVersion(deps, daily.versionId);
  return { version, answerEntryId: daily.entryId, dailyDate: null, datasetDailyDate: date, wantsRank };
}

async function pickRandom(deps: GameDeps, datasetId: number, versionId: number | null): Promise<Pick> {
  if (versionId === null) {
    throw new DomainError("CONFLICT", "This dataset has no version to play yet").because("noVersion");
  }
  const version = await loadGameVersion(deps, versionId);
  if (version.datasetId !== datasetId) throw new DomainError("NOT_FOUND", "Dataset version not found");
  if (version.entries.length === 0) {
    throw new DomainError("CONFLICT", "This dataset has no entries to play").because("noEntries");
  }
  // the answer comes from the version's answer pool; any entry can still be guessed.
  const answer = version.pool[randomIndex(version.pool.length)];
  return { version, answerEntryId: answer.id, dailyDate: null, wantsRank: false };
}

/**
 * A challenge link: the challenger's ended game gives the hidden answer. A daily's challenge is
 * that day's daily (so it cannot leak today's answer into a practice game); else a practice game
 * on the same version and answer.
 */
async function pickChallenge(
  deps: GameDeps,
  dataset: DatasetRow,
  player: Player,
  token: string,
  now: Date,
): Promise<Pick & { challengeOf: number }> {
  const recordId = await readChallengeToken(deps, token);
  const [from] = recordId ? await deps.db.select().from(gameRecords).where(eq(gameRecords.id, recordId)) : [];
  if (!from || from.datasetId !== dataset.id) {
    throw new DomainError("INVALID", "This challenge link is not valid for this dataset", {
      fields: { challenge: ["errors.invalidChallenge"] },
    }).because("invalidChallenge");
  }
  if (from.result === "playing") {
    throw new DomainError("CONFLICT", "The challenger has not finished this game yet").because(
      "challengeNotReady",
    );
  }
  // One's own link is for friends: playing it would be a challenge to oneself (a tie, a "friend").
  if (isOwnGame(from, player)) {
    throw new DomainError("CONFLICT", "This is your own challenge link: share it with friends").because(
      "ownChallenge",
    );
  }
  if (from.dailyDate) {
    return { ...(await pickDaily(deps, dataset, player, from.dailyDate, now)), challengeOf: from.id };
  }
  // Today's dataset daily: the challenge is that daily (its answer must not leak into a practice game).
  if (from.datasetDailyDate === dailyDateOf(now)) {
    return {
      ...(await pickDatasetDaily(deps, dataset, player, from.datasetDailyDate)),
      challengeOf: from.id,
    };
  }
  const version = await loadGameVersion(deps, from.versionId);
  return {
    version,
    answerEntryId: from.answerEntryId,
    dailyDate: null,
    wantsRank: false,
    challengeOf: from.id,
  };
}

/** The answer's name as the record keeps it: with its qualifier, so a shared name still says which. */
function answerNameOf(entry: GameEntry | undefined): string | null {
  if (!entry) return null;
  const qualifier = localized(entry.qualifier, nameLanguage(entry.name));
  return qualifier ? `${entry.name}${QUALIFIER_SEPARATOR}${qualifier}` : entry.name;
}

/** D1 says a unique index refused the row (the message is the driver's, not ours). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Creates a game record (design §3): the server chooses the answer, the session id and the start
 * time. Daily: the player's first game of today is inserted as ranked; the unique index on
 * (player, day) WHERE is_ranked refuses a second one, which is then stored unranked. A dataset's
 * own daily does the same with the index on (player, dataset, day).
 */
export async function startGame(
  deps: GameDeps,
  player: Player,
  input: StartGameInput,
  seen: RequestInfo,
): Promise<GameRecordView> {
  // design §4: only a signed-in player's daily is ranked; every board keeps signed-in players alone.
  if (input.isRanked === true && player.userId === null) {
    throw new DomainError("INVALID", "A guest's game is never ranked: sign in to play for the leaderboards", {
      fields: { is_ranked: ["errors.guestNeverRanked"] },
    }).because("guestNeverRanked");
  }
  const now = deps.now();
  const dataset = await getVisibleDataset(deps, input.datasetId, player.userId);
  const pick: Pick & { challengeOf?: number } = input.challenge
    ? await pickChallenge(deps, dataset, player, input.challenge, now)
    : input.isDailyChallenge
      ? await pickDaily(deps, dataset, player, input.dailyDate, now)
      : await pickRandom(deps, dataset.id, input.versionId ?? dataset.latestVersionId);
  const clientClaims = Object.fromEntries(
    Object.entries({
      startTime: input.startTime,
      sessionId: input.sessionId,
      ipAddress: input.ipAddress,
    }).filter(([, value]) => value !== null && value !== undefined),
  );
  const address = seen.ipAddress ?? input.ipAddress ?? null;
  // A guest's games count once per address in the stats, under its keyed hash: never the address.
  const addressKey = player.userId === null && address ? await guestAddressKey(deps.env, address) : null;
  const insert = (isRanked: boolean) =>
    deps.db.batch([
      deps.db
        .insert(gameRecords)
        .values({
          userId: player.userId,
          guestId: player.guestId,
          datasetId: dataset.id,
          versionId: pick.version.id,
          answerEntryId: pick.answerEntryId,
          // The names the record shows, kept should the dataset be deleted later.
          datasetName: dataset.name,
          answerName: answerNameOf(pick.version.byId.get(pick.answerEntryId)),
          startTime: now,
          gameTimeLimit: input.gameTimeLimit,
          sessionId: newSessionId(),
          ipAddress: address,
          addressKey,
          userAgent: input.userAgent ?? seen.userAgent,
          referrer: input.referrer ?? seen.referrer,
          isDailyChallenge: pick.dailyDate !== null || pick.datasetDailyDate !== undefined,
          dailyDate: pick.dailyDate,
          datasetDailyDate: pick.datasetDailyDate ?? null,
          isRanked,
          hardMode: input.hardMode,
          challengeOf: pick.challengeOf ?? null,
          otherInfo: {
            ...(input.otherInfo ?? {}),
            ...(Object.keys(clientClaims).length ? { client: clientClaims } : {}),
          },
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      // Plays are counted by the cron from finished games, once per player and day (ADR 007): a start
      // alone does not move datasets.plays_count.
    ]);
  let inserted: Awaited<ReturnType<typeof insert>>[0];
  try {
    [inserted] = await insert(pick.wantsRank);
  } catch (error) {
    if (!pick.wantsRank || !isUniqueViolation(error)) throw error;
    // This player already has today's ranked daily: this one is a replay, unranked.
    [inserted] = await insert(false);
  }
  rememberRecord(inserted[0]);
  return recordView(inserted[0], pick.version);
}
