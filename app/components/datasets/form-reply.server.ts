import type { Submission } from "@conform-to/react";
import { isDomainError } from "~/utils/domain-error";

/** A service's DomainError as the form's errors: 400 field keys, else a translated form error key. */
export function replyWithDomainError<S extends Submission<unknown>>(submission: S, error: unknown) {
  if (!isDomainError(error)) throw error;
  const details = (error.details ?? {}) as { fields?: Record<string, string[]> };
  if (error.code === "INVALID" && details.fields) {
    return { status: 400, result: submission.reply({ fieldErrors: details.fields }) };
  }
  const key = error.code === "FORBIDDEN" ? "errors.forbidden" : "errors.failed";
  return { status: error.status, result: submission.reply({ formErrors: [key] }) };
}
