import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { datasetTitle } from "~/components/datasets/dataset-card";
import { DATASET_FORM_SHOWN_FIELDS, DatasetForm } from "~/components/datasets/dataset-form";
import { Link } from "~/components/ui/link";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { datasetFormSchema, idParamSchema } from "~/schemas/datasets";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import type { DatasetView } from "~/services/datasets/dataset-view.server";
import { getEditableDataset, updateDataset } from "~/services/datasets/datasets.server";
import { DomainError } from "~/utils/domain-error";
import { type PageInput, pageAction, pageLoader } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["datasets"] };

/** `?id=N` (spec), also `?datasetId=` / `?dataset_id=`; null when none is given. */
function datasetIdOf(url: URL): number | null {
  const raw = ["id", "datasetId", "dataset_id"].map((key) => url.searchParams.get(key)).find((v) => v);
  if (!raw) return null;
  const id = idParamSchema.safeParse(raw);
  if (!id.success) throw new DomainError("NOT_FOUND", "Dataset not found");
  return id.data;
}

/** The dataset if the viewer owns it; others get the 404 page (never a hint that it exists). */
async function ownedDataset({ deps, requireUser }: PageInput, id: number) {
  const user = await requireUser();
  return { user, dataset: await getEditableDataset(deps, id, user.id) };
}

type EditData =
  | { title: string; dataset: DatasetView; choices: null }
  | { title: string; dataset: null; choices: DatasetView[] };

/** /datasets/edit?id=N edits that dataset; without an id a signed-in user picks one of theirs. */
export const loader = pageLoader(async (input): Promise<EditData> => {
  const t = getT(input.locale, "datasets");
  const id = datasetIdOf(input.url);
  if (id === null) {
    const user = await input.requireUser();
    const mine = await listDatasets(input.deps, { ownerId: user.id, offset: 0, limit: 100 }, user.id);
    return { title: `${t("form.pickTitle")} — Datadle`, dataset: null, choices: mine.datasets };
  }
  const { dataset } = await ownedDataset(input, id);
  return { title: `${t("form.editTitle")} — Datadle`, dataset, choices: null };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export const action = pageAction(
  datasetFormSchema,
  async (input) => {
    const id = datasetIdOf(input.url);
    if (id === null) throw new DomainError("NOT_FOUND", "Dataset not found");
    const { user, dataset } = await ownedDataset(input, id);
    await updateDataset(input.deps, user.id, dataset.id, input.value);
    return redirectWithToast(localizePath(`/datasets/${dataset.id}`, input.locale), {
      type: "success",
      title: getT(input.locale, "datasets")("form.saved"),
    });
  },
  { shownFields: DATASET_FORM_SHOWN_FIELDS },
);

function DatasetPicker({ choices }: { choices: DatasetView[] }) {
  const { t } = useTranslation("datasets");
  const lp = useLocalePath();
  const locale = useCurrentLocale();
  return (
    <section aria-labelledby="pick-title" className="prose">
      <h1 id="pick-title">{t("form.pickTitle")}</h1>
      {choices.length === 0 ? (
        <p className="empty">
          {t("form.pickEmpty")} <Link to={lp("/datasets/create")}>{t("list.create")}</Link>
        </p>
      ) : (
        <ul className="trash-list">
          {choices.map((dataset) => (
            <li key={dataset.id}>
              <Link to={lp(`/datasets/edit?id=${dataset.id}`)}>{datasetTitle(dataset, locale)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function EditDatasetPage() {
  const { dataset, choices } = useLoaderData<typeof loader>();
  // Success redirects, so only a failure's reply ever reaches the page.
  const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const { t } = useTranslation("datasets");
  const lp = useLocalePath();
  if (!dataset) return <DatasetPicker choices={choices ?? []} />;
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
