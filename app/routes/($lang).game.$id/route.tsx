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
import { type GameActionData, gameAction } from "./action.server";
import { Countdown } from "./countdown";
import { FeedbackTable } from "./feedback-table";
import gameStyles from "./game.css?url";
import { GameOver } from "./game-over";
import { GameRules } from "./game-rules";
import { GuessBox } from "./guess-box";
import { HintsPanel } from "./hints-panel";
import { useLeaveBeacon } from "./leave-beacon";
import { loadGamePage } from "./page-data.server";
import { PaletteToggle } from "./palette-toggle";
import { StartForm } from "./start-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gameStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["game", "leaderboard"] };

export const loader = (args: LoaderFunctionArgs) => loadGamePage(args);

export const action = (args: ActionFunctionArgs) => gameAction(args);

const DEFAULT_TIME_LIMIT = 300;

export default function GamePage() {
  const { dataset, versionId, columns, daily, game, shareUrl, stats } = useLoaderData<typeof loader>();
  const actionData = useActionData<GameActionData>();
  const { t } = useTranslation("game");
  const lp = useLocalePath();
  const submit = useSubmit();
  const playing = game?.result === "playing";
  useLeaveBeacon(game ? { recordId: game.recordId, sessionId: game.sessionId, playing } : null);
  const timeUp = useCallback(
    () => submit({ intent: "giveup" }, { method: "post", preventScrollReset: true }),
    [submit],
  );
  const canPlay = versionId !== null && dataset.entriesCount > 0 && !daily?.missing;
  const startLabel = daily ? (daily.isToday ? t("start.daily") : t("start.archive")) : t("start.button");

  return (
    <div className="game-page">
      <header className="game-page__header">
        <div>
          {daily ? (
            <p className="badge">
              {daily.isToday
                ? t("page.dailyBadge", { date: daily.date })
                : t("page.archiveBadge", { date: daily.date })}
            </p>
          ) : null}
          <h1>{dataset.name}</h1>
          {dataset.description ? <p className="muted">{dataset.description}</p> : null}
          <p className="muted">{t("page.entries", { count: dataset.entriesCount })}</p>
        </div>
        <PaletteToggle />
      </header>

      <GameRules open={!game} timeLimit={game?.gameTimeLimit ?? DEFAULT_TIME_LIMIT} />

      {!canPlay ? <p className="empty">{daily?.missing ? t("page.noDaily") : t("page.noVersion")}</p> : null}
      {canPlay && !game ? (
        <>
          {actionData?.startFailed ? (
            <p className="form-error" role="alert">
              {t("errors.generic")}
            </p>
          ) : null}
          <StartForm daily={daily?.date ?? null} label={startLabel} />
        </>
      ) : null}

      {game && playing ? (
        <section className="card game-play" aria-label={t("guess.label")}>
          <div className="game-play__status">
            <Countdown deadline={game.deadline} serverNow={game.serverNow} onExpire={timeUp} />
            <p className="muted">{t("guess.attempts", { count: game.attempts })}</p>
          </div>
          <GuessBox
            key={game.attempts}
            suggestEndpoint={lp(`/game/${dataset.id}/suggest`)}
            versionId={game.versionId}
            guessedIds={game.rows.map((row) => row.entry.id)}
            actionData={actionData}
          />
          <Form method="post" preventScrollReset className="game-play__giveup">
            <input type="hidden" name="intent" value="giveup" />
            <button type="submit" className="button button--ghost button--sm">
              {t("giveUp.button")}
            </button>
          </Form>
        </section>
      ) : null}

      {game && !playing ? <GameOver game={game} datasetName={dataset.name} shareUrl={shareUrl} /> : null}
      {game ? <HintsPanel hints={game.hints} columns={columns} /> : null}
      {game ? <FeedbackTable rows={game.rows} columns={columns} /> : null}

      <aside className="game-page__aside" aria-label={t("page.statsTitle")}>
        <DatasetStatsPanel stats={stats} />
      </aside>
    </div>
  );
}
