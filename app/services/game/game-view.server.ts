import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { GameResult } from "~/schemas/game";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { gameGuesses, gameRecords } from "~db/schema";
import type { CellFeedback } from "./feedback";
import { answerWithheld, deadlineOf, finishRecord, timedOut } from "./finish-game.server";
import type { GameDeps } from "./game-deps";
import type { AnswerView, GuessRow, HintView } from "./game-types";
import { guessRow } from "./guess.server";
import type { Player } from "./guest-player";
import { guessLogColumns, type RecordWithGuesses } from "./record-access.server";
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
  /** The day of a dataset's own daily this game plays (a site daily of today carries it too). */
  datasetDailyDate: string | null;
  /** The player's counted daily of the day (leaderboard, streak). */
  isRanked: boolean;
  hardMode: boolean;
  challengeOf: number | null;
  startTime: number;
  /** When the game runs out of time; null for a daily or an untimed game, which have no limit. */
  deadline: number | null;
  gameTimeLimit: number;
  /** The game ended because its time limit passed (practice only): the end screen says so. */
  timedOut: boolean;
  /**
   * A timed-out game whose answer the player has not yet found or asked for: `answer` is null and
   * the player may keep guessing, unscored.
   */
  answerWithheld: boolean;
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
 * A game as its player's page shows it, from its record and guess log as read. A game past its
 * time limit is ended here (lost): the server's clock decides, whoever asks first.
 */
export async function gameViewOf(
  deps: GameDeps,
  found: RecordWithGuesses,
  locale: string,
): Promise<GameView> {
  let { record } = found;
  const { guesses } = found;
  // A deleted dataset's version no longer loads: an ended game still shows its kept answer name.
  const version = await loadGameVersion(deps, record.versionId).catch(() => null);
  const now = deps.now();
  if (record.result === "playing" && now.getTime() > deadlineOf(record)) {
    record = await finishRecord(deps, record, guesses, "lost", now);
  }
  const withheld = answerWithheld(record);
  // A withheld answer is still the server's secret: hints stay masked, as while playing.
  const ended = record.result !== "playing" && !withheld;
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
    datasetDailyDate: record.datasetDailyDate,
    isRanked: record.isRanked,
    hardMode: record.hardMode,
    challengeOf: record.challengeOf,
    startTime: record.startTime.getTime(),
    deadline: Number.isFinite(deadlineOf(record)) ? deadlineOf(record) : null,
    gameTimeLimit: record.gameTimeLimit,
    timedOut: timedOut(record),
    answerWithheld: withheld,
    serverNow: now.getTime(),
    result: record.result,
    // Guesses after a time-out are shown but never counted: an ended game's attempts are its record's.
    attempts: version && record.result === "playing" ? rows.length : record.attempts,
    rows,
    hints: version ? hintsFor(version, answer, rows.length, ended, locale) : [],
    answer: ended ? endedAnswer(record, version, locale) : null,
    score: record.score,
    duration: record.duration,
    accuracy: record.accuracy,
  };
}

const latestOrder = [desc(gameRecords.startTime), desc(gameRecords.id)] as const;
/**
 * A daily's page shows the day's result (one result a day): the ranked game, fixed once
 * it ends; a replay (challenge, archive, second device) never takes its place. Without a ranked
 * game (an owner, an archive day), the latest.
 */
const dailyOrder = [desc(gameRecords.isRanked), ...latestOrder] as const;

type Mode = "practice" | "daily" | "datasetDaily";

/** The page mode of a dataset's own daily of `date` (a site daily's mode is its date alone). */
export const datasetDailyMode = (date: string) => `dataset:${date}`;

function latestWhere(owner: "user" | "guest", mode: Mode): SQL | undefined {
  const who: SQL[] =
    owner === "user"
      ? [eq(gameRecords.userId, sql.placeholder("userId"))]
      : [isNull(gameRecords.userId), eq(gameRecords.guestId, sql.placeholder("guestId"))];
  return and(
    ...who,
    eq(gameRecords.datasetId, sql.placeholder("datasetId")),
    ...(mode === "daily"
      ? [eq(gameRecords.dailyDate, sql.placeholder("dailyDate"))]
      : mode === "datasetDaily"
        ? [eq(gameRecords.datasetDailyDate, sql.placeholder("dailyDate"))]
        : [isNull(gameRecords.dailyDate), isNull(gameRecords.datasetDailyDate)]),
  );
}

/**
 * The player's latest game of a dataset, and its guess log (through the same lookup as a
 * subquery, so both go in one batch). Every game page view of a known player asks them, so the
 * four shapes (user or guest, practice or daily) are built once per database, not per request.
 */
