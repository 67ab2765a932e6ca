import type { Submission } from "@conform-to/react";
import { type DomainError, isDomainError } from "~/utils/domain-error";

export type FormReplyOptions = {
  /** The form error key when the error names no rule (default `errors.failed`). */
  fallbackKey?: string;
  /** Fields never echoed back (passwords). */
  hideFields?: string[];
  /**
   * The fields this page shows an error next to. A refusal naming any other field (a hidden input,
   * the intent, a checkbox: nothing the user typed) is also the form's error, so it is never silent.
   * Unset: every field's error is shown next to it.
   */
  shownFields?: readonly string[];
};

/** The form error for a value the page's own form never sends (a tampered or stale hidden field). */
export const UNSHOWN_FIELD_KEY = "errors.badFormValue";

/** `tags[0]`, `tags.0` → `tags`: the form field a path belongs to. */
const topField = (name: string) => name.split(/[.[]/, 1)[0] ?? name;

/**
 * The form errors for field errors the page does not show next to a field (`shownFields`):
 * the refusal's own reason when it names one, else `errors.badFormValue`. None when all are shown.
 */
export function unshownFieldFormErrors(
  fieldErrors: Record<string, unknown> | null | undefined,
  shownFields: readonly string[] | undefined,
  reason?: string | null,
): string[] | undefined {
  if (!shownFields || !fieldErrors) return undefined;
  const unshown = Object.keys(fieldErrors).some(
    (name) => name !== "" && !shownFields.includes(topField(name)),
  );
  if (!unshown) return undefined;
  return [reason && reason !== "invalidInput" ? `errors.${reason}` : UNSHOWN_FIELD_KEY];
}

/** The translation key a form shows for a refusal that names no field. */
function formErrorKey(error: DomainError, fallbackKey: string): string {
  if (error.code === "RATE_LIMITED") {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return `errors.throttled:${minutes}`;
  }
  // A refusal that names columns (hard mode's broken rule) carries them after a colon, for the page to label.
  const columns = (error.details as { columns?: unknown } | undefined)?.columns;
  if (error.reason && Array.isArray(columns) && columns.length > 0) {
    return `errors.${error.reason}:${columns.map(String).join(",")}`;
  }
  // A refusal that offers entries (a name several entries share) carries them as JSON, for the page to offer.
  const choices = (error.details as { choices?: unknown } | undefined)?.choices;
  if (error.reason && Array.isArray(choices) && choices.length > 0) {
    return `errors.${error.reason}:${JSON.stringify(choices)}`;
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
  { fallbackKey = "errors.failed", hideFields, shownFields }: FormReplyOptions = {},
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
    const formErrors = unshownFieldFormErrors(details.fields, shownFields, error.reason);
    return {
      status: 400,
      headers,
      result: submission.reply({
        fieldErrors: details.fields,
        hideFields,
        ...(formErrors ? { formErrors } : {}),
      }),
    };
  }
  const formErrors = [formErrorKey(error, fallbackKey)];
  return { status: error.status, headers, result: submission.reply({ formErrors, hideFields }) };
}
