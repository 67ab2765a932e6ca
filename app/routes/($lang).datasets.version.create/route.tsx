import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { datasetTitle } from "~/components/datasets/dataset-card";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { ownedDatasetFromQuery } from "./owned-dataset.server";
import { UploadPreviewForm } from "./preview-form";
import { runUploadAction, type UploadActionData } from "./upload-action.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

/** Translation namespaces the browser loads before hydrating (a missing one caused React error #418). */
export const handle = { i18n: ["datasets"] };

export async function loader(args: LoaderFunctionArgs) {
  const { dataset } = await ownedDatasetFromQuery(args);
  const t = getT(localeFromPath(new URL(args.request.url).pathname), "datasets");
  return { title: t("upload.metaTitle"), dataset };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export async function action(args: ActionFunctionArgs) {
  return runUploadAction(args);
}

export default function CreateVersionPage() {
  const { dataset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as UploadActionData | undefined;
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="upload-title">
      <h1 id="upload-title">{t("upload.title")}</h1>
      <p>
        <Link to={lp(`/datasets/${dataset.id}`)}>
          {t("upload.for", { name: datasetTitle(dataset, locale) })}
        </Link>
      </p>
      {result?.formError ? (
        <div className="form-error" role="alert">
          {result.formError}
        </div>
      ) : null}
      {result?.preview && result.draftId ? (
        <UploadPreviewForm
          draftId={result.draftId}
          changelog={result.changelog}
          preview={result.preview}
          busy={busy}
        />
      ) : (
        <Form method="post" encType="multipart/form-data" className="prose">
          <div className="field">
            <label htmlFor="upload-file">{t("upload.file")}</label>
            <input
              id="upload-file"
              name="file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              required
              aria-describedby="upload-file-hint"
            />
            <p id="upload-file-hint" className="muted field-hint">
              {t("upload.fileHint")}
            </p>
          </div>
          <div className="field">
            <label htmlFor="upload-changelog">{t("upload.changelog")}</label>
            <textarea id="upload-changelog" name="changelog" maxLength={5000} />
          </div>
          <button
            type="submit"
            name="intent"
            value="preview"
            className="button button--primary"
            disabled={busy}
          >
            {busy ? t("upload.previewing") : t("upload.preview")}
          </button>
        </Form>
      )}
    </section>
  );
}
