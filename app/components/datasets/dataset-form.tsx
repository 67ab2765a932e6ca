import { Form, useNavigation } from "@remix-run/react";
import { inputProps, type ServerFormReply, serverForm } from "~/components/ui/server-form";
import { useTranslation } from "~/i18n/react";
import {
  DATASET_DESCRIPTION_MAX,
  DATASET_LANGUAGES,
  DATASET_NAME_MAX,
  DATASET_TYPES,
} from "~/utils/dataset-fields";
import { Field, useErrorText } from "./field";

/** The fields that show their errors next to them (the checkboxes show none: see `shownFields`). */
export const DATASET_FORM_SHOWN_FIELDS = ["name", "description", "type", "language", "tags"] as const;

export type DatasetFormDefaults = {
  name: string;
  description: string;
  isPublic: boolean;
  allowFork: boolean;
  language: string;
  type: string;
  tags: string;
};

/**
 * Create and edit share one form; it posts to the page's own action, so it works without
 * JavaScript. The server checks it (`datasetFormSchema` in `pageAction`): no zod in the browser.
 */
export function DatasetForm({
  id,
  defaults,
  lastResult,
  submitLabel,
}: {
  id: string;
  defaults: DatasetFormDefaults;
  lastResult: ServerFormReply;
  submitLabel: string;
}) {
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  const navigation = useNavigation();
  const errorText = useErrorText();
  const { form, fields } = serverForm(
    id,
    [...DATASET_FORM_SHOWN_FIELDS, "isPublic", "allowFork"],
    lastResult,
    defaults,
  );
  const formError = errorText(form.errors);
  return (
    <Form method="post" id={form.id} noValidate={form.noValidate}>
      {formError ? (
        <div id={form.errorId} className="form-error" role="alert">
          {formError}
        </div>
      ) : null}
      <Field field={fields.name} label={t("form.name")}>
        {(aria) => (
          <input {...inputProps(fields.name, "text")} {...aria} required maxLength={DATASET_NAME_MAX} />
        )}
      </Field>
      <Field field={fields.description} label={t("form.description")}>
        {(aria) => (
          <textarea
            name={fields.description.name}
            defaultValue={fields.description.defaultValue}
            {...aria}
            maxLength={DATASET_DESCRIPTION_MAX}
          />
        )}
      </Field>
      <Field field={fields.type} label={t("form.type")}>
        {(aria) => (
          <select name={fields.type.name} defaultValue={fields.type.defaultValue} {...aria}>
            {DATASET_TYPES.map((type) => (
              <option key={type} value={type}>
                {tc(`datasetTypes.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field={fields.language} label={t("form.language")}>
        {(aria) => (
          <select name={fields.language.name} defaultValue={fields.language.defaultValue} {...aria}>
            {DATASET_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field={fields.tags} label={t("form.tags")} hint={t("form.tagsHint")}>
        {(aria) => <input {...inputProps(fields.tags, "text")} {...aria} />}
      </Field>
      <div className="field">
        <label className="checkbox" htmlFor={fields.isPublic.id}>
          <input {...inputProps(fields.isPublic, "checkbox")} />
          {t("form.isPublic")}
        </label>
        <label className="checkbox" htmlFor={fields.allowFork.id}>
          <input {...inputProps(fields.allowFork, "checkbox")} />
          {t("form.allowFork")}
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
        {navigation.state === "submitting" ? t("form.saving") : submitLabel}
      </button>
    </Form>
  );
}
