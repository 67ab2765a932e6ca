import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Link } from "~/components/ui/link";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { listPlayableDatasets } from "~/services/game/stats-playable.server";
import { PlayableCard } from "./playable-card";

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

/** Translation namespaces the browser loads before hydrating (see app/i18n/route-namespaces.tsx). */
export const handle = { i18n: ["leaderboard", "datasets"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { page } = pageQuery.parse({ page: url.searchParams.get("page") ?? undefined });
  const list = await listPlayableDatasets(context.deps, locale, { page });
  return { title: getT(locale, "leaderboard")("gameList.metaTitle"), ...list };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function GameList() {
  const { datasets, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("leaderboard");
  const { t: tc } = useTranslation();
  const lp = useLocalePath();
  return (
    <>
      <h1>{t("gameList.title")}</h1>
      <p className="muted">{t("gameList.intro")}</p>
      <p>
        <Link to={lp("/daily-challenge")} className="button button--primary">
          {t("gameList.dailyCta")}
        </Link>
      </p>
      {datasets.length === 0 ? (
        <p className="empty">{t("gameList.empty")}</p>
      ) : (
        <ul className="card-grid">
          {datasets.map((dataset) => (
            <li key={dataset.id}>
              <PlayableCard dataset={dataset} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pagination" aria-label={tc("pagination.page", { page, pages })}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>{tc("pagination.previous")}</Link> : null}
          <span>{tc("pagination.page", { page, pages })}</span>
          {page < pages ? <Link to={`?page=${page + 1}`}>{tc("pagination.next")}</Link> : null}
        </nav>
      ) : null}
      <p className="muted">{t("gameList.statsNote")}</p>
    </>
  );
}
