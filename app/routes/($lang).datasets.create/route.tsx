import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { DATASET_FORM_SHOWN_FIELDS, DatasetForm } from "~/components/datasets/dataset-form";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import { datasetFormSchema } from "~/schemas/datasets";
import { createDataset } from "~/services/datasets/datasets.server";
import { pageAction, pageLoader } from "~/web/page.server";
import { refusalOrLoaderHeaders } from "~/web/refusal-headers";
import { redirectWithToast } from "~/web/toast.server";

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["datasets"] };

export const loader = pageLoader(async ({ requireUser, locale }) => {
  await requireUser();
  return { title: `${getT(locale, "datasets")("form.createTitle")} — Datadle` };
});

/** The loader's headers; a refused form keeps its refusal's (Retry-After on a 429). */
export const headers = refusalOrLoaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export const action = pageAction(
  datasetFormSchema,
  async ({ deps, requireUser, locale, value }) => {
    const user = await requireUser();
    const dataset = await createDataset(deps, user.id, value);
    return redirectWithToast(localizePath(`/datasets/version/create?dataset_id=${dataset.id}`, locale), {
      type: "success",
      title: getT(locale, "datasets")("form.created"),
    });
  },
  { shownFields: DATASET_FORM_SHOWN_FIELDS },
);

export default function CreateDatasetPage() {
  // Success redirects, so only a failure's reply ever reaches the page.
  const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const { t } = useTranslation("datasets");
  // An author on the English pages most likely writes an English dataset.
  const language = useCurrentLocale();
  return (
    <section aria-labelledby="create-title" className="prose">
      <h1 id="create-title">{t("form.createTitle")}</h1>
      <p className="muted">{t("form.createIntro")}</p>
      <DatasetForm
        id="create-dataset"
        lastResult={actionData?.result}
        submitLabel={t("form.create")}
        defaults={{
          name: "",
          description: "",
          isPublic: true,
          allowFork: true,
          language,
          type: "other",
          tags: "",
        }}
      />
    </section>
  );
}
