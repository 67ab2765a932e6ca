import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BoardRules } from "~/components/stats/board-rules";
import { LeaderboardTable } from "~/components/stats/leaderboard-table";
import { Link } from "~/components/ui/link";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { datasetLeaderboardQuerySchema } from "~/schemas/game-stats";
import { getDailyChallenge } from "~/services/game/daily.server";
import { dailyDateOf } from "~/services/game/daily-date.server";
import { getLeaderboardPageBoards } from "~/services/game/leaderboard.server";
import { listPlayableDatasetNames } from "~/services/game/stats-playable.server";
import { pageLoader } from "~/web/page.server";
import { DatasetPicker } from "./dataset-picker";

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["leaderboard"] };

export const loader = pageLoader(async ({ deps, url, locale, viewer }) => {
  const viewerId = (await viewer())?.id ?? null;
  const today = dailyDateOf(deps.now());
  const options = await listPlayableDatasetNames(deps, locale);
  const asked = datasetLeaderboardQuerySchema.safeParse({ datasetId: url.searchParams.get("dataset_id") });
  // By default the dataset of today's daily, the board most players look for.
  const todays = await getDailyChallenge(deps, today);
  const fallback = options.find((option) => option.id === todays?.datasetId) ?? options[0];
  const datasetId = asked.success ? asked.data.datasetId : (fallback?.id ?? null);
  const { global, daily, dataset, datasetDaily } = await getLeaderboardPageBoards(
    deps,
    { date: today, datasetId, publicDatasetIds: options.map((option) => option.id) },
    viewerId,
  );
  return {
    title: getT(locale, "leaderboard")("board.metaTitle"),
    signedIn: viewerId !== null,
    today,
    global,
    daily,
    dataset,
    datasetDaily,
    datasetId,
    options,
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function LeaderboardPage() {
  const { signedIn, today, global, daily, dataset, datasetDaily, datasetId, options } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("leaderboard");
  const lp = useLocalePath();
  const datasetName = options.find((option) => option.id === datasetId)?.name ?? "";
  return (
    <>
      <h1>{t("board.title")}</h1>
      <section className="board-section" aria-labelledby={`daily-${today}`}>
        <h2 id={`daily-${today}`}>{t("board.dailyTitle", { date: today })}</h2>
        <p className="muted">
          {t("board.dailyIntro")} {t("board.intro")}
        </p>
        <LeaderboardTable board={daily} title={t("board.dailyTitle", { date: today })} signedIn={signedIn} />
      </section>
      <section className="board-section" aria-labelledby="dataset">
        <h2 id="dataset">{t("board.datasetTitle")}</h2>
        <p className="muted">{t("board.datasetIntro")}</p>
        {options.length === 0 ? (
          <p className="empty">{t("board.noDatasets")}</p>
        ) : (
          <>
            <DatasetPicker options={options} selected={datasetId} />
            {dataset ? (
              <LeaderboardTable
                board={dataset}
                title={`${t("board.datasetTitle")} · ${datasetName}`}
                signedIn={signedIn}
              />
            ) : (
              <p className="empty">{t("board.empty")}</p>
            )}
          </>
        )}
      </section>
      {datasetDaily && datasetId !== null ? (
        <section className="board-section" aria-labelledby="dataset-daily">
          <h2 id="dataset-daily">{t("datasetDaily.title", { name: datasetName })}</h2>
          <p className="muted">{t("datasetDaily.intro")}</p>
          <p>
            <Link to={lp(`/game/${datasetId}/daily`)}>{t("datasetDaily.play", { name: datasetName })}</Link>
          </p>
          <h3 id="dataset-daily-today">{t("datasetDaily.todayTitle", { date: datasetDaily.date })}</h3>
          <LeaderboardTable
            board={datasetDaily.today}
            title={`${datasetName} · ${t("datasetDaily.todayTitle", { date: datasetDaily.date })}`}
            signedIn={signedIn}
          />
          <h3 id="dataset-daily-all-time">{t("datasetDaily.allTimeTitle")}</h3>
          <p className="muted">{t("datasetDaily.allTimeIntro")}</p>
          <LeaderboardTable
            board={datasetDaily.allTime}
            title={`${datasetName} · ${t("datasetDaily.allTimeTitle")}`}
            signedIn={signedIn}
          />
        </section>
      ) : null}
      <section className="board-section" aria-labelledby="global">
        <h2 id="global">{t("board.globalTitle")}</h2>
        <details className="board-rules">
          <summary>{t("board.rulesSummary")}</summary>
          <p className="muted">{t("board.globalIntro")}</p>
          <BoardRules />
        </details>
        <LeaderboardTable board={global} title={t("board.globalTitle")} signedIn={signedIn} />
      </section>
    </>
  );
}
