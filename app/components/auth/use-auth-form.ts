import { useNavigation } from "@remix-run/react";
import { type ServerFormReply, serverForm } from "~/components/ui/server-form";
import { useTranslation } from "~/i18n/react";

/**
 * Every account form: checked by the server alone (the same zod schema as the API, in
 * `pageAction`), its reply shown next to the fields, the typed values kept (never a password).
 */
export function useAuthForm<Name extends string>(
  id: string,
  names: readonly Name[],
  lastResult: ServerFormReply,
) {
  const { form, fields } = serverForm(id, names, lastResult);
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
