import type { Locale } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import type { DailyInfo } from "./daily-view.server";
import type { GameDeps } from "./game-deps";
import { gameViewOf } from "./game-view.server";
import { readRecordWithGuesses } from "./record-access.server";
import { shareText } from "./share-text";

/** A player's result of a day's daily: the day's first ranked game, once it has ended. */
export type DailyResult = { attempts: number; won: boolean; score: number; shareText: string };

/**
 * One result a day: what `GET /api/v1/game/daily` says this player scored today. The
 * result is the ranked game (`info.played` reads it first), fixed once it ends; a later game of the
 * same day (a challenge, a replay, a second device) is unranked and never this. Null until the
 * player has finished, and for a visitor the server does not know. `pageUrl` is the daily's page,
 * the link its share text carries, as the end screen's does; the text is in `locale`.
 */
export async function dailyResult(
  deps: GameDeps,
  info: Pick<DailyInfo, "date" | "datasetName" | "played">,
  pageUrl: string,
  locale: Locale,
): Promise<DailyResult | null> {
  const played = info.played;
  if (!played?.isRanked || played.result === "playing") return null;
  const game = await gameViewOf(deps, await readRecordWithGuesses(deps, played.recordId), locale);
  const won = game.result === "won";
  return {
    attempts: game.attempts,
    won,
    score: game.score,
    shareText: shareText(
      {
        datasetName: info.datasetName,
        dailyDate: info.date,
        won,
        attempts: game.attempts,
        hardMode: game.hardMode,
        rows: game.rows,
        url: pageUrl,
      },
      getT(locale, "game"),
    ),
  };
}
