import type { Submission } from "@conform-to/react";
import { type DomainError, isDomainError } from "~/utils/domain-error";

export type FormReplyOptions = {
  /** The form error key when the error names no rule (default `errors.failed`). */
  fallbackKey?: string;
  /** Fields never echoed back (passwords). */
  hideFields?: string[];
};

/** The translation key a form shows for a refusal that names no field. */
function formErrorKey(error: DomainError, fallbackKey: string): string {
  if (error.code === "RATE_LIMITED") {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return `errors.throttled:${minutes}`;
  }
  if (error.reason) return `errors.${error.reason}`;
  if (error.code === "FORBIDDEN") return "errors.forbidden";
  return fallbackKey;
}

/**
 * THE mapping of a DomainError to a form's errors (every page action uses it through
 * `pageAction`): 400 per-field keys, 409 the taken field, anything else one form error key.
 */
export function replyWithDomainError<S extends Submission<unknown>>(
  submission: S,
  error: unknown,
  { fallbackKey = "errors.failed", hideFields }: FormReplyOptions = {},
) {
  if (!isDomainError(error)) throw error;
  const details = (error.details ?? {}) as { field?: string; fields?: Record<string, string[]> };
  const headers: Record<string, string> = {};
  if (error.retryAfter !== undefined) headers["Retry-After"] = String(Math.ceil(error.retryAfter));
  if (error.code === "CONFLICT" && details.field) {
    const key = `errors.taken${details.field[0].toUpperCase()}${details.field.slice(1)}`;
    return {
      status: 409,
      headers,
      result: submission.reply({ fieldErrors: { [details.field]: [key] }, hideFields }),
    };
  }
  if (error.code === "INVALID" && details.fields) {
    return { status: 400, headers, result: submission.reply({ fieldErrors: details.fields, hideFields }) };
  }
  const formErrors = [formErrorKey(error, fallbackKey)];
  return { status: error.status, headers, result: submission.reply({ formErrors, hideFields }) };
}
