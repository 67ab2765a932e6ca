import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DatasetForm } from "~/components/datasets/dataset-form";
import { replyWithDomainError } from "~/components/datasets/form-reply.server";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useLocalePath } from "~/i18n/use-locale-path";
import { datasetFormSchema, idParamSchema } from "~/schemas/datasets";
import { getOwnedDataset, updateDataset } from "~/services/datasets/datasets.server";
import { isDomainError } from "~/utils/domain-error";
import { pageNotFound } from "~/utils/not-found.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUserForPage } from "~/web/guards.server";

/** /datasets/edit?id=N, owner only: others get the 404 page (never a hint that it exists). */
async function ownedFromQuery(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const user = await requireUserForPage(args.context, args.request);
  const id = idParamSchema.safeParse(new URL(args.request.url).searchParams.get("id"));
  if (!id.success) throw pageNotFound(args.request);
  try {
    return { user, dataset: await getOwnedDataset(args.context.deps, id.data, user.id) };
  } catch (error) {
    if (isDomainError(error)) throw pageNotFound(args.request);
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { dataset } = await ownedFromQuery(args);
  const t = getT(localeFromPath(new URL(args.request.url).pathname), "datasets");
  return { title: `${t("form.editTitle")} — Datadle`, dataset };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export async function action(args: ActionFunctionArgs) {
  const { user, dataset } = await ownedFromQuery(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const submission = parseWithZod(await args.request.formData(), { schema: datasetFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await updateDataset(args.context.deps, user.id, dataset.id, submission.value);
    return redirectWithToast(localizePath(`/datasets/${dataset.id}`, locale), {
      type: "success",
      title: getT(locale, "datasets")("form.saved"),
    });
  } catch (error) {
    const reply = replyWithDomainError(submission, error);
    return data({ result: reply.result }, { status: reply.status });
  }
}

export default function EditDatasetPage() {
  const { dataset } = useLoaderData<typeof loader>();
  // Success redirects, so only a failure's reply ever reaches the page.
  const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const { t } = useTranslation("datasets");
  const lp = useLocalePath();
  return (
    <section aria-labelledby="edit-title" className="prose">
      <h1 id="edit-title">{t("form.editTitle")}</h1>
      <DatasetForm
        id="edit-dataset"
        lastResult={actionData?.result}
        submitLabel={t("form.save")}
        defaults={{
          name: dataset.name,
          description: dataset.description,
          isPublic: dataset.isPublic,
          allowFork: dataset.allowFork,
          language: dataset.language,
          type: dataset.type,
          tags: dataset.tags.join(", "),
        }}
      />
      <p>
        <Link to={lp(`/datasets/${dataset.id}`)}>{t("form.cancel")}</Link>
      </p>
    </section>
  );
}
