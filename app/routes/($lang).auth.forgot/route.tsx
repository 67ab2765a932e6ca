import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { FormField } from "~/components/ui/form-field";
import { inputProps } from "~/components/ui/server-form";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { forgotPasswordSchema } from "~/schemas/account";
import { requestPasswordReset } from "~/services/auth/password-reset.server";
import { IDENTIFIER_MAX } from "~/utils/auth-fields";
import { clientIp } from "~/web/auth-request.server";
import { readDeviceClaims } from "~/web/device-cookie.server";
import { pageAction } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: Reset requests also count per account and IP over 15 minutes (password-reset.server.ts). */
export const rateTiers: RouteTiers = { write: "reset" };

export const links = authPageLinks;
export const meta = authPageMeta;
export const handle = { i18n: ["auth"] };

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return { title: t("forgot.metaTitle"), sent: url.searchParams.get("sent") === "1" };
}

/** The same page and sentence afterwards, whether or not the identifier named an account. */
export const action = pageAction(
  forgotPasswordSchema,
  async ({ deps, request, value, locale }) => {
    const devices = await readDeviceClaims(deps.env, request);
    await requestPasswordReset(deps, value, { ip: clientIp(request), locale, devices });
    return new Response(null, {
      status: 303,
      headers: { Location: `${localizePath("/auth/forgot", locale)}?sent=1` },
    });
  },
  { shownFields: ["identifier"] },
);

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <AuthFormPage
      id="forgot"
      title={t("forgot.title")}
      intro={t("forgot.intro")}
      notice={sent ? t("forgot.sent") : null}
      footer={{ label: t("forgot.back"), path: "/auth/login" }}
      names={["identifier"]}
      submit={{ label: t("forgot.submit"), busyLabel: t("forgot.submitting") }}
    >
      {(fields) => (
        <FormField field={fields.identifier} label={t("forgot.identifier")}>
          {(aria) => (
            <input
              {...inputProps(fields.identifier, "text")}
              {...aria}
              required
              maxLength={IDENTIFIER_MAX}
              autoComplete="username"
            />
          )}
        </FormField>
      )}
    </AuthFormPage>
  );
}
