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
import { HONEYPOT_FIELD, loginFormSchema } from "~/schemas/auth";
import { loginWithPassword } from "~/services/auth/login.server";
import { IDENTIFIER_MAX, PASSWORD_MAX } from "~/utils/auth-fields";
import { DomainError } from "~/utils/domain-error";
import { clientIp } from "~/web/auth-request.server";
import { signIn } from "~/web/auth-session.server";
import { afterLoginPath, requireGuest } from "~/web/guards.server";
import { loadGuestAuthPage } from "~/web/guest-page.server";
import { type FormFailure, pageAction } from "~/web/page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestAuthPage(context, request, "login.metaTitle");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

/** A wrong password (401) or the throttle (429) comes back to the form; no password is echoed. */
export const action = pageAction(
  loginFormSchema,
  async ({ context, request, value }) => {
    await requireGuest(context, request);
    if (value[HONEYPOT_FIELD]) throw new DomainError("INVALID", "Honeypot filled").because("loginFailed");
    const user = await loginWithPassword(context.deps, value, { ip: clientIp(request) });
    const { setCookie } = await signIn(context, request, user, value.rememberMe);
    return redirect(afterLoginPath(request, value.redirectTo), { headers: { "Set-Cookie": setCookie } });
  },
  { fallbackKey: "errors.loginFailed", hideFields: ["password"], formErrorCodes: ["UNAUTHORIZED"] },
);

export default function LoginPage() {
  const { redirectTo, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { t } = useTranslation("auth");
  const { form, fields, formError, busy } = useAuthForm(
    "login-form",
    ["identifier", "password", "rememberMe"],
    actionData?.result,
  );
  return (
    <AuthPage
      id="login"
      title={t("login.title")}
      intro={t("login.intro")}
      providers={providers}
      redirectTo={redirectTo}
      other={{ question: t("login.noAccount"), label: t("login.registerLink"), path: "/auth/register" }}
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
        <FormField field={fields.password} label={t("login.password")}>
          {(aria) => (
            <input
              {...inputProps(fields.password, "password")}
              {...aria}
              required
              maxLength={PASSWORD_MAX}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <div className="field checkbox">
          <input {...inputProps(fields.rememberMe, "checkbox")} />
          <label htmlFor={fields.rememberMe.id}>{t("login.rememberMe")}</label>
        </div>
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("login.submitting") : t("login.submit")}
        </button>
      </Form>
    </AuthPage>
  );
}
