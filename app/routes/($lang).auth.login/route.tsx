import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { FormField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { PasswordField } from "~/components/ui/password-field";
import { inputProps } from "~/components/ui/server-form";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { HONEYPOT_FIELD, loginFormSchema } from "~/schemas/auth";
import { loginWithPassword } from "~/services/auth/login.server";
import { IDENTIFIER_MAX } from "~/utils/auth-fields";
import { clientIp } from "~/web/auth-request.server";
import { readDeviceClaims } from "~/web/device-cookie.server";
import { guestAuthLoader, requireHumanGuest, signInAndGoBack } from "~/web/guest-page.server";
import { pageAction } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: Login keeps its own throttle (ADR 009): only the IP budget here. */
export const rateTiers: RouteTiers = { write: null };

export const links = authPageLinks;

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export const loader = guestAuthLoader("login.metaTitle");

export const meta = authPageMeta;

/** A wrong password (401) or the throttle (429) comes back to the form; no password is echoed. */
export const action = pageAction(
  loginFormSchema,
  async ({ context, request, value }) => {
    await requireHumanGuest(context, request, value[HONEYPOT_FIELD], "loginFailed");
    const devices = await readDeviceClaims(context.deps.env, request);
    const user = await loginWithPassword(context.deps, value, { ip: clientIp(request), devices });
    return signInAndGoBack(context, request, user, value.rememberMe, value.redirectTo);
  },
  {
    fallbackKey: "errors.loginFailed",
    hideFields: ["password"],
    formErrorCodes: ["UNAUTHORIZED"],
    shownFields: ["identifier", "password"],
  },
);

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  return (
    <AuthFormPage
      id="login"
      title={t("login.title")}
      intro={t("login.intro")}
      other={{ question: t("login.noAccount"), label: t("login.registerLink"), path: "/auth/register" }}
      names={["identifier", "password", "rememberMe"]}
      submit={{ label: t("login.submit"), busyLabel: t("login.submitting") }}
    >
      {(fields) => (
        <>
          <FormField field={fields.identifier} label={t("login.identifier")}>
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
          <PasswordField
            field={fields.password}
            label={t("login.password")}
            autoComplete="current-password"
          />
          <div className="field checkbox">
            <input {...inputProps(fields.rememberMe, "checkbox")} />
            <label htmlFor={fields.rememberMe.id}>{t("login.rememberMe")}</label>
          </div>
          <p>
            <Link to={lp("/auth/forgot")}>{t("forgot.link")}</Link>
          </p>
        </>
      )}
    </AuthFormPage>
  );
}
