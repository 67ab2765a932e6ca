import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { DeadLinkNotice } from "~/components/auth/dead-link-notice";
import { PasswordField } from "~/components/ui/password-field";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { resetPasswordFormSchema } from "~/schemas/account";
import { resetLinkIsLive, resetPassword } from "~/services/auth/password-reset.server";
import { pageAction, pageLoader } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";
import { clearSessionCookie, isSecureRequest } from "~/web/session-cookie.server";
import { redirectWithToast } from "~/web/toast.server";

/** docs/rate-limits.md: Setting a new password spends the reset budget, apart from sign-ups. */
export const rateTiers: RouteTiers = { write: "reset" };

export const links = authPageLinks;
export const meta = authPageMeta;
export const handle = { i18n: ["auth"] };

/**
 * The link's token travels in the form (a hidden field) and is spent only on submit; the page reads
 * first whether it still works, so a used or expired link says so before any password is typed.
 */
export const loader = pageLoader(async ({ deps, url, locale }) => {
  const t = getT(locale, "auth");
  const token = (url.searchParams.get("token") ?? "").slice(0, 128);
  return { title: t("reset.metaTitle"), token, live: await resetLinkIsLive(deps, token) };
});

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
  const { token, live } = useLoaderData<typeof loader>();
  const replied = useActionData<typeof action>() !== undefined;
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  if (!live && !replied) {
    return (
      <DeadLinkNotice
        id="reset"
        title={t("reset.title")}
        problem={t("errors.resetTokenInvalid")}
        to={lp("/auth/forgot")}
        action={t("reset.askAgain")}
      />
    );
  }
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
