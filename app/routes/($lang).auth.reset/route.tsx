import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { PasswordField } from "~/components/ui/password-field";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { resetPasswordFormSchema } from "~/schemas/account";
import { resetPassword } from "~/services/auth/password-reset.server";
import { pageAction } from "~/web/page.server";
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
  const { t } = useTranslation("auth");
  return (
    <AuthFormPage
      id="reset"
      title={t("reset.title")}
      intro={t("reset.intro")}
      footer={{ label: t("reset.askAgain"), path: "/auth/forgot" }}
      names={["password", "confirmPassword"]}
      hidden={{ token }}
      tokenError={t("errors.resetTokenInvalid")}
      submit={{ label: t("reset.submit"), busyLabel: t("reset.submitting") }}
    >
      {(fields) => (
        <>
          <PasswordField field={fields.password} label={t("reset.password")} autoComplete="new-password" />
          <PasswordField
            field={fields.confirmPassword}
            label={t("reset.confirmPassword")}
            autoComplete="new-password"
          />
        </>
      )}
    </AuthFormPage>
  );
}
