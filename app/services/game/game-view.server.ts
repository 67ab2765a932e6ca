import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { GameResult } from "~/schemas/game";
import { prepared } from "~/services/db/prepared.server";
import { gameRecords } from "~db/schema";
import type { CellFeedback } from "./feedback";
import { deadlineOf, finishRecord } from "./finish-game.server";
import type { GameDeps } from "./game-deps";
import type { AnswerView, GuessRow, HintView } from "./game-types";
import { guessRow } from "./guess.server";
import type { Player } from "./guest-player";
import { authorizeRecord, type Credentials, readRecordWithGuesses } from "./record-access.server";
import { endedAnswer, hintsFor } from "./record-view.server";
import { loadGameVersion } from "./version-cache.server";

/** What the game page shows of a game; `answer` only once it has ended. */
export type GameView = {
  recordId: number;
  sessionId: string;
  datasetId: number;
  versionId: number;
  isDailyChallenge: boolean;
  dailyDate: string | null;
  /** The player's counted daily of the day (leaderboard, streak). */
  isRanked: boolean;
  hardMode: boolean;
  challengeOf: number | null;
  startTime: number;
  deadline: number;
  gameTimeLimit: number;
  serverNow: number;
  result: GameResult;
  attempts: number;
  rows: GuessRow[];
  hints: HintView[];
  answer: AnswerView | null;
  score: number;
  duration: number | null;
  accuracy: number | null;
};

/**
 * A game as its player's page sees it, or null when the id/session pair is not a game. A game past
 * its time limit is ended here (lost): the server's clock decides, whoever asks first.
 */
export async function loadGameView(
  deps: GameDeps,
  recordId: number,
  credentials: Credentials,
  locale: string,
): Promise<GameView | null> {
  const found = await readRecordWithGuesses(deps.db, recordId).catch(() => null);
  if (!found) return null;
  let { record } = found;
  const { guesses } = found;
  if (
    !(await authorizeRecord(record, credentials).then(
      () => true,
      () => false,
    ))
  )
    return null;
  // A deleted dataset's version no longer loads: an ended game still shows its kept answer name.
  const version = await loadGameVersion(deps, record.versionId).catch(() => null);
  const now = deps.now();
  if (record.result === "playing" && now.getTime() > deadlineOf(record)) {
    record = await finishRecord(deps.db, record, guesses, "lost", now);
  }
  const ended = record.result !== "playing";
  const answer = version?.byId.get(record.answerEntryId);
  const rows = guesses.flatMap((guess) => {
    const entry = version?.byId.get(guess.entryId);
    if (!entry) return [];
    return [
      guessRow(
        guess.position,
        entry,
        guess.feedback as CellFeedback[],
        entry.id === record.answerEntryId,
        locale,
      ),
    ];
  });
  return {
    recordId: record.id,
    sessionId: record.sessionId,
    datasetId: record.datasetId,
    versionId: record.versionId,
    isDailyChallenge: record.isDailyChallenge,
    dailyDate: record.dailyDate,
    isRanked: record.isRanked,
    hardMode: record.hardMode,
    challengeOf: record.challengeOf,
    startTime: record.startTime.getTime(),
    deadline: deadlineOf(record),
    gameTimeLimit: record.gameTimeLimit,
    serverNow: now.getTime(),
    result: record.result,
    attempts: version ? rows.length : record.attempts,
    rows,
    hints: version ? hintsFor(version, answer, rows.length, ended, locale) : [],
    answer: ended ? endedAnswer(record, version, locale) : null,
    score: record.score,
    duration: record.duration,
    accuracy: record.accuracy,
  };
}

/**
 * The player's latest game of a dataset (practice, or the daily of one day): every game page view
 * of a known player asks it, so the four shapes (user or guest, practice or daily) are built once
 * per database, not per request.
 */
function latestGameQuery(owner: "user" | "guest", daily: boolean) {
  return prepared((db) => {
    const who: SQL[] =
      owner === "user"
        ? [eq(gameRecords.userId, sql.placeholder("userId"))]
        : [isNull(gameRecords.userId), eq(gameRecords.guestId, sql.placeholder("guestId"))];
    return db
      .select({ id: gameRecords.id, sessionId: gameRecords.sessionId })
      .from(gameRecords)
      .where(
        and(
          ...who,
          eq(gameRecords.datasetId, sql.placeholder("datasetId")),
          daily ? eq(gameRecords.dailyDate, sql.placeholder("dailyDate")) : isNull(gameRecords.dailyDate),
        ),
      )
      .orderBy(desc(gameRecords.startTime), desc(gameRecords.id))
      .limit(1)
      .prepare();
  });
}

const latestGame = {
  userPractice: latestGameQuery("user", false),
  userDaily: latestGameQuery("user", true),
  guestPractice: latestGameQuery("guest", false),
  guestDaily: latestGameQuery("guest", true),
};

/**
 * The player's latest game of a dataset in one mode (practice, or the daily of `dailyDate`):
 * `/game/{id}` resumes it. Each dataset and mode has its own, so games in other tabs stay apart.
 */
export async function findLatestGame(
  deps: Pick<GameDeps, "db">,
  player: Player,
  datasetId: number,
  dailyDate: string | null,
): Promise<{ id: number; sessionId: string } | null> {
  const daily = dailyDate !== null;
  const values = { userId: player.userId, guestId: player.guestId, datasetId, dailyDate };
  const query =
    player.userId !== null
      ? daily
        ? latestGame.userDaily
        : latestGame.userPractice
      : player.guestId
        ? daily
          ? latestGame.guestDaily
          : latestGame.guestPractice
        : null;
  if (!query) return null;
  const row = await query(deps.db).get(values);
  return row ?? null;
}
