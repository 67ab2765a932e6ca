import { batchPrepared } from "~/services/db/prepared.server";
import { dailyPlayRead, findDailyPlay } from "./daily.server";
import { type DailyPlayed, playedOf } from "./daily-view.server";
import { findDatasetDailyPlay } from "./dataset-daily-view.server";
import type { GameDeps } from "./game-deps";
import {
  challengeGameRead,
  type GameView,
  gameViewOf,
  latestGameRead,
  ownRecordRead,
} from "./game-view.server";
import type { Player } from "./guest-player";
import {
  getScopeStats,
  type ScopeStats,
  scopeOfMode,
  scopeStatsOf,
  scopeStatsRead,
} from "./player-scope-stats.server";

export type PlayerGame = {
  /** The player's latest game of the dataset in the page's mode (the page resumes it). */
  game: GameView | null;
  /** How the player played the daily of `dailyOf` (null: not yet, or no daily asked). */
  dailyPlayed: DailyPlayed | null;
  /**
   * The player's stats of the page's kind of play (the site daily, this dataset's daily, or
   * practice) including that game, once it has ended (the end screen); else null.
   */
  stats: ScopeStats | null;
  /**
   * The game is a later play of a daily the player already has a result for (a challenge, a replay,
   * a second device): that result, the day's first ranked game, ended. Null for any other game.
   */
  countedDaily: DailyPlayed | null;
};

const nothing: PlayerGame = { game: null, dailyPlayed: null, stats: null, countedDaily: null };

/**
 * One result a day: a daily's result is its first ranked game, fixed once it ends. An
 * unranked game of a day the player has such a result for is "not counted", and says which one is.
 * Only such a replay pays this read.
 */
export async function countedDailyOf(
  deps: GameDeps,
  player: Player,
  game: Pick<
    GameView,
    "recordId" | "datasetId" | "isDailyChallenge" | "isRanked" | "dailyDate" | "datasetDailyDate"
  >,
): Promise<DailyPlayed | null> {
  if (!game.isDailyChallenge || game.isRanked) return null;
  const row = game.dailyDate
    ? await findDailyPlay(deps, player, game.dailyDate)
    : game.datasetDailyDate
      ? await findDatasetDailyPlay(deps, player, game.datasetId, game.datasetDailyDate)
      : null;
  const played = playedOf(row ?? undefined);
  return played?.isRanked && played.result !== "playing" && played.recordId !== game.recordId ? played : null;
}

/**
 * What a game page shows of its player, read in one D1 round trip: their latest game of the
 * dataset in one mode (practice, or the daily of `mode`) with its guess log, their play of the
 * daily of `dailyOf`, and their stats row of the mode's kind of play. A page revalidates after every guess, so during a daily
 * rush this is the read the game page makes most. The game is found by the player's own id, so it
 * is theirs without further proof.
 */
export async function readPlayerGame(
  deps: GameDeps,
  input: {
    player: Player;
    datasetId: number;
    mode: string | null;
    dailyOf: string | null;
    locale: string;
    /** A challenge link's game: the player's game from that link, whatever it plays. */
    challengeOf?: number | null;
    /** The player's own game of this id (their own challenge link's game), whatever it plays. */
    recordId?: number | null;
  },
): Promise<PlayerGame> {
  const { player } = input;
  const latest = input.recordId
    ? ownRecordRead(deps, player, input.recordId)
    : input.challengeOf
      ? challengeGameRead(deps, player, input.challengeOf)
      : latestGameRead(deps, player, input.datasetId, input.mode);
  const scope = scopeOfMode(input.mode, input.datasetId);
  const statsRead = scopeStatsRead(deps, player, scope);
  if (!latest || !statsRead) return nothing;
  const playRead = input.dailyOf ? dailyPlayRead(deps, player, input.dailyOf) : null;
  const [records, guesses, statsRows, plays] = playRead
    ? await batchPrepared(deps, [latest.record, latest.guesses, statsRead, playRead])
    : [...(await batchPrepared(deps, [latest.record, latest.guesses, statsRead])), []];
  const record = records[0];
  const game = record ? await gameViewOf(deps, { record, guesses }, input.locale) : null;
  const dailyPlayed = playedOf(plays[0]);
  const countedDaily = game ? await countedDailyOf(deps, player, game) : null;
  if (!record || !game || game.result === "playing") return { game, dailyPlayed, stats: null, countedDaily };
  // Ended by this view (its time ran out): the stats row read with it is from before.
  const stats =
    record.result === "playing"
      ? await getScopeStats(deps, player, scope)
      : scopeStatsOf(deps, scope, statsRows[0]);
  return { game, dailyPlayed, stats, countedDaily };
}
