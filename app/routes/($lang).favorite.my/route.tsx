import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { FavoriteList } from "~/components/datasets/favorite-list";
import { Pager } from "~/components/datasets/pager";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { pageCount, pageParam } from "~/schemas/page-param";
import { listFavorites } from "~/services/datasets/favorites.server";
import { requireUserForPage } from "~/web/guards.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

const PAGE_SIZE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserForPage(context, request);
  const url = new URL(request.url);
  const page = pageParam(url);
  const result = await listFavorites(context.deps, user.id, user.id, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const t = getT(localeFromPath(url.pathname), "datasets");
  return {
    title: `${t("favorites.myTitle")} — Datadle`,
    favorites: result.favorites,
    page,
    totalPages: pageCount(result.pagination.total, PAGE_SIZE),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function MyFavoritesPage() {
  const { favorites, page, totalPages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("datasets");
  return (
    <section aria-labelledby="favorites-title">
      <h1 id="favorites-title">{t("favorites.myTitle")}</h1>
      <FavoriteList favorites={favorites} />
      <Pager page={page} totalPages={totalPages} />
    </section>
  );
}
