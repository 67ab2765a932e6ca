import type { SubmissionResult } from "@conform-to/react";
import { type LinksFunction, type MetaFunction, data as withInit } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PlayedLine } from "~/components/daily/played-line";
import dashboardStyles from "~/components/dashboard/dashboard.css?url";
import { datasetTitle } from "~/components/datasets/dataset-card";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { useErrorText } from "~/components/datasets/field";
import { QualityReportView } from "~/components/datasets/quality-report";
import { ReportLink } from "~/components/datasets/report-link";
import { lazyPart } from "~/components/layout/lazy-part";
import { Link } from "~/components/ui/link";
import { getT } from "~/i18n/i18n.server";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { pageParam } from "~/schemas/page-param";
import { creatorDashboard } from "~/services/datasets/dashboard/creator-dashboard.server";
import { getDatasetPage } from "~/services/datasets/dataset-page.server";
import { getFavoriteStatus } from "~/services/datasets/favorites.server";
import { canFork, forkName } from "~/services/datasets/fork.server";
import { readMeasuredPlay } from "~/services/datasets/quality/measured-play.server";
import { listDeletedVersions } from "~/services/datasets/trash.server";
import { DAILY_MIN_ENTRIES } from "~/services/game/daily.server";
import { dailyDateOf } from "~/services/game/daily-date.server";
import { findDatasetDailyPlay } from "~/services/game/dataset-daily-view.server";
import { getDatasetStats } from "~/services/game/stats.server";
import { socialMeta } from "~/utils/social-meta";
import { embedSnippet } from "~/web/embed-snippet.server";
import { requestPlayer } from "~/web/game-request.server";
import { pageLoader } from "~/web/page.server";
import { refusalOrLoaderHeaders } from "~/web/refusal-headers";
import { siteOrigin } from "~/web/site-origin.server";
import { socialCard } from "~/web/social-card.server";
import { datasetAction, datasetIdParam } from "./actions.server";
import { DeleteDatasetForm, ForkedFrom, ForkForm } from "./dataset-forms";
import { EmbedSnippet } from "./embed-snippet";
import { EntriesTable } from "./entries-table";
import { datasetPageView } from "./page-view.server";
import { DatasetStatsSlot } from "./stats-slot";
import { DeletedVersions, VersionList } from "./version-list";

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["datasets", "stats", "daily"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: datasetStyles },
  { rel: "stylesheet", href: dashboardStyles },
];

/** Only an owner's page shows it: nobody else's browser downloads its code. */
const CreatorDashboardView = lazyPart(() =>
  import("~/components/dashboard/creator-dashboard").then((module) => module.CreatorDashboardView),
);

export const loader = pageLoader(async ({ deps, params, url, locale, request, viewer: getViewer }) => {
  const id = datasetIdParam(params.id);
  const page = pageParam(url);
  const viewer = await getViewer();
  // Sent alongside the page's reads (a far player waits for one round trip, not two); shown only
  // once the page's visibility check below has passed.
  const statsRead = getDatasetStats(deps, id);
  statsRead.catch(() => undefined);
  const data = await getDatasetPage(deps, id, viewer?.id ?? null, page);
  // After the visibility check above; the two reads do not depend on each other.
  const isOwner = viewer !== null && data.dataset.ownerId === viewer.id;
  const versionId = data.dataset.latestVersionId;
  const hasDaily = data.dataset.isPublic && data.dataset.entriesCount >= DAILY_MIN_ENTRIES;
  const { player } = await requestPlayer(async () => viewer?.id ?? null, request);
  const [favorite, stats, measured, dashboard, played] = await Promise.all([
    viewer ? getFavoriteStatus(deps, viewer.id, id) : null,
    statsRead,
    data.quality && versionId !== null ? readMeasuredPlay(deps, versionId) : null,
    // The owner's only: nobody else's page carries any of its figures.
    isOwner && viewer ? creatorDashboard(deps, viewer.id, id) : null,
    // Whether this player played the dataset's daily today (a visitor with no cookie has not).
    hasDaily ? findDatasetDailyPlay(deps, player, id, dailyDateOf(deps.now())) : null,
  ]);
  const title = datasetTitle(data.dataset, locale);
  // Anonymous visitors of a public dataset share one rendering for a minute (workers/page-cache.ts).
  const shareable = viewer === null && data.dataset.isPublic;
  const init = shareable ? { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } } : undefined;
  return withInit(
    {
      dataset: data.dataset,
      quality: data.quality,
      ...datasetPageView(data, locale),
      title: `${title} — Datadle`,
      social: socialCard(siteOrigin(deps.env, url), locale, {
        title: `${title} — Datadle`,
        description:
          localized(data.dataset.descriptionI18n, locale, data.dataset.description) ||
          getT(locale, "datasets")("meta.description", { name: title, count: data.dataset.entriesCount }),
        path: `/datasets/${id}`,
      }),
      viewerId: viewer?.id ?? null,
      isOwner,
      /** Public with enough entries: it has its own daily at /game/{id}/daily. */
      hasDaily,
      dailyPlayed: played ? { result: played.result, attempts: played.attempts, score: played.score } : null,
      /** The owner's copy-paste `<iframe>` of the daily (docs/embed.md). */
      embedSnippet:
        isOwner && hasDaily
          ? embedSnippet(
              siteOrigin(deps.env, url),
              locale,
              id,
              getT(locale, "datasets")("embed.frameTitle", { name: title }),
            )
          : null,
      canFork: viewer !== null && canFork(data.dataset, viewer.id),
      forkName: forkName(title),
      isFavorited: favorite?.isFavorited ?? false,
      deletedVersions: isOwner ? await listDeletedVersions(deps, id) : [],
      stats,
      measured,
      dashboard,
    },
    init,
  );
});

