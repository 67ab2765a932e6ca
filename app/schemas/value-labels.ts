import { z } from "zod";
import { ATTRIBUTE_KEY_PATTERN } from "./datasets";

/** design §2: a category column's values shown per language; at most this many values a column, offered to translate. */
export const VALUE_LABELS_MAX_VALUES = 60;
/** At most this many columns × values in one form (50 columns is the upload's cap). */
const MAX_PAIRS = VALUE_LABELS_MAX_VALUES * 50;

const label = z.string().trim().max(100, "errors.tooLong100").optional();

/**
 * The value-labels form (`/datasets/{id}/values`): one row per value of a category column, the value
 * as written (hidden, so the form posts without JavaScript) and its label per language; an empty
 * label shows the value as written.
 */
export const valueLabelsFormSchema = z.object({
  labels: z
    .array(
      z.object({
        column: z.string().regex(ATTRIBUTE_KEY_PATTERN, "errors.badFormValue"),
        value: z.string().min(1, "errors.badFormValue").max(500, "errors.badFormValue"),
        zh: label,
        en: label,
      }),
    )
    .max(MAX_PAIRS, "errors.badFormValue")
    .default([]),
});
export type ValueLabelsInput = z.output<typeof valueLabelsFormSchema>;
