import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { countPublicDatasetsByType } from "~/services/dataset-types.server";

export const handle = { i18n: ["authoring"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = getT(localeFromPath(new URL(request.url).pathname));
  const types = await countPublicDatasetsByType(context.deps);
  return { title: t("pageTitle", { page: t("datasetTypes.title") }), types };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function DatasetTypesPage() {
  const { types } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { t: tds } = useTranslation("authoring");
  const lp = useLocalePath();
  const total = types.reduce((sum, item) => sum + item.count, 0);
  return (
    <section aria-labelledby="types-title">
      <h1 id="types-title">{t("datasetTypes.title")}</h1>
      <p className="muted">{t("datasetTypes.intro")}</p>
      <p>
        <Link to={lp("/datasets/guide")}>{tds("guide.fromTypes")}</Link>
      </p>
      {total === 0 ? (
        <p className="empty">{t("datasetTypes.empty")}</p>
      ) : (
        <p>{t("datasetTypes.total", { count: total })}</p>
      )}
      <ul className="card-grid type-grid">
        {types.map(({ type, count }) => (
          <li key={type}>
            <article className="card" aria-labelledby={`type-${type}`}>
              <h2 className="card__title" id={`type-${type}`}>
                {t(`datasetTypes.types.${type}`)}
              </h2>
              <p className="card__meta">{t("datasetTypes.count", { count })}</p>
              <Link
                to={lp(`/datasets?type=${type}`)}
                className="button button--ghost button--sm"
                aria-describedby={`type-${type}`}
              >
                {t("datasetTypes.browse")}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
