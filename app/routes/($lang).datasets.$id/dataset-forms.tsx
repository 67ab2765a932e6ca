import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/datasets/field";
import { FieldErrors, FormError } from "~/components/ui/form-field";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import type { ForkSource } from "~/services/datasets/dataset-view.server";
import { localized } from "~/utils/localized";

type Reply = SubmissionResult<string[]> | undefined;

/** The errors a reply holds for one field ("" is the form's own). */
const errorsOf = (reply: Reply, field: string) => reply?.error?.[field] ?? undefined;

/** "Forked from <name> by <owner>" with a link, or "a deleted dataset" once the source is gone. */
export function ForkedFrom({ source }: { source: ForkSource }) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  if (!source.available || !source.name) return <span>{t("detail.forkedFromDeleted")}</span>;
  const name = localized(source.nameI18n, locale, source.name);
  return (
    <span>
      {t("detail.forkedFromPrefix")} <Link to={lp(`/datasets/${source.id}`)}>{name}</Link>
      {source.owner ? (
        <>
          {" "}
          {t("detail.forkedFromBy")} <Link to={lp(`/users/${source.owner.id}`)}>{source.owner.name}</Link>
        </>
      ) : null}
    </span>
  );
}

/** Fork opens a short form (no JavaScript needed): the name "<name> (fork)", visibility and a note. */
export function ForkForm({ defaultName, reply, busy }: { defaultName: string; reply: Reply; busy: boolean }) {
  const { t } = useTranslation("datasets");
  const errorText = useErrorText();
  const formError = errorText(errorsOf(reply, ""));
  const nameError = errorText(errorsOf(reply, "name"));
  const sent = reply?.initialValue as { name?: string; note?: string } | undefined;
  return (
    <details className="action-panel" open={reply ? true : undefined}>
      <summary className="button button--ghost">{t("detail.fork")}</summary>
      <Form method="post" className="prose" aria-labelledby="fork-title">
        <h2 id="fork-title">{t("detail.forkTitle")}</h2>
        <input type="hidden" name="intent" value="fork" />
        <FormError id="fork-form-error" message={formError} />
        <div className="field">
          <label htmlFor="fork-name">{t("detail.forkName")}</label>
          <input
            id="fork-name"
            name="name"
            required
            maxLength={64}
            defaultValue={sent?.name ?? defaultName}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "fork-name-error" : undefined}
          />
          <FieldErrors id="fork-name-error" errors={errorsOf(reply, "name")} ns="datasets" />
        </div>
        <div className="checkbox">
          <input id="fork-public" name="isPublic" type="checkbox" defaultChecked />
          <label htmlFor="fork-public">{t("detail.forkPublic")}</label>
        </div>
        <div className="field">
          <label htmlFor="fork-note">{t("detail.forkNote")}</label>
          <textarea id="fork-note" name="note" maxLength={500} rows={2} defaultValue={sent?.note ?? ""} />
          <FieldErrors id="fork-note-error" errors={errorsOf(reply, "note")} ns="datasets" />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("detail.forkSubmit")}
        </button>
      </Form>
    </details>
  );
}

/** Delete asks for the dataset's name; the dataset can be restored from "My datasets" for 30 days. */
export function DeleteDatasetForm({ name, reply, busy }: { name: string; reply: Reply; busy: boolean }) {
  const { t } = useTranslation("datasets");
  const errorText = useErrorText();
  const formError = errorText(errorsOf(reply, ""));
  const nameError = errorText(errorsOf(reply, "confirmName"));
  return (
    <details className="action-panel section" open={reply ? true : undefined}>
      <summary className="button button--danger">{t("detail.delete")}</summary>
      <Form method="post" className="prose">
        <input type="hidden" name="intent" value="delete" />
        <p>{t("detail.deleteHint")}</p>
        <FormError id="delete-form-error" message={formError} />
        <div className="field">
          <label htmlFor="delete-confirm">{t("detail.deleteConfirmLabel", { name })}</label>
          <input
            id="delete-confirm"
            name="confirmName"
            required
            autoComplete="off"
            maxLength={200}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "delete-confirm-error" : undefined}
          />
          <FieldErrors id="delete-confirm-error" errors={errorsOf(reply, "confirmName")} ns="datasets" />
        </div>
        <button type="submit" className="button button--danger" disabled={busy}>
          {t("detail.deleteSubmit")}
        </button>
      </Form>
    </details>
  );
}
