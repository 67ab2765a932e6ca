import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { FavoriteList } from "~/components/datasets/favorite-list";
import { Pager } from "~/components/datasets/pager";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { DEFAULT_PAGE_SIZE, pageCount, pageParam } from "~/schemas/page-param";
import { listFavorites } from "~/services/datasets/favorites.server";
import { pageLoader } from "~/web/page.server";

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["datasets"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

export const loader = pageLoader(async ({ deps, url, locale, requireUser }) => {
  const user = await requireUser();
  const page = pageParam(url);
  const result = await listFavorites(
    deps,
    user.id,
    user.id,
    (page - 1) * DEFAULT_PAGE_SIZE,
    DEFAULT_PAGE_SIZE,
  );
  const t = getT(locale, "datasets");
  return {
    title: `${t("favorites.myTitle")} — Datadle`,
    favorites: result.favorites,
    page,
    totalPages: pageCount(result.pagination.total, DEFAULT_PAGE_SIZE),
  };
});

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
