import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { verifyEmailSchema } from "~/schemas/account";
import { verifyEmail } from "~/services/auth/verify-email.server";
import { pageAction } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";

export const links = authPageLinks;
export const meta = authPageMeta;
export const handle = { i18n: ["auth"] };

/**
 * The email's link opens a page with one button: a GET never spends the token (mail scanners open
 * links), the POST does.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return { title: t("verify.metaTitle"), token: (url.searchParams.get("token") ?? "").slice(0, 128) };
}

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
  const { token } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
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
