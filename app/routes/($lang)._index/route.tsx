import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PlayToday } from "~/components/daily/play-today";
import { PlayedLine } from "~/components/daily/played-line";
import { Link } from "~/components/ui/link";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { listFeaturedDatasets } from "~/services/featured.server";
import { dailyDateOf } from "~/services/game/daily-date.server";
import { findTodayDaily } from "~/services/game/daily-view.server";
import { getPlayerStats } from "~/services/game/player-stats.server";
import { listYourDailies } from "~/services/game/your-dailies.server";
import { latestNews } from "~/services/news.server";
import { dailyNumber } from "~/utils/daily-number";
import { gameKindLabel } from "~/utils/game-kind";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";
import { DatasetCard } from "./dataset-card";
import { YourDailies } from "./your-dailies";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { player } = await requestPlayer(lazyUserId(context, request), request);
  const known = player.userId !== null || player.guestId !== null;
  const [featured, news, daily, stats, yourDailies] = await Promise.all([
    listFeaturedDatasets(context.deps, locale),
    latestNews(context.deps, locale, 3),
    // Today's puzzle for everyone; only a known player (cookie) gets their play of it and their
    // streak, so anonymous pages stay the same for all and cacheable.
    findTodayDaily(context.deps, { viewerId: player.userId, locale, ...(known ? { player } : {}) }),
    known ? getPlayerStats(context.deps, player) : Promise.resolve(null),
    listYourDailies(context.deps, { player, today: dailyDateOf(context.deps.now()), locale }),
  ]);
  return {
    title: getT(locale, "home")("title"),
    featured,
    news,
    daily: daily && { ...daily, number: dailyNumber(daily.date) },
    streak: stats?.currentStreak ?? null,
    guest: player.userId === null,
    // The featured dataset's daily is the site daily, already first on the page.
    yourDailies: yourDailies.filter((item) => item.datasetId !== daily?.datasetId),
  };
}

/** Translation namespaces the browser loads before hydrating (the daily's played line). */
export const handle = { i18n: ["home", "daily"] };

/** Anonymous visitors share one rendering for a minute (see workers/page-cache.ts). */
export const headers: HeadersFunction = () => ({ "Cache-Control": "public, max-age=0, s-maxage=60" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function Home() {
  const { featured, news, daily, streak, yourDailies, guest } = useLoaderData<typeof loader>();
  const { t } = useTranslation("home");
  const { t: tl } = useTranslation("daily");
  const { t: tc } = useTranslation("common");
  const played = daily?.played ?? null;
  const lp = useLocalePath();
  return (
    <>
      <section className="hero">
        <h1>{t("heroTitle")}</h1>
        {daily ? (
          <div className="card today-card" data-testid="today-card">
            <p className="today-card__number">
              <span className="badge">{gameKindLabel(tc, { kind: "siteDaily", number: daily.number })}</span>{" "}
              {daily.date}
            </p>
            <h2 className="today-card__name">{daily.datasetName}</h2>
            <PlayedLine played={played} testId="home-daily-played" />
            <PlayToday datasetId={daily.datasetId} date={daily.date} played={played} guest={guest} />
            {streak !== null ? (
              <p className="today-card__streak" data-testid="home-streak">
                {tl("streakLine", { count: streak })}
              </p>
            ) : null}
          </div>
        ) : null}
        <p className="hero__text">{t("heroText")}</p>
        <div className="button-row">
          <Link to={lp("/daily-challenge")} className="button button--ghost">
            {tl("archiveTitle")}
          </Link>
          <Link to={lp("/datasets")} className="button button--ghost">
            {t("browseDatasets")}
          </Link>
        </div>
      </section>
      {yourDailies.length > 0 ? <YourDailies dailies={yourDailies} /> : null}
      <section aria-labelledby="featured-title" className="section">
        <h2 id="featured-title">{t("featured")}</h2>
        {featured.length === 0 ? (
          <p className="empty">{t("featuredEmpty")}</p>
        ) : (
          <ul className="card-grid">
            {featured.map((dataset) => (
              <li key={dataset.id}>
                <DatasetCard dataset={dataset} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="how-title" className="section how">
        <h2 id="how-title">{t("howTitle")}</h2>
        <ol>
          <li>{t("how1")}</li>
          <li>{t("how2")}</li>
          <li>{t("how3")}</li>
        </ol>
      </section>
      {news.length > 0 ? (
        <section aria-labelledby="news-title" className="section">
          <h2 id="news-title">{t("latestNews")}</h2>
          <ul className="news-list news-list--compact">
            {news.map((item) => (
              <li key={item.id}>
                <Link to={lp("/news")}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
