import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DatasetForm } from "~/components/datasets/dataset-form";
import { replyWithDomainError } from "~/components/datasets/form-reply.server";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { datasetFormSchema } from "~/schemas/datasets";
import { requireUserForPage } from "~/services/auth/guards.server";
import { createDataset } from "~/services/datasets/datasets.server";
import { datasetDeps } from "~/services/datasets/deps.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserForPage(context, request);
  const t = getT(localeFromPath(new URL(request.url).pathname), "datasets");
  return { title: `${t("form.createTitle")} — Datadle` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserForPage(context, request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const submission = parseWithZod(await request.formData(), { schema: datasetFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const dataset = await createDataset(datasetDeps(context), user.id, submission.value);
    return redirectWithToast(localizePath(`/datasets/version/create?dataset_id=${dataset.id}`, locale), {
      type: "success",
      title: getT(locale, "datasets")("form.created"),
    });
  } catch (error) {
    const reply = replyWithDomainError(submission, error);
    return data({ result: reply.result }, { status: reply.status });
  }
}

export default function CreateDatasetPage() {
  // Success redirects, so only a failure's reply ever reaches the page.
  const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const { t } = useTranslation("datasets");
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
          language: "zh-CN",
          type: "other",
          tags: "",
        }}
      />
    </section>
  );
}
