import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Countdown } from "~/components/stats/countdown";
import "~/components/stats/stats.css";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useLocalePath } from "~/i18n/use-locale-path";
import { getAuthUser } from "~/web/current-user.server";
import { dailyDateOf, nextResetAt } from "~/services/game/daily-date.server";
import { getDailyInfo, listDailyArchive } from "~/services/game/daily-view.server";
import { getUserStats } from "~/services/game/stats.server";
import { isDomainError } from "~/utils/domain-error";
import { ArchiveList } from "./archive-list";
import { StreakCard } from "./streak-card";

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["leaderboard"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const viewer = await getAuthUser(context, request);
  const env = context.cloudflare.env;
  const deps = context.deps;
  const viewerId = viewer?.id ?? null;
  const [today, archive, stats] = await Promise.all([
    getDailyInfo(deps, { viewerId, locale }).catch((error: unknown) => {
      if (isDomainError(error) && error.code === "NOT_FOUND") return null;
      throw error;
    }),
    listDailyArchive(deps, { viewerId, locale }),
    viewer ? getUserStats(context.deps, viewer.id) : Promise.resolve(null),
  ]);
  return {
    title: getT(locale, "leaderboard")("daily.metaTitle"),
    today,
    date: dailyDateOf(new Date()),
    nextResetAt: today?.nextResetAt ?? nextResetAt(dailyDateOf(new Date())).toISOString(),
    archive,
    streak: stats ? { current: stats.currentStreak, best: stats.bestStreak } : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function DailyChallenge() {
  const { today, date, nextResetAt: resetAt, archive, streak } = useLoaderData<typeof loader>();
  const { t } = useTranslation("leaderboard");
  const lp = useLocalePath();
  return (
    <>
      <h1>{t("daily.title")}</h1>
      <p className="muted">{t("daily.intro")}</p>
      <div className="daily-grid">
        <section className="card" aria-labelledby="daily-today">
          <h2 id="daily-today">{t("daily.todayTitle")}</h2>
          {today ? (
            <>
              <p>
                <span className="badge">{t("daily.todayDate", { date: today.date })}</span>
              </p>
              <p>{t("daily.dataset", { name: today.datasetName })}</p>
              <p>
                <Link
                  to={lp(`/game/${today.datasetId}?daily=1`)}
                  className="button button--primary button--lg"
                >
                  {t("daily.play")}
                </Link>
              </p>
              {streak ? <p className="muted">{t("daily.ranked")}</p> : null}
            </>
          ) : (
            <p className="empty">{t("daily.none")}</p>
          )}
          <h3>{t("daily.nextTitle")}</h3>
          <Countdown targetIso={resetAt} />
          <p>
            <Link to={lp(`/leaderboard#daily-${date}`)}>{t("daily.leaderboardLink")}</Link>
          </p>
        </section>
        <StreakCard streak={streak} />
      </div>
      <ArchiveList archive={archive} />
    </>
  );
}
