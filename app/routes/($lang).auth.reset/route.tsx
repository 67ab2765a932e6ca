import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { FormField } from "~/components/ui/form-field";
import { inputProps } from "~/components/ui/server-form";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { resetPasswordFormSchema } from "~/schemas/account";
import { resetPassword } from "~/services/auth/password-reset.server";
import { PASSWORD_MAX } from "~/utils/auth-fields";
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
        </>
      )}
    </AuthFormPage>
  );
}
