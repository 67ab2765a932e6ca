import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { FavoriteList } from "~/components/datasets/favorite-list";
import { Pager } from "~/components/datasets/pager";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { idParamSchema } from "~/schemas/datasets";
import { pageCount, pageParam } from "~/schemas/page-param";
import { listFavorites } from "~/services/datasets/favorites.server";
import { pageNotFound } from "~/utils/not-found.server";
import { getAuthUser } from "~/web/current-user.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

const PAGE_SIZE = 20;

/** /favorite/{user_id}: that user's favorites among the datasets the visitor can see. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const userId = idParamSchema.safeParse(params.userId);
  if (!userId.success) throw pageNotFound(request);
  const url = new URL(request.url);
  const page = pageParam(url);
  const viewer = await getAuthUser(context, request);
  const result = await listFavorites(
    context.deps,
    userId.data,
    viewer?.id ?? null,
    (page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  const t = getT(localeFromPath(url.pathname), "datasets");
  return {
    title: `${t("favorites.userTitle", { id: userId.data })} — Datadle`,
    userId: userId.data,
    favorites: result.favorites,
    page,
    totalPages: pageCount(result.pagination.total, PAGE_SIZE),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function UserFavoritesPage() {
  const { userId, favorites, page, totalPages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("datasets");
  return (
    <section aria-labelledby="favorites-title">
      <h1 id="favorites-title">{t("favorites.userTitle", { id: userId })}</h1>
      <FavoriteList favorites={favorites} />
      <Pager page={page} totalPages={totalPages} />
    </section>
  );
}
