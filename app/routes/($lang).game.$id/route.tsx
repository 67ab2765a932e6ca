import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { DatasetStatsPanel } from "~/components/stats/dataset-stats-panel";
import { useLocalePath } from "~/i18n/use-locale-path";
import { gameAction } from "./action.server";
import { type GameActionData, gameActionView } from "./action-data";
import { Countdown } from "./countdown";
import { FeedbackTable } from "./feedback-table";
import gameStyles from "./game.css?url";
import { GameFields } from "./game-fields";
import { GameOver } from "./game-over";
import { GameRules } from "./game-rules";
import { GuessBox } from "./guess-box";
import { HintsPanel } from "./hints-panel";
import { useLeaveBeacon } from "./leave-beacon";
import { loadGamePage } from "./page-data.server";
import { PaletteToggle } from "./palette-toggle";
import { RowAnnouncer } from "./row-announcer";
import { StartForm } from "./start-form";
import { useHydrated } from "./use-hydrated";
import { useNewRowInView } from "./use-new-row-in-view";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gameStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["game", "leaderboard"] };

export const loader = (args: LoaderFunctionArgs) => loadGamePage(args);

export const action = (args: ActionFunctionArgs) => gameAction(args);

const DEFAULT_TIME_LIMIT = 300;

/**
 * The game page, phone first (design §1): title, then either Start or the guess box with the
 * feedback table right under it (newest row first), then hints, rules and the dataset's stats.
 * Nothing sits between the guess box and the newest row.
 */
export default function GamePage() {
  const data = useLoaderData<typeof loader>();
  const { dataset, versionId, columns, daily, game, shareUrl, stats } = data;
  const actionData = useActionData<GameActionData>();
  const refusal = gameActionView(actionData);
  const { t } = useTranslation("game");
  const lp = useLocalePath();
  const submit = useSubmit();
  const playing = game?.result === "playing";
  useLeaveBeacon(game ? { recordId: game.recordId, sessionId: game.sessionId, playing } : null);
  useNewRowInView(game?.attempts ?? 0);
  const hydrated = useHydrated();
  const recordId = game?.recordId;
  const sessionId = game?.sessionId;
  const timeUp = useCallback(
    () =>
      submit(
        { intent: "giveup", ...(recordId ? { recordId: String(recordId), sessionId: sessionId ?? "" } : {}) },
        { method: "post", preventScrollReset: true },
      ),
    [submit, recordId, sessionId],
  );
  const canPlay = versionId !== null && dataset.entriesCount > 0 && !daily?.missing;
  const playedDaily = !game && daily?.played ? daily.played : null;
  const startLabel = daily ? (daily.isToday ? t("start.daily") : t("start.archive")) : t("start.button");

  return (
    <div className={`game-page${game ? " game-page--started" : ""}`} data-hydrated={hydrated || undefined}>
      <header className="game-page__header">
        <div className="game-page__title">
          {daily ? (
            <p className="badge">
              {daily.isToday
                ? t("page.dailyBadge", { date: daily.date })
                : t("page.archiveBadge", { date: daily.date })}
            </p>
          ) : null}
          <h1>{dataset.name}</h1>
          {dataset.description && !game ? (
            <p className="muted game-page__description">{dataset.description}</p>
          ) : null}
          {!game ? <p className="muted">{t("page.entries", { count: dataset.entriesCount })}</p> : null}
        </div>
        <PaletteToggle />
      </header>

      {!canPlay ? <p className="empty">{daily?.missing ? t("page.noDaily") : t("page.noVersion")}</p> : null}
      {canPlay && playedDaily ? (
        <section className="card game-played" aria-labelledby="game-played-title">
          <h2 id="game-played-title">{t("daily.playedTitle")}</h2>
          <p>
            {playedDaily.result === "won"
              ? t("daily.playedWon", { count: playedDaily.attempts, score: playedDaily.score })
              : t("daily.playedLost", { count: playedDaily.attempts })}
          </p>
          <p className="muted">{t("over.comeBack")}</p>
          <StartForm
            datasetId={dataset.id}
            daily={null}
            label={t("over.practice")}
            action={data.practiceUrl}
          />
        </section>
      ) : null}
      {canPlay && !game && !playedDaily ? (
        <>
          {refusal.startFailed ? (
            <p className="form-error" role="alert">
              {(refusal.formErrors.length > 0 ? refusal.formErrors : ["errors.generic"])
                .map((key) => t(key as "errors.generic"))
                .join(" ")}
            </p>
          ) : null}
          {data.challenge?.pendingToken && data.challenge.opponent ? (
            <p className="game-page__challenge">
              {t("challenge.incoming", {
                name: data.challenge.opponent.name || t("challenge.guest"),
              })}
            </p>
          ) : null}
          <StartForm
            datasetId={dataset.id}
            daily={daily?.date ?? null}
            label={startLabel}
            challenge={data.challenge?.pendingToken ?? null}
            hardModeOption
          />
        </>
      ) : null}

      {game && playing ? (
        <section className="card game-play" aria-label={t("guess.label")}>
          <div className="game-play__status">
            <Countdown deadline={game.deadline} serverNow={game.serverNow} onExpire={timeUp} />
            <p className="muted game-play__attempts">{t("guess.attempts", { count: game.attempts })}</p>
            <Form method="post" preventScrollReset className="game-play__giveup">
              <input type="hidden" name="intent" value="giveup" />
              <GameFields game={game} />
              <button type="submit" className="button button--ghost button--sm">
                {t("giveUp.button")}
              </button>
            </Form>
          </div>
          <GuessBox
            suggestEndpoint={lp(`/game/${dataset.id}/suggest`)}
            versionId={game.versionId}
            guessedIds={game.rows.map((row) => row.entry.id)}
            attempts={game.attempts}
            actionData={actionData}
          >
            <GameFields game={game} />
          </GuessBox>
          <RowAnnouncer rows={game.rows} columns={columns} />
        </section>
      ) : null}

      {game && !playing ? (
        <GameOver game={game} datasetName={dataset.name} shareUrl={shareUrl} data={data} />
      ) : null}
      {game ? <FeedbackTable rows={game.rows} columns={columns} /> : null}
      {game ? (
        <HintsPanel hints={game.hints} columns={columns} attempts={game.attempts} ended={!playing} />
      ) : null}

      <GameRules firstVisit={!game} timeLimit={game?.gameTimeLimit ?? DEFAULT_TIME_LIMIT} />

      <aside className="game-page__aside" aria-label={t("page.statsTitle")}>
        <DatasetStatsPanel stats={stats} />
      </aside>
    </div>
  );
}
