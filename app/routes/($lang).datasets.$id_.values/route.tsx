import type { LinksFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormError, useErrorText } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { VALUE_LABELS_MAX_VALUES, valueLabelsFormSchema } from "~/schemas/value-labels";
import { saveValueLabels, valueLabelsOf } from "~/services/datasets/value-labels.server";
import { type FormFailure, pageAction, pageLoader } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";
import { datasetIdParam } from "../($lang).datasets.$id/actions.server";
import { ValueRows } from "./value-rows";
import styles from "./values.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = { i18n: ["datasets"] };

/** The owner only (anyone else gets the 404 or 403 page): the latest version's category values. */
export const loader = pageLoader(async ({ deps, params, requireUser, locale }) => {
  const user = await requireUser();
  const found = await valueLabelsOf(deps, datasetIdParam(params.id), user.id);
  return {
    title: `${getT(locale, "datasets")("values.metaTitle")} — Datadle`,
    dataset: { id: found.dataset.id, name: found.dataset.name, nameI18n: found.dataset.nameI18n ?? null },
    version: found.version,
    columns: found.columns,
  };
});

export const meta = ({ data }: { data?: { title?: string } }) => [{ title: data?.title ?? "Datadle" }];

export const action = pageAction(
  valueLabelsFormSchema,
  async ({ deps, params, requireUser, value, locale }) => {
    const user = await requireUser();
    const id = datasetIdParam(params.id);
    await saveValueLabels(deps, id, user.id, value);
    return redirectWithToast(localizePath(`/datasets/${id}/values`, locale), {
      type: "success",
      title: getT(locale, "datasets")("values.saved"),
    });
  },
  { shownFields: [] },
);

/** design §2 value labels: one plain form, every value of every category column with a box per language. */
export default function ValueLabelsPage() {
  const { dataset, version, columns } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const errorText = useErrorText("datasets");
  const busy = useNavigation().state === "submitting";
  const formError = errorText(actionData?.result?.error?.[""] ?? undefined);
  const name = localized(dataset.nameI18n, locale, dataset.name);
  const offered = columns.filter((column) => !column.tooMany);
  let first = 0;
  return (
    <section className="value-labels card" aria-labelledby="values-title">
      <h1 id="values-title">{t("values.title", { name })}</h1>
      <p className="muted">{t("values.intro", { version })}</p>
      {offered.length === 0 ? <p>{t("values.none", { limit: VALUE_LABELS_MAX_VALUES })}</p> : null}
      <Form method="post" noValidate>
        <FormError id="values-error" message={formError} />
        {offered.map((column) => {
          const start = first;
          first += column.values.length;
          return <ValueRows key={column.key} column={column} start={start} />;
        })}
        {columns
          .filter((column) => column.tooMany)
          .map((column) => (
            <p key={column.key} className="muted">
              {t("values.tooMany", {
                column: localized(column.label, locale, column.key),
                limit: VALUE_LABELS_MAX_VALUES,
              })}
            </p>
          ))}
        {offered.length > 0 ? (
          <button type="submit" className="button" disabled={busy}>
            {t("values.save")}
          </button>
        ) : null}
      </Form>
      <p>
        <Link to={lp(`/datasets/${dataset.id}`)}>{t("values.back")}</Link>
      </p>
    </section>
  );
}
