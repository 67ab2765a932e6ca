import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  data as withInit,
} from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { datasetTitle } from "~/components/datasets/dataset-card";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { localeFromPath } from "~/i18n/config";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { idParamSchema } from "~/schemas/datasets";
import { pageParam } from "~/schemas/page-param";
import { getDatasetPage } from "~/services/datasets/dataset-page.server";
import { getFavoriteStatus } from "~/services/datasets/favorites.server";
import { canFork } from "~/services/datasets/fork.server";
import { getDatasetStats } from "~/services/game/stats.server";
import { isDomainError } from "~/utils/domain-error";
import { localized } from "~/utils/localized";
import { pageNotFound } from "~/utils/not-found.server";
import { getAuthUser } from "~/web/current-user.server";
import { runDatasetAction } from "./actions.server";
import { EntriesTable } from "./entries-table";
import { DatasetStatsSlot } from "./stats-slot";
import { VersionList } from "./version-list";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const id = idParamSchema.safeParse(params.id);
  if (!id.success) throw pageNotFound(request);
  const page = pageParam(url);
  const viewer = await getAuthUser(context, request);
  const deps = context.deps;
  const data = await getDatasetPage(deps, id.data, viewer?.id ?? null, page).catch((error: unknown) => {
    if (isDomainError(error) && error.code === "NOT_FOUND") throw pageNotFound(request);
    throw error;
  });
  const favorite = viewer ? await getFavoriteStatus(deps, viewer.id, id.data) : null;
  const stats = await getDatasetStats(context.deps, id.data);
  const title = datasetTitle(data.dataset, locale);
  // Anonymous visitors of a public dataset share one rendering for a minute (workers/page-cache.ts).
  const shareable = viewer === null && data.dataset.isPublic;
  const init = shareable ? { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } } : undefined;
  return withInit(
    {
      ...data,
      title: `${title} — Datadle`,
      viewerId: viewer?.id ?? null,
      isOwner: viewer !== null && data.dataset.ownerId === viewer.id,
      canFork: viewer !== null && canFork(data.dataset, viewer.id),
      isFavorited: favorite?.isFavorited ?? false,
      stats,
    },
    init,
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export async function action(args: ActionFunctionArgs) {
  return runDatasetAction(args);
}

export default function DatasetPage() {
  const {
    dataset,
    versions,
    entries,
    isOwner,
    canFork: forkable,
    isFavorited,
    viewerId,
    stats,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const latest = versions[0];
  const description = localized(dataset.descriptionI18n, locale, dataset.description);
  return (
    <article aria-labelledby="dataset-title">
      <div className="page-head">
        <h1 id="dataset-title">{datasetTitle(dataset, locale)}</h1>
        <div className="button-row">
          {dataset.entriesCount > 0 ? (
            <Link to={lp(`/game/${dataset.id}`)} className="button button--primary">
              {t("detail.play")}
            </Link>
          ) : null}
          {viewerId !== null ? (
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value={isFavorited ? "unfavorite" : "favorite"} />
              <button
                type="submit"
                className="button button--ghost"
                disabled={busy}
                aria-pressed={isFavorited}
              >
                {isFavorited ? t("detail.unfavorite") : t("detail.favorite")} ({dataset.favoritesCount})
              </button>
            </Form>
          ) : null}
          {forkable ? (
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="fork" />
              <button type="submit" className="button button--ghost" disabled={busy}>
                {t("detail.fork")}
              </button>
            </Form>
          ) : null}
          {isOwner ? (
            <>
              <Link to={lp(`/datasets/edit?id=${dataset.id}`)} className="button button--ghost">
                {t("detail.edit")}
              </Link>
              <Link
                to={lp(`/datasets/version/create?dataset_id=${dataset.id}`)}
                className="button button--ghost"
              >
                {t("detail.newVersion")}
              </Link>
            </>
          ) : null}
        </div>
      </div>
      {viewerId === null ? <p className="muted">{t("detail.signInToFavorite")}</p> : null}
      {!dataset.isPublic ? <p className="form-error">{t("detail.private")}</p> : null}
      {description ? <p className="prose">{description}</p> : null}
      <dl className="dataset-meta">
        <dt>{t("detail.owner")}</dt>
        <dd>
          {dataset.owner ? (
            <Link to={lp(`/users/${dataset.owner.id}`)}>
              {dataset.owner.nickname || dataset.owner.username}
            </Link>
          ) : (
            t("detail.noOwner")
          )}
        </dd>
        <dt>{t("detail.type")}</dt>
        <dd>
          {tc(`datasetTypes.types.${dataset.type}` as "datasetTypes.types.other", {
            defaultValue: dataset.type,
          })}
        </dd>
        <dt>{t("detail.language")}</dt>
        <dd>{t(`languages.${dataset.language}`)}</dd>
        <dt>{t("detail.tags")}</dt>
        <dd>
          {dataset.tags.length === 0 ? (
            t("detail.noTags")
          ) : (
            <ul className="tag-list">
              {dataset.tags.map((tag) => (
                <li key={tag}>
                  <Link className="tag" to={lp(`/datasets?tag=${encodeURIComponent(tag)}`)}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t("detail.forks")}</dt>
        <dd>{dataset.forksCount}</dd>
        <dt>{t("detail.favorites")}</dt>
        <dd>{dataset.favoritesCount}</dd>
        {dataset.forkedFromId ? (
          <>
            <dt>{t("detail.fork")}</dt>
            <dd>
              <Link to={lp(`/datasets/${dataset.forkedFromId}`)}>
                {t("detail.forkedFrom", { id: dataset.forkedFromId })}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      {latest ? (
        <p className="button-row">
          <a href={latest.downloadUrls.csv} className="button button--ghost button--sm" download>
            {t("detail.downloadCsv")}
          </a>
          <a href={latest.downloadUrls.json} className="button button--ghost button--sm" download>
            {t("detail.downloadJson")}
          </a>
        </p>
      ) : null}
      <DatasetStatsSlot stats={stats} />
      <section aria-labelledby="entries-title" className="section">
        <h2 id="entries-title">{t("detail.entries")}</h2>
        {latest ? (
          <EntriesTable columns={latest.attributeTypes} entries={entries} />
        ) : (
          <p className="empty">{t("detail.noVersions")}</p>
        )}
      </section>
      <section aria-labelledby="versions-title" className="section">
        <h2 id="versions-title">{t("detail.versions")}</h2>
        <VersionList versions={versions} />
      </section>
      {isOwner ? (
        <Form method="post" className="section">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button button--danger" disabled={busy}>
            {t("detail.delete")}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
