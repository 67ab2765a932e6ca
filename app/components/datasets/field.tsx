import { useTranslation } from "react-i18next";
import { type FieldProps, FormField } from "../auth/form-field";

/** Translates zod message keys of the `datasets` namespace. */
export function useErrorText() {
  const { t } = useTranslation("datasets");
  return (errors: string[] | undefined) =>
    errors?.length
      ? errors.map((key) => t(key as "errors.generic", { defaultValue: t("errors.generic") })).join(" ")
      : null;
}

/** A dataset form's field: the shared field with errors from the `datasets` namespace. */
export function Field(props: Omit<FieldProps, "ns">) {
  return <FormField {...props} ns="datasets" />;
}
