import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { ReportLink } from "~/components/datasets/report-link";
import { lazyPart } from "~/components/layout/lazy-part";
import { DatasetStatsPanel } from "~/components/stats/dataset-stats-panel";
import { ExternalLink } from "~/components/ui/external-link";
import { useErrorText } from "~/components/ui/form-field";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root";
import { revalidateUnlessAnswered } from "~/utils/answered-action";
import { dailyNumber } from "~/utils/daily-number";
import { gameKindLabel } from "~/utils/game-kind";
import { socialMeta } from "~/utils/social-meta";
import type { RouteTiers } from "~/web/rate-limit.server";
import { refusalOrLoaderHeaders } from "~/web/refusal-headers";
import { gameAction } from "./action.server";
import { type GameActionData, GUESS_FETCHER, gameActionView } from "./action-data";
import { ChallengeIntro } from "./challenge-intro";
import gameStyles from "./game.css?url";
import { GameRules } from "./game-rules";
import { GuestNotice } from "./guest-notice";
import { KindBand, type PageKind } from "./kind-band";
import { useLeaveBeacon } from "./leave-beacon";
import { loadGamePage } from "./page-data.server";
import { PaletteToggle } from "./palette-toggle";
import { StartForm } from "./start-form";
import { useHydrated } from "./use-hydrated";
import { useNewRowInView } from "./use-new-row-in-view";
import { useShownGame } from "./use-shown-game";

/** docs/rate-limits.md: Starts (and restarts) spend the game-start budget; guesses and give-ups spend play. */
export const rateTiers: RouteTiers = { intents: { start: "gameStart", restart: "gameStart" }, write: "play" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gameStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? socialMeta(data.social) : [{ title: "Datadle" }];

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["game", "stats"] };

export const loader = (args: LoaderFunctionArgs) => loadGamePage(args);

export const action = gameAction;

/** A refused form keeps its refusal's headers (Retry-After on a 429). */
export const headers = refusalOrLoaderHeaders;

/** A guess sent by the script answers with the game's new view: nothing reloads after it. */
export const shouldRevalidate = revalidateUnlessAnswered;

/** A little after the deadline by the browser's clock, so the server's clock has passed it too. */
const TIME_UP_RELOAD_MS = 1500;

/**
 * The playing and ended game (guess box, feedback table, end screen, share, hints): a first visit
 * of the start screen does not download it; starting a game (any form sent from this page) does,
 * while the server answers.
 */
const StartedGame = lazyPart(() => import("./game-parts").then((module) => module.StartedGame));

/**
 * The game page, phone first (design §1): title, then either Start or the guess box with the
 * feedback table right under it (newest row first), then hints, rules and the dataset's stats.
 * Nothing sits between the guess box and the newest row.
 */
