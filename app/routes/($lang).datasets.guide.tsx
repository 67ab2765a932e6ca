import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { getT } from "~/i18n/i18n.server";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { TEMPLATES, templateCsv } from "~/services/datasets/templates";
import { ATTRIBUTE_TYPES } from "~/utils/dataset-fields";
import { pageLoader } from "~/web/page.server";

export const handle = { i18n: ["datasets", "authoring"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

export const loader = pageLoader(async ({ locale }) => ({
  title: getT(locale, "authoring")("guide.metaTitle"),
}));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

/** The authoring guide: how a table becomes a game, templates and one example per type. */
export default function AuthoringGuidePage() {
  const { t } = useTranslation("authoring");
  const { t: tds } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const steps = t("guide.steps", { returnObjects: true }) as unknown as string[];
  return (
    <article aria-labelledby="guide-title" className="prose">
      <h1 id="guide-title">{t("guide.title")}</h1>
      <p>{t("guide.intro")}</p>
      <h2>{t("guide.stepsTitle")}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2 id="templates">{t("guide.templatesTitle")}</h2>
      <p>{t("guide.templatesIntro")}</p>
      {ATTRIBUTE_TYPES.map((type) => {
        const { column } = TEMPLATES[type];
        const name = tds(`attributeTypes.${type}`);
        return (
          <section
            key={type}
            id={`type-${type}`}
            className="guide-example"
            aria-labelledby={`example-${type}`}
          >
            <h3 id={`example-${type}`}>{t("guide.exampleTitle", { type: name })}</h3>
            <p>{t(`guide.types.${type}.what`)}</p>
            <p>
              <strong>{t("guide.feedbackLabel")}:</strong> {t(`guide.types.${type}.feedback`)}
            </p>
            <p>
              <strong>{t("guide.settingsLabel")}:</strong> {t(`guide.types.${type}.settings`)}
            </p>
            <figure>
              <figcaption>{`${localized(column.label, locale, column.key)} — CSV`}</figcaption>
              <pre>
                <code>{templateCsv(type)}</code>
              </pre>
            </figure>
            <p className="button-row">
              <a
                className="button button--ghost button--sm"
                href={lp(`/datasets/templates/${type}.csv`)}
                download
              >
                {t("guide.csv")} · {name}
              </a>
              <a
                className="button button--ghost button--sm"
                href={lp(`/datasets/templates/${type}.json`)}
                download
              >
                {t("guide.json")} · {name}
              </a>
            </p>
          </section>
        );
      })}
    </article>
  );
}
