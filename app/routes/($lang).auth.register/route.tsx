import { AuthFormPage, authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { FormField } from "~/components/ui/form-field";
import { PasswordField } from "~/components/ui/password-field";
import { inputProps } from "~/components/ui/server-form";
import { useTranslation } from "~/i18n/react";
import { HONEYPOT_FIELD, registerFormSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth/register.server";
import { EMAIL_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "~/utils/auth-fields";
import { guestAuthLoader, requireHumanGuest, signInAndGoBack } from "~/web/guest-page.server";
import { pageAction } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: Sign-ups spend their own budget (a reset has another). */
export const rateTiers: RouteTiers = { write: "signUp" };

export const links = authPageLinks;

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export const loader = guestAuthLoader("register.metaTitle");

export const meta = authPageMeta;

/**
 * design §6: an account by username, with an email and/or a phone number to sign in with too.
 * A taken field comes back as 409 on that field; no password is echoed.
 */
export const action = pageAction(
  registerFormSchema,
  async ({ context, request, value, locale }) => {
    await requireHumanGuest(context, request, value[HONEYPOT_FIELD], "registerFailed");
    const { username, email, phone, password, redirectTo } = value;
    const user = await registerUser(
      context.deps,
      {
        identifierType: email ? "email" : phone ? "phone" : "username",
        username,
        email,
        phone,
        password,
      },
      locale,
    );
    return signInAndGoBack(context, request, user, false, redirectTo);
  },
  {
    fallbackKey: "errors.registerFailed",
    hideFields: ["password", "confirmPassword"],
    shownFields: ["username", "email", "phone", "password", "confirmPassword"],
  },
);

export default function RegisterPage() {
  const { t } = useTranslation("auth");
  return (
    <AuthFormPage
      id="register"
      title={t("register.title")}
      intro={t("register.intro")}
      other={{ question: t("register.haveAccount"), label: t("register.loginLink"), path: "/auth/login" }}
      wide
      names={["username", "email", "phone", "password", "confirmPassword"]}
      submit={{ label: t("register.submit"), busyLabel: t("register.submitting") }}
    >
      {(fields) => (
        <>
          <FormField field={fields.username} label={t("register.username")} hint={t("register.usernameHint")}>
            {(aria) => (
              <input
                {...inputProps(fields.username, "text")}
                {...aria}
                required
                minLength={USERNAME_MIN}
                maxLength={USERNAME_MAX}
                autoComplete="username"
              />
            )}
          </FormField>
          <div className="auth-page__pair">
            <FormField field={fields.email} label={t("register.email")}>
              {(aria) => (
                <input
                  {...inputProps(fields.email, "email")}
                  {...aria}
                  maxLength={EMAIL_MAX}
                  autoComplete="email"
                />
              )}
            </FormField>
            <FormField field={fields.phone} label={t("register.phone")} hint={t("register.phoneHint")}>
              {(aria) => (
                <input {...inputProps(fields.phone, "tel")} {...aria} autoComplete="tel" inputMode="tel" />
              )}
            </FormField>
          </div>
          <div className="auth-page__pair">
            <PasswordField
              field={fields.password}
              label={t("register.password")}
              hint={t("register.passwordHint")}
              minLength={PASSWORD_MIN}
              autoComplete="new-password"
            />
            <PasswordField
              field={fields.confirmPassword}
              label={t("register.confirmPassword")}
              autoComplete="new-password"
            />
          </div>
        </>
      )}
    </AuthFormPage>
  );
}
