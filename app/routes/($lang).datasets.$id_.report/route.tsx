import type { LinksFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import authStyles from "~/components/auth/auth.css?url";
import { FormError, FormField, useErrorText } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { serverForm } from "~/components/ui/server-form";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { reportFormSchema, reportReasons } from "~/schemas/report";
import { reportDataset } from "~/services/datasets/reports.server";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { type FormFailure, pageAction, pageLoader } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";
import { datasetIdParam } from "../($lang).datasets.$id/actions.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const handle = { i18n: ["datasets"] };

/** Signed-in players only (a guest is sent to sign in and back); the dataset must be one they can see. */
export const loader = pageLoader(async ({ deps, params, requireUser, locale }) => {
  const user = await requireUser();
  const dataset = await getVisibleDataset(deps, datasetIdParam(params.id), user.id);
  return {
    title: getT(locale, "datasets")("report.metaTitle"),
    dataset: { id: dataset.id, name: dataset.name, nameI18n: dataset.nameI18n ?? null },
  };
});

export const meta = ({ data }: { data?: { title?: string } }) => [{ title: data?.title ?? "Datadle" }];

export const action = pageAction(
  reportFormSchema,
  async ({ deps, request, params, requireUser, value, locale }) => {
    const user = await requireUser();
    const id = datasetIdParam(params.id);
    await reportDataset(deps, user.id, id, value, request.headers.get("CF-Connecting-IP"));
    return redirectWithToast(localizePath(`/datasets/${id}`, locale), {
      type: "success",
      title: getT(locale, "datasets")("report.sent"),
    });
  },
  { shownFields: ["reason", "note"] },
);

export default function ReportPage() {
  const { dataset } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const errorText = useErrorText("datasets");
  const busy = useNavigation().state === "submitting";
  const { form, fields } = serverForm("report-form", ["reason", "note"], actionData?.result, {
    reason: "spam",
  });
  const formError = errorText(form.errors);
  const name = localized(dataset.nameI18n, locale, dataset.name);
  return (
    <section className="auth-page card" aria-labelledby="report-title">
      <h1 id="report-title">{t("report.title", { name })}</h1>
      <p className="muted">{t("report.intro")}</p>
      <Form method="post" id={form.id} noValidate aria-describedby={formError ? form.errorId : undefined}>
        <FormError id={form.errorId} message={formError} />
        <input type="hidden" name="intent" value="report" />
        <FormField field={fields.reason} label={t("report.reason")} ns="datasets">
          {(aria) => (
            <select name={fields.reason.name} defaultValue={fields.reason.defaultValue} {...aria}>
              {reportReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`report.reasons.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField field={fields.note} label={t("report.note")} ns="datasets">
          {(aria) => (
            <textarea
              name={fields.note.name}
              defaultValue={fields.note.defaultValue}
              maxLength={2000}
              {...aria}
            />
          )}
        </FormField>
        <button type="submit" className="button button--danger" disabled={busy}>
          {t("report.submit")}
        </button>
      </Form>
      <p className="auth-page__switch">
        <Link to={lp(`/datasets/${dataset.id}`)}>{t("report.back")}</Link>
      </p>
    </section>
  );
}
