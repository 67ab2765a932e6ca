import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { useFormErrorMessage } from "./form-field";

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
