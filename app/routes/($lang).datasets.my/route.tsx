import type { SubmissionResult } from "@conform-to/react";
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DatasetGrid } from "~/components/datasets/dataset-card";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { useErrorText } from "~/components/datasets/field";
import { Pager } from "~/components/datasets/pager";
import { Link } from "~/components/ui/link";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { restoreDatasetFormSchema } from "~/schemas/datasets";
import { DEFAULT_PAGE_SIZE, pageCount, pageParam } from "~/schemas/page-param";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import { listDeletedDatasets, restoreDataset } from "~/services/datasets/trash.server";
import { pageAction, pageLoader } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["datasets"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

/** The owner's datasets, plus the ones deleted in the last 30 days (restore) and an Undo for the last one. */
export const loader = pageLoader(async ({ deps, url, locale, requireUser }) => {
  const user = await requireUser();
  const page = pageParam(url);
  const list = await listDatasets(
    deps,
    { ownerId: user.id, offset: (page - 1) * DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE },
    user.id,
  );
  const deleted = await listDeletedDatasets(deps, user.id);
  const justDeleted = Number(url.searchParams.get("deleted"));
  const t = getT(locale, "datasets");
  return {
    title: `${t("my.title")} — Datadle`,
    list,
    deleted,
    undo: deleted.find((dataset) => dataset.id === justDeleted) ?? null,
    page,
    totalPages: pageCount(list.total, DEFAULT_PAGE_SIZE),
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export const action = pageAction(
  restoreDatasetFormSchema,
  async ({ deps, requireUser, locale, value }) => {
    const user = await requireUser();
    await restoreDataset(deps, user.id, value.id);
    return redirectWithToast(localizePath(`/datasets/${value.id}`, locale), {
      type: "success",
      title: getT(locale, "datasets")("my.restored"),
    });
  },
  // Nothing left to restore (30 days passed, or restored in another tab) is this form's answer.
  // Its fields are hidden: a bad one is the form's error.
  { formErrorCodes: ["NOT_FOUND"], shownFields: [] },
);

function RestoreButton({ id, label, busy }: { id: number; label: string; busy: boolean }) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button--ghost button--sm" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

export default function MyDatasetsPage() {
  const { list, deleted, undo, page, totalPages } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const { t } = useTranslation("datasets");
  const lp = useLocalePath();
  const locale = useCurrentLocale();
  const errorText = useErrorText();
  const busy = useNavigation().state === "submitting";
  const formError = errorText(reply?.result?.error?.[""] ?? undefined);
  return (
    <section aria-labelledby="my-title">
      <div className="page-head">
        <h1 id="my-title">{t("my.title")}</h1>
        <Link to={lp("/datasets/create")} className="button button--primary">
          {t("list.create")}
        </Link>
      </div>
      {undo ? (
        <div className="notice" role="status">
          <span>{t("my.deletedBanner", { name: undo.name })}</span>{" "}
          <RestoreButton id={undo.id} label={t("my.undo")} busy={busy} />
        </div>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <DatasetGrid datasets={list.datasets} empty={t("my.empty")} />
      <Pager page={page} totalPages={totalPages} />
      {deleted.length > 0 ? (
        <section aria-labelledby="trash-title" className="section">
          <h2 id="trash-title">{t("my.trashTitle")}</h2>
          <p className="muted">{t("my.trashHint")}</p>
          <ul className="trash-list">
            {deleted.map((dataset) => (
              <li key={dataset.id}>
                <span>
                  {dataset.name} ·{" "}
                  {t("my.restoreUntil", {
                    date: new Date(dataset.restoreUntil).toLocaleDateString(locale, { timeZone: "UTC" }),
                  })}
                </span>{" "}
                <RestoreButton id={dataset.id} label={t("my.restore")} busy={busy} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
