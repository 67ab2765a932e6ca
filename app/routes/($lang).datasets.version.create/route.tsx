import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { datasetTitle } from "~/components/datasets/dataset-card";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { FormError } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import type { DatasetView } from "~/services/datasets/dataset-view.server";
import { pageLoader } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";
import { ownedDatasetFromQuery } from "./owned-dataset.server";
import { UploadPreviewForm } from "./preview-form";
import { runUploadAction, type UploadActionData } from "./upload-action.server";

/** docs/rate-limits.md: Upload previews and saves spend the upload budget by size. */
export const rateTiers: RouteTiers = { write: "upload" };

export const handle = { i18n: ["datasets", "authoring"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

/** With `?dataset_id` (or `?datasetId`) the upload form; without, a choice among the user's datasets. */
export const loader = pageLoader(async (input) => {
  const { user, dataset } = await ownedDatasetFromQuery(input);
  const t = getT(input.locale, "authoring");
  const choices = dataset
    ? []
    : (await listDatasets(input.deps, { ownerId: user.id, offset: 0, limit: 100 }, user.id)).datasets;
  return { title: t("upload.metaTitle"), dataset, choices };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

// The page wrapper maps refusals (404, login) in one place; the action's own refusals are replies.
export const action = pageLoader(runUploadAction);

function DatasetPicker({ choices }: { choices: DatasetView[] }) {
  const { t } = useTranslation("authoring");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  if (choices.length === 0) {
    return (
      <p>
        {t("upload.pickNone")} <Link to={lp("/datasets/create")}>{t("upload.pickCreate")}</Link>
      </p>
    );
  }
  return (
    <Form method="get" className="prose">
      <p>{t("upload.pickIntro")}</p>
      <div className="field">
        <label htmlFor="pick-dataset">{t("upload.pickLabel")}</label>
        <select id="pick-dataset" name="dataset_id" required>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {datasetTitle(choice, locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t("upload.pickSubmit")}
      </button>
    </Form>
  );
}

export default function CreateVersionPage() {
  const { dataset, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as UploadActionData | undefined;
  const { t } = useTranslation("authoring");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (!dataset) {
    return (
      <section aria-labelledby="upload-title">
        <h1 id="upload-title">{t("upload.pickTitle")}</h1>
        <DatasetPicker choices={choices as DatasetView[]} />
      </section>
    );
  }
  return (
    <section aria-labelledby="upload-title">
      <h1 id="upload-title">{t("upload.title")}</h1>
      <p>
        <Link to={lp(`/datasets/${dataset.id}`)}>
          {t("upload.for", { name: datasetTitle(dataset, locale) })}
        </Link>
      </p>
      <FormError id="upload-form-error" message={result?.formError ?? null} />
      {result?.preview && result.draftId ? (
        <UploadPreviewForm
          draftId={result.draftId}
          changelog={result.changelog}
          preview={result.preview}
          busy={busy}
        />
      ) : (
        <Form method="post" encType="multipart/form-data" className="prose">
          <p>
            <Link to={lp("/datasets/guide")}>{t("upload.guideLink")}</Link>
          </p>
          <div className="field">
            <label htmlFor="upload-file">{t("upload.file")}</label>
            <input
              id="upload-file"
              name="file"
              type="file"
              accept=".csv,.tsv,.txt,.json,.jsonl,.html,.htm,.md,text/csv,text/tab-separated-values,text/plain,application/json"
              required
              aria-describedby="upload-file-hint"
            />
            <p id="upload-file-hint" className="muted field-hint">
              {t("upload.fileHint")}
            </p>
          </div>
          <div className="field">
            <label htmlFor="upload-changelog">{t("upload.changelog")}</label>
            <textarea id="upload-changelog" name="changelog" />
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
