import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DATASET_LANGUAGES, DATASET_TYPES, datasetFormSchema } from "~/schemas/datasets";
import { Field, useErrorText } from "./field";

export type DatasetFormDefaults = {
  name: string;
  description: string;
  isPublic: boolean;
  allowFork: boolean;
  language: string;
  type: string;
  tags: string;
};

/** Create and edit share one form; it posts to the page's own action, so it works without JavaScript. */
export function DatasetForm({
  id,
  defaults,
  lastResult,
  submitLabel,
}: {
  id: string;
  defaults: DatasetFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  const navigation = useNavigation();
  const errorText = useErrorText();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(datasetFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: datasetFormSchema }),
  });
  const formError = errorText(form.errors);
  return (
    <Form method="post" {...getFormProps(form)}>
      {formError ? (
        <div id={form.errorId} className="form-error" role="alert">
          {formError}
        </div>
      ) : null}
      <Field field={fields.name} label={t("form.name")}>
        {(aria) => <input {...getInputProps(fields.name, { type: "text" })} {...aria} maxLength={64} />}
      </Field>
      <Field field={fields.description} label={t("form.description")}>
        {(aria) => <textarea {...getTextareaProps(fields.description)} {...aria} maxLength={5000} />}
      </Field>
      <Field field={fields.type} label={t("form.type")}>
        {(aria) => (
          <select {...getSelectProps(fields.type)} {...aria}>
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
          <select {...getSelectProps(fields.language)} {...aria}>
            {DATASET_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field field={fields.tags} label={t("form.tags")} hint={t("form.tagsHint")}>
        {(aria) => <input {...getInputProps(fields.tags, { type: "text" })} {...aria} />}
      </Field>
      <div className="field">
        <label className="checkbox" htmlFor={fields.isPublic.id}>
          <input {...getInputProps(fields.isPublic, { type: "checkbox" })} />
          {t("form.isPublic")}
        </label>
        <label className="checkbox" htmlFor={fields.allowFork.id}>
          <input {...getInputProps(fields.allowFork, { type: "checkbox" })} />
          {t("form.allowFork")}
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
        {navigation.state === "submitting" ? t("form.saving") : submitLabel}
      </button>
    </Form>
  );
}
