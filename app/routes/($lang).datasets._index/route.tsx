import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { DatasetGrid } from "~/components/datasets/dataset-card";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { Pager } from "~/components/datasets/pager";
import { Link } from "~/components/ui/link";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import { DATASET_LANGUAGES, DATASET_SORTS, DATASET_TYPES } from "~/utils/dataset-fields";
import { pageLoader } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";
import { parseBrowseQuery } from "./browse-query";

/** docs/rate-limits.md: A typed search (`?q=`) is a LIKE scan; browsing without text is cached. */
export const rateTiers: RouteTiers = { searchParam: "q" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

/** Translation namespaces the browser loads before hydrating (a missing one caused React error #418). */
export const handle = { i18n: ["datasets"] };

export const loader = pageLoader(async ({ deps, url, locale, viewer: getViewer }) => {
  const t = getT(locale, "datasets");
  const query = parseBrowseQuery(url.searchParams);
  const viewer = await getViewer();
  const list = await listDatasets(
    deps,
    {
      query: query.q || undefined,
      tags: query.tag ? [query.tag] : undefined,
      language: query.language,
      type: query.type,
      sort: query.sort,
      playable: query.all !== "1",
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    },
    viewer?.id ?? null,
  );
  return {
    title: t("list.metaTitle"),
    query,
    list,
    totalPages: Math.max(1, Math.ceil(list.total / query.limit)),
    signedIn: viewer !== null,
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function DatasetsPage() {
  const { query, list, totalPages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === lp("/datasets");
  return (
    <section aria-labelledby="datasets-title">
      <div className="page-head">
        <h1 id="datasets-title">{t("list.title")}</h1>
        <Link to={lp("/datasets/create")} className="button button--primary">
          {t("list.create")}
        </Link>
      </div>
      <p className="muted">{t("list.intro")}</p>
      <Form method="get" className="filters" aria-label={t("list.filters")}>
        <div className="field">
          <label htmlFor="filter-q">{t("list.search")}</label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            placeholder={t("list.searchPlaceholder")}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-tag">{t("list.tag")}</label>
          <input id="filter-tag" name="tag" defaultValue={query.tag} maxLength={32} />
        </div>
        <div className="field">
          <label htmlFor="filter-language">{t("list.language")}</label>
          <select id="filter-language" name="language" defaultValue={query.language ?? ""}>
            <option value="">{t("list.any")}</option>
            {DATASET_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-type">{t("list.type")}</label>
          <select id="filter-type" name="type" defaultValue={query.type ?? ""}>
            <option value="">{t("list.any")}</option>
            {DATASET_TYPES.map((type) => (
              <option key={type} value={type}>
                {tc(`datasetTypes.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-sort">{t("list.sort")}</label>
          <select id="filter-sort" name="sort" defaultValue={query.sort}>
            {DATASET_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="filters__all">
          <input type="checkbox" name="all" value="1" defaultChecked={query.all === "1"} />{" "}
          {t("list.showAll")}
        </label>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {t("list.apply")}
          </button>
          <Link to={lp("/datasets")} className="button button--ghost">
            {t("list.reset")}
          </Link>
        </div>
      </Form>
      <p aria-live="polite" className="muted">
        {loading ? tc("loading") : t("list.results", { count: list.total })}
      </p>
      <div aria-busy={loading}>
        <DatasetGrid datasets={list.datasets} empty={t("list.empty")} />
      </div>
      <Pager page={query.page} totalPages={totalPages} />
    </section>
  );
}
