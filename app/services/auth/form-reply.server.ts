import type { Submission } from "@conform-to/react";
import { isDomainError } from "~/utils/domain-error";

export type AuthFormFailure = { status: number; formError: string | null; retryMinutes?: number };

/**
 * Maps a DomainError from the auth services to what a form shows: field errors (409 names the
 * taken field; 400 carries per-field keys) or a form error key, translated by the page.
 */
export function replyToDomainError<S extends Submission<unknown>>(
  submission: S,
  error: unknown,
  fallbackKey: string,
  hideFields: string[],
) {
  if (!isDomainError(error)) throw error;
  const details = (error.details ?? {}) as { field?: string; fields?: Record<string, string[]> };
  if (error.code === "CONFLICT" && details.field) {
    const key = `errors.taken${details.field[0].toUpperCase()}${details.field.slice(1)}`;
    return { status: 409, result: submission.reply({ fieldErrors: { [details.field]: [key] }, hideFields }) };
  }
  if (error.code === "INVALID" && details.fields) {
    return { status: 400, result: submission.reply({ fieldErrors: details.fields, hideFields }) };
  }
  if (error.code === "RATE_LIMITED") {
    const retryMinutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return {
      status: 429,
      retryAfter: error.retryAfter,
      result: submission.reply({ formErrors: [`errors.throttled:${retryMinutes}`], hideFields }),
    };
  }
  return { status: error.status, result: submission.reply({ formErrors: [fallbackKey], hideFields }) };
}
