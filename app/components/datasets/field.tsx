import { type FieldProps, FormField, useErrorText as useFormErrorText } from "~/components/ui/form-field";

/** Translates zod message keys of the `datasets` namespace. */
export const useErrorText = () => useFormErrorText("datasets");

/** A dataset form's field: the shared field with errors from the `datasets` namespace. */
export function Field(props: Omit<FieldProps, "ns">) {
  return <FormField {...props} ns="datasets" />;
}
