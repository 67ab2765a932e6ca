import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { FavoriteList } from "~/components/datasets/favorite-list";
import { Pager } from "~/components/datasets/pager";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { idParamSchema } from "~/schemas/datasets";
import { DEFAULT_PAGE_SIZE, pageCount, pageParam } from "~/schemas/page-param";
import { favoritesOwner, listFavorites } from "~/services/datasets/favorites.server";
import { DomainError } from "~/utils/domain-error";
import { pageLoader } from "~/web/page.server";

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["datasets"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

/** /favorite/{user_id}: that user's favorites among the datasets the visitor can see; 404 for no such user. */
export const loader = pageLoader(async ({ deps, params, url, locale, viewer }) => {
  const userId = idParamSchema.safeParse(params.userId);
  if (!userId.success) throw new DomainError("NOT_FOUND", "User not found");
  const owner = await favoritesOwner(deps, userId.data);
  const page = pageParam(url);
  const visitor = await viewer();
  const result = await listFavorites(
    deps,
    owner.id,
    visitor?.id ?? null,
    (page - 1) * DEFAULT_PAGE_SIZE,
    DEFAULT_PAGE_SIZE,
  );
  const t = getT(locale, "datasets");
  return {
    title: `${t("favorites.userTitleNamed", { name: owner.name })} — Datadle`,
    owner,
    favorites: result.favorites,
    page,
    totalPages: pageCount(result.pagination.total, DEFAULT_PAGE_SIZE),
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function UserFavoritesPage() {
  const { owner, favorites, page, totalPages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("datasets");
  return (
    <section aria-labelledby="favorites-title">
      <h1 id="favorites-title">{t("favorites.userTitleNamed", { name: owner.name })}</h1>
      <FavoriteList favorites={favorites} />
      <Pager page={page} totalPages={totalPages} />
    </section>
  );
}
