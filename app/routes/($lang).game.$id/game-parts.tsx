import type { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { LOCAL_SUGGEST_MAX_ENTRIES } from "~/utils/suggest-names";
import type { GameActionData } from "./action-data";
import { Countdown } from "./countdown";
import { FeedbackTable } from "./feedback-table";
import { GameFields } from "./game-fields";
import { GameOver } from "./game-over";
import { GiveUp } from "./give-up";
import { GuessBox } from "./guess-box";
import { HintsPanel } from "./hints-panel";
import { KEEP_GUESSING_ID } from "./overtime";
import type { loadGamePage } from "./page-data.server";
import { RowAnnouncer } from "./row-announcer";

type Props = {
  data: ReturnType<typeof useLoaderData<typeof loadGamePage>>;
  actionData: GameActionData | undefined;
  onTimeUp: () => void;
  /** Called once this part is on the page and interactive (the page's `data-hydrated` waits for it). */
  onReady: () => void;
};

/**
 * A started game's part of the page (design §1): while playing the timer (practice only) and the
 * guess box with the feedback table right under it, then the hints, and give up last, away from
 * the box; once over, the end screen. Its code loads when a game starts (route.tsx), not on a
 * first visit of the start screen.
 */
export function StartedGame({ data, actionData, onTimeUp, onReady }: Props) {
  const { dataset, columns, game, shareUrl } = data;
  const { t } = useTranslation("game");
  const lp = useLocalePath();
  useEffect(() => onReady(), [onReady]);
  if (!game) return null;
  const playing = game.result === "playing";
  // A timed game that ran out keeps its guess box, unscored, under the end screen.
  const overtime = game.answerWithheld;
  const guessBox = (
    <GuessBox
      suggestEndpoint={lp(`/game/${dataset.id}/suggest`)}
      // One copy for both languages: the names are the same.
      namesUrl={
        dataset.entriesCount <= LOCAL_SUGGEST_MAX_ENTRIES
          ? `/game/${dataset.id}/names?v=${game.versionId}`
          : null
      }
      versionId={game.versionId}
      guessedIds={game.rows.map((row) => row.entry.id)}
      attempts={game.attempts}
      actionData={actionData}
      columnLabels={Object.fromEntries(columns.map((column) => [column.key, column.label]))}
      autoFocus={playing && !data.embedded}
    >
      <GameFields game={game} />
    </GuessBox>
  );
  return (
    <>
      {playing ? (
        <section className="card game-play" aria-label={t("guess.label")}>
          <div className="game-play__status">
            {game.deadline !== null ? (
              <Countdown deadline={game.deadline} serverNow={game.serverNow} onExpire={onTimeUp} />
            ) : null}
            <p className="muted game-play__attempts">{t("guess.attempts", { count: game.attempts })}</p>
          </div>
          {guessBox}
          <RowAnnouncer rows={game.rows} columns={columns} />
        </section>
      ) : (
        <GameOver game={game} datasetName={dataset.name} shareUrl={shareUrl} data={data} />
      )}
      {overtime ? (
        <section
          id={KEEP_GUESSING_ID}
          className="card game-play game-play--overtime"
          aria-labelledby="keep-guessing-title"
          data-testid="overtime-guess"
        >
          <h2 id="keep-guessing-title">{t("over.keepGuessing")}</h2>
          {guessBox}
          <RowAnnouncer rows={game.rows} columns={columns} />
        </section>
      ) : null}
      {/* A game over without a guess has no table, and no invitation to make a first guess. */}
      {playing || game.rows.length > 0 ? <FeedbackTable rows={game.rows} columns={columns} /> : null}
      <HintsPanel hints={game.hints} columns={columns} attempts={game.attempts} ended={!playing} />
      {playing ? <GiveUp game={game} /> : null}
    </>
  );
}
