import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import authStyles from "~/components/auth/auth.css?url";
import { AuthPage } from "~/components/auth/auth-page";
import { HoneypotField } from "~/components/auth/honeypot-field";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { FormError, FormField } from "~/components/ui/form-field";
import { inputProps } from "~/components/ui/server-form";
import { HONEYPOT_FIELD, registerFormSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth/register.server";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "~/utils/auth-fields";
import { DomainError } from "~/utils/domain-error";
import { signIn } from "~/web/auth-session.server";
import { afterLoginPath, requireGuest } from "~/web/guards.server";
import { loadGuestAuthPage } from "~/web/guest-page.server";
import { type FormFailure, pageAction } from "~/web/page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestAuthPage(context, request, "register.metaTitle");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

/**
 * design §6: an account by username, with an email and/or a phone number to sign in with too.
 * A taken field comes back as 409 on that field; no password is echoed.
 */
export const action = pageAction(
  registerFormSchema,
  async ({ context, request, value }) => {
    await requireGuest(context, request);
    if (value[HONEYPOT_FIELD]) throw new DomainError("INVALID", "Honeypot filled").because("registerFailed");
    const { username, email, phone, password, redirectTo } = value;
    const user = await registerUser(context.deps, {
      identifierType: email ? "email" : phone ? "phone" : "username",
      username,
      email,
      phone,
      password,
    });
    const { setCookie } = await signIn(context, request, user, false);
    return redirect(afterLoginPath(request, redirectTo), { headers: { "Set-Cookie": setCookie } });
  },
  { fallbackKey: "errors.registerFailed", hideFields: ["password", "confirmPassword"] },
);

export default function RegisterPage() {
  const { redirectTo, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { t } = useTranslation("auth");
  const { form, fields, formError, busy } = useAuthForm(
    "register-form",
    ["username", "email", "phone", "password", "confirmPassword"],
    actionData?.result,
  );
  return (
    <AuthPage
      id="register"
      title={t("register.title")}
      intro={t("register.intro")}
      providers={providers}
      redirectTo={redirectTo}
      other={{ question: t("register.haveAccount"), label: t("register.loginLink"), path: "/auth/login" }}
      wide
    >
      <Form
        method="post"
        id={form.id}
        noValidate={form.noValidate}
        aria-describedby={formError ? form.errorId : undefined}
      >
        <FormError id={form.errorId} message={formError} />
        <HoneypotField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
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
          <FormField field={fields.password} label={t("register.password")} hint={t("register.passwordHint")}>
            {(aria) => (
              <input
                {...inputProps(fields.password, "password")}
                {...aria}
                required
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField field={fields.confirmPassword} label={t("register.confirmPassword")}>
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
        </div>
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("register.submitting") : t("register.submit")}
        </button>
      </Form>
    </AuthPage>
  );
}