/** The loader's headers; a refused form keeps its refusal's (Retry-After on a 429). */
export const headers = refusalOrLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? socialMeta(data.social) : [{ title: "Datadle" }];

export const action = datasetAction;

/** The reply of the form that was sent (its intent), for that form only. */
/** A refused form's reply and the intent that sent it. */
function useRefusal() {
  const reply = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const sent = reply?.result?.initialValue as { intent?: unknown } | undefined;
  const intent = typeof sent?.intent === "string" ? sent.intent : null;
  /** The reply, for a form of these intents when the page shows that form. */
  const replyOf = (intents: string[], shown = true) =>
    shown && intent !== null && intents.includes(intent) ? reply?.result : undefined;
  return { result: reply?.result, replyOf };
}

export default function DatasetPage() {
  const {
    dataset,
    versions,
    entries,
    isOwner,
    hasDaily,
    dailyPlayed,
    embedSnippet: snippet,
    canFork: forkable,
    forkName: suggestedForkName,
    isFavorited,
    viewerId,
    deletedVersions,
    stats,
    quality,
    measured,
    dashboard,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const latest = versions[0];
  const description = localized(dataset.descriptionI18n, locale, dataset.description);
  const refusal = useRefusal();
  const versionReply = refusal.replyOf(["deleteVersion", "restoreVersion"]);
  const forkReply = refusal.replyOf(["fork"], forkable);
  const deleteReply = refusal.replyOf(["delete"], isOwner);
  // Any other refusal (favorite, a stale or tampered form, a form this page no longer shows): under the title.
  const otherReply = versionReply || forkReply || deleteReply ? undefined : refusal.result;
  const favoriteError = errorText(otherReply?.error?.[""] ?? undefined);
  const versionError = errorText(versionReply?.error?.[""] ?? undefined);
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
          {hasDaily ? (
            <Link to={lp(`/game/${dataset.id}/daily`)} className="button button--ghost">
              {t("detail.daily")}
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
              {dataset.latestVersionId !== null ? (
                <Link to={lp(`/datasets/${dataset.id}/values`)} className="button button--ghost">
                  {t("values.link")}
                </Link>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {hasDaily ? <PlayedLine played={dailyPlayed} testId="dataset-daily-played" /> : null}
      {favoriteError ? (
        <p className="form-error" role="alert">
          {favoriteError}
        </p>
      ) : null}
      {forkable ? <ForkForm defaultName={suggestedForkName} reply={forkReply} busy={busy} /> : null}
      {viewerId === null ? (
        <p>
          <Link to={`${lp("/auth/login")}?redirectTo=${encodeURIComponent(lp(`/datasets/${dataset.id}`))}`}>
            {t("detail.signInToFavorite")}
          </Link>
        </p>
      ) : null}
      <ReportLink datasetId={dataset.id} ownerId={dataset.ownerId} viewerId={viewerId} />
      {dataset.hiddenReason !== null ? (
        <p className="form-error" role="status">
          {t("detail.hiddenByOperator", { reason: dataset.hiddenReason })}
        </p>
      ) : !dataset.isPublic ? (
        <p className="form-error">{t("detail.private")}</p>
      ) : null}
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
        {dataset.forkedFrom ? (
          <>
            <dt>{t("detail.fork")}</dt>
            <dd>
              <ForkedFrom source={dataset.forkedFrom} />
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
      {dashboard ? (
        <CreatorDashboardView dashboard={dashboard} predicted={quality?.human?.expected ?? null} />
      ) : null}
      {snippet ? <EmbedSnippet snippet={snippet} /> : null}
      {quality && latest ? (
        <QualityReportView
          report={quality}
          measured={measured}
          showVerdict={dashboard !== null && dashboard !== undefined}
          columns={entries.columns.map(({ key, label }) => ({ key, label: { [locale]: label } }))}
        />
      ) : null}
      <section aria-labelledby="entries-title" className="section">
        <h2 id="entries-title">{t("detail.entries")}</h2>
        {latest ? <EntriesTable entries={entries} /> : <p className="empty">{t("detail.noVersions")}</p>}
      </section>
      <section aria-labelledby="versions-title" className="section">
        <h2 id="versions-title">{t("detail.versions")}</h2>
        {versionError ? (
          <p className="form-error" role="alert">
            {versionError}
          </p>
        ) : null}
        <VersionList versions={versions} canDelete={isOwner} busy={busy} />
        {isOwner && deletedVersions.length > 0 ? (
          <DeletedVersions versions={deletedVersions} busy={busy} />
        ) : null}
      </section>
      {isOwner ? <DeleteDatasetForm name={dataset.name} reply={deleteReply} busy={busy} /> : null}
    </article>
  );
}
