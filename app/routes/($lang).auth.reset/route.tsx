import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { FormError, FormField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { inputProps } from "~/components/ui/server-form";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { resetPasswordFormSchema } from "~/schemas/account";
import { resetPassword } from "~/services/auth/password-reset.server";
import { PASSWORD_MAX } from "~/utils/auth-fields";
import { type FormFailure, pageAction } from "~/web/page.server";
import { clearSessionCookie, isSecureRequest } from "~/web/session-cookie.server";
import { redirectWithToast } from "~/web/toast.server";

export const links = authPageLinks;
export const meta = authPageMeta;
export const handle = { i18n: ["auth"] };

/** The link's token travels in the form (a hidden field); it is checked, and spent, only on submit. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return { title: t("reset.metaTitle"), token: (url.searchParams.get("token") ?? "").slice(0, 128) };
}

/** Every session ends (this browser's cookie too); the player signs in with the new password. */
export const action = pageAction(
  resetPasswordFormSchema,
  async ({ deps, request, value, locale }) => {
    await resetPassword(deps, value);
    return redirectWithToast(
      localizePath("/auth/login", locale),
      { type: "success", title: getT(locale, "auth")("reset.done") },
      { headers: { "Set-Cookie": clearSessionCookie(isSecureRequest(request)) } },
    );
  },
  { hideFields: ["password", "confirmPassword"], shownFields: ["password", "confirmPassword"] },
);

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  const { form, fields, formError, busy } = useAuthForm(
    "reset-form",
    ["password", "confirmPassword"],
    actionData?.result,
  );
  const tokenProblem = actionData?.result?.error?.token;
  return (
    <section className="auth-page card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("reset.title")}</h1>
      <p className="muted">{t("reset.intro")}</p>
      <Form
        method="post"
        id={form.id}
        noValidate={form.noValidate}
        aria-describedby={formError ? form.errorId : undefined}
      >
        <FormError id={form.errorId} message={tokenProblem ? t("errors.resetTokenInvalid") : formError} />
        <input type="hidden" name="token" value={token} />
        <FormField field={fields.password} label={t("reset.password")}>
          {(aria) => (
            <input
              {...inputProps(fields.password, "password")}
              {...aria}
              required
              maxLength={PASSWORD_MAX}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <FormField field={fields.confirmPassword} label={t("reset.confirmPassword")}>
          {(aria) => (
            <input
              {...inputProps(fields.confirmPassword, "password")}
              {...aria}
              required
              maxLength={PASSWORD_MAX}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("reset.submitting") : t("reset.submit")}
        </button>
      </Form>
      <p className="auth-page__switch">
        <Link to={lp("/auth/forgot")}>{t("reset.askAgain")}</Link>
      </p>
    </section>
  );
}
