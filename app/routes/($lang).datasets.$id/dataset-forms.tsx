import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, useErrorText } from "~/components/datasets/field";
import { FormError } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import type { FieldMeta } from "~/components/ui/server-form";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import type { ForkSource } from "~/services/datasets/dataset-view.server";

type Reply = SubmissionResult<string[]> | undefined;

/** The errors a reply holds for one field ("" is the form's own). */
const errorsOf = (reply: Reply, field: string) => reply?.error?.[field] ?? undefined;

/** A field of a dataset page form, its errors from the reply (ids `<id>`, `<id>-error`). */
const fieldOf = (reply: Reply, id: string, name: string): FieldMeta => ({
  id,
  name,
  errorId: `${id}-error`,
  errors: errorsOf(reply, name),
  defaultValue: undefined,
});

/** The form's own error (a refusal that names no field), translated. */
function useFormError(reply: Reply) {
  return useErrorText()(errorsOf(reply, ""));
}

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
  const formError = useFormError(reply);
  const sent = reply?.initialValue as { name?: string; note?: string } | undefined;
  return (
    <details className="action-panel" open={reply ? true : undefined}>
      <summary className="button button--ghost">{t("detail.fork")}</summary>
      <Form method="post" className="prose" aria-labelledby="fork-title">
        <h2 id="fork-title">{t("detail.forkTitle")}</h2>
        <input type="hidden" name="intent" value="fork" />
        <FormError id="fork-form-error" message={formError} />
        <Field field={fieldOf(reply, "fork-name", "name")} label={t("detail.forkName")}>
          {(aria) => (
            <input {...aria} name="name" required maxLength={64} defaultValue={sent?.name ?? defaultName} />
          )}
        </Field>
        <div className="checkbox">
          <input id="fork-public" name="isPublic" type="checkbox" defaultChecked />
          <label htmlFor="fork-public">{t("detail.forkPublic")}</label>
        </div>
        <Field field={fieldOf(reply, "fork-note", "note")} label={t("detail.forkNote")}>
          {(aria) => (
            <textarea {...aria} name="note" maxLength={500} rows={2} defaultValue={sent?.note ?? ""} />
          )}
        </Field>
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
  const formError = useFormError(reply);
  return (
    <details className="action-panel section" open={reply ? true : undefined}>
      <summary className="button button--danger">{t("detail.delete")}</summary>
      <Form method="post" className="prose">
        <input type="hidden" name="intent" value="delete" />
        <p>{t("detail.deleteHint")}</p>
        <FormError id="delete-form-error" message={formError} />
        <Field
          field={fieldOf(reply, "delete-confirm", "confirmName")}
          label={t("detail.deleteConfirmLabel", { name })}
        >
          {(aria) => <input {...aria} name="confirmName" required autoComplete="off" maxLength={200} />}
        </Field>
        <button type="submit" className="button button--danger" disabled={busy}>
          {t("detail.deleteSubmit")}
        </button>
      </Form>
    </details>
  );
}
