import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PlayToday } from "~/components/daily/play-today";
import { PlayedLine } from "~/components/daily/played-line";
import { Countdown } from "~/components/stats/countdown";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import "~/components/stats/stats.css";
import { getT } from "~/i18n/i18n.server";
import { useLocalePath } from "~/i18n/use-locale-path";
import { pageParam } from "~/schemas/page-param";
import { dailyDateOf, nextResetAt } from "~/services/game/daily-date.server";
import { getDailyPage } from "~/services/game/daily-view.server";
import { requestPlayer, viewerId } from "~/web/game-request.server";
import { pageLoader } from "~/web/page.server";
import { ArchiveList } from "./archive-list";
import { StreakCard } from "./streak-card";

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["daily", "stats"] };

/** The daily page remembers the player (signed in, or a guest by the dd_guest cookie). */
export const loader = pageLoader(async ({ deps, locale, request, viewer }) => {
  const { player } = await requestPlayer(viewerId(viewer), request);
  // `?page=` pages through the archive, every past day, newest first (a page past the last: 404).
  const page = pageParam(new URL(request.url));
  const { today, archive, archivePage, stats } = await getDailyPage(deps, { player, locale, page });
  const date = today?.date ?? dailyDateOf(deps.now());
  return {
    title: getT(locale, "daily")("metaTitle"),
    today,
    date,
    nextResetAt: today?.nextResetAt ?? nextResetAt(date).toISOString(),
    archive,
    archivePage,
    signedIn: player.userId !== null,
    streak: stats ? { current: stats.currentStreak, best: stats.bestStreak } : null,
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function DailyChallenge() {
  const {
    today,
    date,
    nextResetAt: resetAt,
    archive,
    archivePage,
    streak,
    signedIn,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation("daily");
  const lp = useLocalePath();
  const played = today?.played ?? null;
  return (
    <>
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      <div className="daily-grid">
        <section className="card" aria-labelledby="daily-today">
          <h2 id="daily-today">{t("todayTitle")}</h2>
          {today ? (
            <>
              <p>
                <span className="badge">{t("todayDate", { date: today.date })}</span>
              </p>
              <p>{t("dataset", { name: today.datasetName })}</p>
              {played ? (
                <>
                  <PlayedLine played={played} testId="daily-played" />
                  <div className="button-row">
                    <PlayToday datasetId={today.datasetId} date={today.date} played={played} />
                    <Link to={lp(`/game/${today.datasetId}`)} className="button button--ghost">
                      {t("practice")}
                    </Link>
                  </div>
                  {played.result !== "playing" ? <p className="muted">{t("comeBack")}</p> : null}
                </>
              ) : (
                <PlayToday datasetId={today.datasetId} date={today.date} played={null} guest={!signedIn} />
              )}
              {signedIn ? <p className="muted">{t("ranked")}</p> : null}
            </>
          ) : (
            <p className="empty">{t("none")}</p>
          )}
          <h3>{t("nextTitle")}</h3>
          <Countdown targetIso={resetAt} />
          <p>
            <Link to={lp(`/leaderboard#daily-${date}`)}>{t("leaderboardLink")}</Link>
          </p>
        </section>
        <StreakCard streak={streak} signedIn={signedIn} />
      </div>
      <ArchiveList archive={archive} page={archivePage.page} pages={archivePage.pages} />
    </>
  );
}