export default function GamePage() {
  const loaderData = useLoaderData<typeof loader>();
  const viewerId = useRootData()?.user?.id ?? null;
  const actionData = useActionData<GameActionData>();
  const navigation = useNavigation();
  const guessFetcher = useFetcher<GameActionData>({ key: GUESS_FETCHER });
  const game = useShownGame(loaderData.game, guessFetcher.data);
  const data = game === loaderData.game ? loaderData : { ...loaderData, game };
  const { dataset, versionId, daily, stats, embedded } = data;
  const refusal = gameActionView(actionData);
  const { t } = useTranslation("game");
  const { t: tc } = useTranslation("common");
  const errorText = useErrorText("game");
  const revalidator = useRevalidator();
  const playing = game?.result === "playing";
  // A daily is never ended by leaving its page: the player comes back to it (it has no time limit).
  useLeaveBeacon(
    game
      ? { recordId: game.recordId, sessionId: game.sessionId, playing: playing && !game.isDailyChallenge }
      : null,
  );
  useNewRowInView(game?.attempts ?? 0);
  const hydrated = useHydrated();
  // A started game's part hydrates when its code is in: the page is ready for the keyboard after both.
  const [partReady, setPartReady] = useState(false);
  const onPartReady = useCallback(() => setPartReady(true), []);
  // A practice game's time ran out: the server's clock ends it (lost, "time ran out") when the page
  // reloads just after the deadline, so the end screen says why the game ended.
  const timeUp = useCallback(() => {
    window.setTimeout(() => revalidator.revalidate(), TIME_UP_RELOAD_MS);
  }, [revalidator]);
  useEffect(() => {
    if (navigation.state === "submitting") StartedGame.preload().catch(() => {});
  }, [navigation.state]);
  const pendingChallenge =
    data.challenge?.pendingToken && data.challenge.opponent && data.challenge.pendingMode
      ? {
          token: data.challenge.pendingToken,
          opponent: data.challenge.opponent,
          mode: data.challenge.pendingMode,
        }
      : null;
  // A challenge link's game is named a challenge, never practice; one that became today's daily is the daily.
  const isChallenge =
    (pendingChallenge !== null && pendingChallenge.mode !== "daily") ||
    (game !== null && game.challengeOf !== null && !game.isRanked);
  const canPlay = versionId !== null && dataset.entriesCount > 0 && !daily?.missing;
  const playedDaily = !game && daily?.played ? daily.played : null;
  // A dataset's own daily counts its days from its fixed anchor (ADR 042); the site daily from the launch.
  const dayNumber = data.datasetDailyNumber ?? (daily ? dailyNumber(daily.date) : 0);
  // A friend's link to today's daily plays that daily: its badge names the daily, as its text does.
  const pendingDaily =
    pendingChallenge?.mode === "daily" && data.challenge?.pendingDailyNumber
      ? data.challenge.opponent?.dailyDate
        ? gameKindLabel(tc, { kind: "siteDaily", number: data.challenge.pendingDailyNumber })
        : gameKindLabel(tc, {
            kind: "datasetDaily",
            name: dataset.name,
            number: data.challenge.pendingDailyNumber,
          })
      : null;
  // The band's kind and name; the test ids say which kind a journey expects, as the badges did.
  const band: { kind: PageKind; label: string; testId: string } = pendingDaily
    ? {
        kind: data.challenge?.opponent?.dailyDate ? "siteDaily" : "datasetDaily",
        label: pendingDaily,
        testId: "daily-badge",
      }
    : isChallenge
      ? { kind: "challenge", label: gameKindLabel(tc, { kind: "challenge" }), testId: "challenge-badge" }
      : daily
        ? // A ranked daily started before 00:00 UTC stays that day's daily until it ends.
          daily.isToday || game?.isRanked
          ? data.datasetDailyNumber !== null
            ? {
                kind: "datasetDaily",
                label: gameKindLabel(tc, { kind: "datasetDaily", name: dataset.name, number: dayNumber }),
                testId: "daily-badge",
              }
            : {
                kind: "siteDaily",
                label: `${gameKindLabel(tc, { kind: "siteDaily", number: dayNumber })} · ${daily.date}`,
                testId: "daily-badge",
              }
          : {
              kind: "archive",
              label: t("page.archiveBadge", { date: daily.date, number: dayNumber }),
              testId: "archive-badge",
            }
        : { kind: "practice", label: gameKindLabel(tc, { kind: "practice" }), testId: "practice-badge" };
  const startLabel = daily ? (daily.isToday ? t("start.daily") : t("start.archive")) : t("start.button");
  // The guess box shows its own refusals; any other (a start, a stale or tampered form) shows here.
  const guessBoxRefusal =
    (playing || game?.answerWithheld) && (refusal.intent === "guess" || refusal.intent === "giveup");
  const pageRefusal = refusal.reply && !guessBoxRefusal ? refusal.formErrors : null;

  return (
    <div
      className={`game-page${game ? " game-page--started" : ""}`}
      data-hydrated={(hydrated && (!game || partReady)) || undefined}
    >
      <header className="game-page__header">
        <div className="game-page__title">
          <KindBand {...band} />
          <h1>{dataset.name}</h1>
          {dataset.description && !game && !embedded ? (
            <p className="muted game-page__description">{dataset.description}</p>
          ) : null}
          {!game ? <p className="muted">{t("page.entries", { count: dataset.entriesCount })}</p> : null}
          {!game && !embedded ? <ReportLink datasetId={dataset.id} viewerId={viewerId} /> : null}
        </div>
      </header>

      {data.challenge?.ownLink ? (
        <p className="game-page__challenge" data-testid="challenge-own-link">
          {t("challenge.ownLink")}
        </p>
      ) : null}
      {pageRefusal ? (
        <p className="form-error" role="alert">
          {errorText(pageRefusal.length > 0 ? pageRefusal : ["errors.generic"])}
        </p>
      ) : null}
      {!canPlay ? (
        <p className="empty">
          {data.featuredToday
            ? t("embed.featuredToday")
            : daily?.missing
              ? t("page.noDaily")
              : t("page.noVersion")}
        </p>
      ) : null}
      {canPlay && playedDaily ? (
        <section className="card game-played" aria-labelledby="game-played-title">
          <h2 id="game-played-title">{t("daily.playedTitle")}</h2>
          <p>
            {playedDaily.result === "won"
              ? t("daily.playedWon", { count: playedDaily.attempts, score: playedDaily.score })
              : t("daily.playedLost", { count: playedDaily.attempts })}
          </p>
          <p className="muted">{t("over.comeBack")}</p>
          {embedded ? null : (
            <StartForm
              datasetId={dataset.id}
              daily={null}
              label={t("over.practice")}
              action={data.practiceUrl}
            />
          )}
        </section>
      ) : null}
      {canPlay && !game && !playedDaily ? (
        <>
          {pendingChallenge ? <ChallengeIntro challenge={pendingChallenge} /> : null}
          {data.challenge?.badLink ? (
            // Never a silent swap: a broken link's player learns why Start plays something else.
            <p className="game-page__challenge" role="alert" data-testid="challenge-bad-link">
              {t("challenge.badLink")}
            </p>
          ) : null}
          {daily && !daily.isToday && !pendingChallenge ? (
            // Said once, before Start: a past day's game never counts anywhere.
            <p className="game-page__archive" data-testid="archive-unranked">
              {t("page.archiveUnranked")}
            </p>
          ) : null}
          {viewerId !== null || embedded || (daily && !daily.isToday) ? null : <GuestNotice when="start" />}
          <StartForm
            datasetId={dataset.id}
            daily={daily?.date ?? null}
            label={
              pendingChallenge
                ? t("start.challenge")
                : data.challenge?.badLink && !daily
                  ? t("start.practiceInstead")
                  : startLabel
            }
            challenge={pendingChallenge?.token ?? null}
            hardModeOption
            timedOption={!daily && !pendingChallenge}
          />
        </>
      ) : null}

      {game ? (
        <StartedGame data={data} actionData={actionData} onTimeUp={timeUp} onReady={onPartReady} />
      ) : null}

      <GameRules
        firstVisit={!game}
        daily={game ? game.isDailyChallenge : daily !== null || pendingChallenge?.mode === "daily"}
        timeLimit={game?.deadline ? game.gameTimeLimit : null}
      />

      {embedded ? (
        // The embed's one way out: the same daily on the site, in a new tab (never inside the frame).
        <p className="game-page__embed-out">
          <ExternalLink href={data.shareUrl}>{t("embed.openOnSite")}</ExternalLink>
        </p>
      ) : (
        // Settings below the game, never between the player and Start or the guess box.
        <div className="game-page__settings">
          <PaletteToggle />
        </div>
      )}

      {/* Stats are rebuilt every 10 minutes: right after a first game they would say "no games yet". */}
      {embedded || (game && !playing && stats.totalGames === 0) ? null : (
        <aside className="game-page__aside" aria-label={t("page.statsTitle")}>
          <DatasetStatsPanel stats={stats} />
        </aside>
      )}
    </div>
  );
}
