import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DatasetGrid } from "~/components/datasets/dataset-card";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { Pager } from "~/components/datasets/pager";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useLocalePath } from "~/i18n/use-locale-path";
import { pageCount, pageParam } from "~/schemas/page-param";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import { requireUserForPage } from "~/web/guards.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

const PAGE_SIZE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserForPage(context, request);
  const url = new URL(request.url);
  const page = pageParam(url);
  const list = await listDatasets(
    context.deps,
    { ownerId: user.id, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    user.id,
  );
  const t = getT(localeFromPath(url.pathname), "datasets");
  return {
    title: `${t("my.title")} — Datadle`,
    list,
    page,
    totalPages: pageCount(list.total, PAGE_SIZE),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function MyDatasetsPage() {
  const { list, page, totalPages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("datasets");
  const lp = useLocalePath();
  return (
    <section aria-labelledby="my-title">
      <div className="page-head">
        <h1 id="my-title">{t("my.title")}</h1>
        <Link to={lp("/datasets/create")} className="button button--primary">
          {t("list.create")}
        </Link>
      </div>
      <DatasetGrid datasets={list.datasets} empty={t("my.empty")} />
      <Pager page={page} totalPages={totalPages} />
    </section>
  );
}
