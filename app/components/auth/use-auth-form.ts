import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";

/** conform set up as every account form is: validate on blur, again on input, errors translated. */
export function useAuthForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const formError = useFormErrorMessage(form.errors);
  const busy = useNavigation().state === "submitting";
  return { form, fields, formError, busy };
}

/** Form error keys may carry a count after a colon: `errors.throttled:15`. */
export function useFormErrorMessage(errors: string[] | undefined): string | null {
  const { t } = useTranslation("auth");
  const first = errors?.[0];
  if (!first) return null;
  const [key, count] = first.split(":");
  if (key === "errors.throttled") return t("errors.throttled", { count: Number(count) || 1 });
  return t(key as "errors.generic", { defaultValue: t("errors.generic") });
}
