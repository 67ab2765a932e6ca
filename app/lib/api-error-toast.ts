import type { TFunction } from "i18next";
import { ERROR_MESSAGES } from "./api-client";
import { toApiError } from "./api-error";
import { showToast } from "./toast-store";

/** The translated text of a failed call: transport failures are ours to word, server messages are shown as sent. */
export function apiErrorText(error: unknown, t: TFunction<"common">): string {
  const { message } = toApiError(error);
  if (message === ERROR_MESSAGES.timeout) return t("api.requestTimeout");
  if (message === ERROR_MESSAGES.network) return t("api.networkError");
  if (message === ERROR_MESSAGES.invalidJson) return t("api.invalidResponse");
  return message === "Unknown error occurred" ? t("api.unknownError") : message;
}

/** Shows a failed API call as an error toast. */
export function showApiErrorToast(error: unknown, t: TFunction<"common">): string {
  return showToast({ type: "error", title: t("toast.errorTitle"), description: apiErrorText(error, t) });
}
