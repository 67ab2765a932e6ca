import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Translates zod message keys of the `datasets` namespace. */
export function useErrorText() {
  const { t } = useTranslation("datasets");
  return (errors: string[] | undefined) =>
    errors?.length
      ? errors.map((key) => t(key as "errors.generic", { defaultValue: t("errors.generic") })).join(" ")
      : null;
}

type FieldProps = {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  children: (aria: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
};

export function Field({ field, label, hint, children }: FieldProps) {
  const errorText = useErrorText()(field.errors);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, errorText ? field.errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children({
        id: field.id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(errorText ? { "aria-invalid": true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={field.errorId} className="field-error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