function latestGameReads(owner: "user" | "guest", mode: Mode) {
  const order = mode === "practice" ? latestOrder : dailyOrder;
  return {
    record: prepared((db) =>
      db
        .select()
        .from(gameRecords)
        .where(latestWhere(owner, mode))
        .orderBy(...order)
        .limit(1)
        .prepare(),
    ),
    guesses: prepared((db) =>
      db
        .select(guessLogColumns)
        .from(gameGuesses)
        .where(
          eq(
            gameGuesses.recordId,
            db
              .select({ id: gameRecords.id })
              .from(gameRecords)
              .where(latestWhere(owner, mode))
              .orderBy(...order)
              .limit(1),
          ),
        )
        .orderBy(asc(gameGuesses.position))
        .prepare(),
    ),
  };
}

/**
 * The player's latest game matching one column (`challengeOf`: from one challenge link; `id`: one
 * game, their own challenge link's), and its guess log: found only among the player's games.
 */
function oneGameReads(owner: "user" | "guest", by: "challengeOf" | "id") {
  const where = () =>
    and(
      ...(owner === "user"
        ? [eq(gameRecords.userId, sql.placeholder("userId"))]
        : [isNull(gameRecords.userId), eq(gameRecords.guestId, sql.placeholder("guestId"))]),
      eq(gameRecords[by], sql.placeholder(by)),
    );
  return {
    record: prepared((db) =>
      db
        .select()
        .from(gameRecords)
        .where(where())
        .orderBy(...latestOrder)
        .limit(1)
        .prepare(),
    ),
    guesses: prepared((db) =>
      db
        .select(guessLogColumns)
        .from(gameGuesses)
        .where(
          eq(
            gameGuesses.recordId,
            db
              .select({ id: gameRecords.id })
              .from(gameRecords)
              .where(where())
              .orderBy(...latestOrder)
              .limit(1),
          ),
        )
        .orderBy(asc(gameGuesses.position))
        .prepare(),
    ),
  };
}

/** Whose games a player's reads look in: an account's, else a guest's; null for neither. */
const ownerOf = (player: Player) => (player.userId !== null ? "user" : player.guestId ? "guest" : null);

const challengeGame = {
  user: oneGameReads("user", "challengeOf"),
  guest: oneGameReads("guest", "challengeOf"),
};
const ownRecord = { user: oneGameReads("user", "id"), guest: oneGameReads("guest", "id") };

function oneGameRead(
  reads: typeof challengeGame,
  db: AppDeps["db"],
  player: Player,
  match: { challengeOf: number } | { id: number },
) {
  const owner = ownerOf(player);
  if (!owner) return null;
  const values = { userId: player.userId, guestId: player.guestId, ...match };
  return {
    record: [reads[owner].record(db), values] as const,
    guesses: [reads[owner].guesses(db), values] as const,
  };
}

/**
 * The statements that read the player's game from the challenge link of game `challengeOf` (the
 * challenge page shows that game, whatever daily or practice it plays), as `latestGameRead`'s.
 */
export function challengeGameRead({ db }: Pick<AppDeps, "db">, player: Player, challengeOf: number) {
  return oneGameRead(challengeGame, db, player, { challengeOf });
}

/**
 * The statements that read one game of the player by its id (their own challenge link's game),
 * as `latestGameRead`'s: found only when it is the player's.
 */
export function ownRecordRead({ db }: Pick<AppDeps, "db">, player: Player, recordId: number) {
  return oneGameRead(ownRecord, db, player, { id: recordId });
}

const latestGame = {
  user: {
    practice: latestGameReads("user", "practice"),
    daily: latestGameReads("user", "daily"),
    datasetDaily: latestGameReads("user", "datasetDaily"),
  },
  guest: {
    practice: latestGameReads("guest", "practice"),
    daily: latestGameReads("guest", "daily"),
    datasetDaily: latestGameReads("guest", "datasetDaily"),
  },
};

/**
 * The statements that read the player's latest game of a dataset in one mode (practice, the site
 * daily of `dailyDate`, or the dataset's own daily when it reads `datasetDailyMode(date)`) and its guess log, with their values, for a caller that sends them in one
 * D1 batch (`batchPrepared`); null for a player without an id, who has no games.
 */
export function latestGameRead(
  { db }: Pick<AppDeps, "db">,
  player: Player,
  datasetId: number,
  dailyDate: string | null,
) {
  const owner = ownerOf(player);
  if (!owner) return null;
  const datasetDay = dailyDate?.startsWith("dataset:") ? dailyDate.slice("dataset:".length) : null;
  const reads =
    latestGame[owner][datasetDay !== null ? "datasetDaily" : dailyDate !== null ? "daily" : "practice"];
  const values = {
    userId: player.userId,
    guestId: player.guestId,
    datasetId,
    dailyDate: datasetDay ?? dailyDate,
  };
  return { record: [reads.record(db), values] as const, guesses: [reads.guesses(db), values] as const };
}

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
  const read = latestGameRead(deps, player, datasetId, dailyDate);
  const row = read ? await read.record[0].get(read.record[1]) : undefined;
  return row ? { id: row.id, sessionId: row.sessionId } : null;
}
