import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LeaderboardTable } from "~/components/stats/leaderboard-table";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { datasetLeaderboardQuerySchema } from "~/schemas/game-stats";
import { dailyDateOf } from "~/services/game/daily-date.server";
import {
  getDailyLeaderboard,
  getDatasetLeaderboard,
  getGlobalLeaderboard,
} from "~/services/game/leaderboard.server";
import { listPlayableDatasetNames } from "~/services/game/stats-playable.server";
import { isDomainError } from "~/utils/domain-error";
import { getAuthUser } from "~/web/current-user.server";
import { DatasetPicker } from "./dataset-picker";

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["leaderboard"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const viewer = await getAuthUser(context, request);
  const viewerId = viewer?.id ?? null;
  const deps = context.deps;
  const today = dailyDateOf(new Date());
  const options = await listPlayableDatasetNames(context.deps, locale);
  const asked = datasetLeaderboardQuerySchema.safeParse({ datasetId: url.searchParams.get("dataset_id") });
  const datasetId = asked.success ? asked.data.datasetId : (options[0]?.id ?? null);
  const [global, daily, dataset] = await Promise.all([
    getGlobalLeaderboard(deps, viewerId),
    getDailyLeaderboard(deps, today, viewerId),
    datasetId === null
      ? Promise.resolve(null)
      : getDatasetLeaderboard(deps, datasetId, viewerId).catch((error: unknown) => {
          if (isDomainError(error) && error.code === "NOT_FOUND") return null;
          throw error;
        }),
  ]);
  return {
    title: getT(locale, "leaderboard")("board.metaTitle"),
    signedIn: viewer !== null,
    today,
    global,
    daily,
    dataset,
    datasetId,
    options,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function LeaderboardPage() {
  const { signedIn, today, global, daily, dataset, datasetId, options } = useLoaderData<typeof loader>();
  const { t } = useTranslation("leaderboard");
  const datasetName = options.find((option) => option.id === datasetId)?.name ?? "";
  return (
    <>
      <h1>{t("board.title")}</h1>
      <p className="muted">{t("board.intro")}</p>
      <section className="board-section" aria-labelledby="global">
        <h2 id="global">{t("board.globalTitle")}</h2>
        <p className="muted">{t("board.globalIntro")}</p>
        <LeaderboardTable board={global} title={t("board.globalTitle")} signedIn={signedIn} />
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
      <section className="board-section" aria-labelledby={`daily-${today}`}>
        <h2 id={`daily-${today}`}>{t("board.dailyTitle", { date: today })}</h2>
        <p className="muted">{t("board.dailyIntro")}</p>
        <LeaderboardTable board={daily} title={t("board.dailyTitle", { date: today })} signedIn={signedIn} />
      </section>
    </>
  );
}
