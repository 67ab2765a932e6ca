import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { DeadLinkNotice } from "~/components/auth/dead-link-notice";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { verifyEmailSchema } from "~/schemas/account";
import { verifyEmail, verifyLinkIsLive } from "~/services/auth/verify-email.server";
import { pageAction, pageLoader } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";
import { redirectWithToast } from "~/web/toast.server";

/** docs/rate-limits.md: Verifying an address spends the reset budget (not sign-ups'). */
export const rateTiers: RouteTiers = { write: "reset" };

export const links = authPageLinks;
export const meta = authPageMeta;
export const handle = { i18n: ["auth"] };

/**
 * The email's link opens a page with one button: a GET never spends the token (mail scanners open
 * links), the POST does. The GET reads whether it still works, so a dead link says so at once.
 */
export const loader = pageLoader(async ({ deps, url, locale }) => {
  const t = getT(locale, "auth");
  const token = (url.searchParams.get("token") ?? "").slice(0, 128);
  return { title: t("verify.metaTitle"), token, live: await verifyLinkIsLive(deps, token) };
});

export const action = pageAction(
  verifyEmailSchema,
  async ({ deps, value, locale }) => {
    await verifyEmail(deps, value.token);
    return redirectWithToast(localizePath("/", locale), {
      type: "success",
      title: getT(locale, "auth")("verify.done"),
    });
  },
  { shownFields: [] },
);

export default function VerifyEmailPage() {
  const { token, live } = useLoaderData<typeof loader>();
  const replied = useActionData<typeof action>() !== undefined;
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  if (!live && !replied) {
    return (
      <DeadLinkNotice
        id="verify"
        title={t("verify.title")}
        problem={t("errors.verifyTokenInvalid")}
        hint={t("verify.askAgainHint")}
        to={lp("/profile")}
        action={t("verify.askAgain")}
      />
    );
  }
  return (
    <AuthFormPage
      id="verify"
      title={t("verify.title")}
      intro={t("verify.intro")}
      names={[]}
      hidden={{ token }}
      tokenError={t("errors.verifyTokenInvalid")}
      submit={{ label: t("verify.submit"), busyLabel: t("verify.submitting") }}
    />
  );
}
