import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
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
import { HONEYPOT_FIELD, loginFormSchema } from "~/schemas/auth";
import { clientIp } from "~/services/auth/client-meta.server";
import { replyToDomainError } from "~/services/auth/form-reply.server";
import { loginWithPassword } from "~/services/auth/login.server";
import { startSession } from "~/services/auth/start-session.server";
import { afterLoginPath, requireGuest } from "~/web/guards.server";
import { loadGuestAuthPage } from "~/web/guest-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestAuthPage(context, request, "login.metaTitle");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(context, request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginFormSchema });
  const hideFields = ["password"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  if (submission.value[HONEYPOT_FIELD]) {
    return data(
      { result: submission.reply({ formErrors: ["errors.loginFailed"], hideFields }) },
      { status: 400 },
    );
  }
  try {
    const user = await loginWithPassword(context.deps.db, submission.value, clientIp(request));
    const { setCookie } = await startSession(context, request, user, submission.value.rememberMe);
    return redirect(afterLoginPath(request, submission.value.redirectTo), {
      headers: { "Set-Cookie": setCookie },
    });
  } catch (error) {
    const reply = replyToDomainError(submission, error, "errors.loginFailed", hideFields);
    const headers: HeadersInit = reply.retryAfter ? { "Retry-After": String(reply.retryAfter) } : {};
    return data({ result: reply.result }, { status: reply.status, headers });
  }
}

export default function LoginPage() {
  const { redirectTo, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const { form, fields, formError, busy } = useAuthForm("login-form", loginFormSchema, actionData?.result);
  return (
    <AuthPage
      id="login"
      title={t("login.title")}
      intro={t("login.intro")}
      providers={providers}
      redirectTo={redirectTo}
      other={{ question: t("login.noAccount"), label: t("login.registerLink"), path: "/auth/register" }}
    >
      <Form method="post" {...getFormProps(form)} aria-describedby={formError ? form.errorId : undefined}>
        <FormError id={form.errorId} message={formError} />
        <HoneypotField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField field={fields.identifier} label={t("login.identifier")}>
          {(aria) => (
            <input
              {...getInputProps(fields.identifier, { type: "text" })}
              {...aria}
              autoComplete="username"
              key={fields.identifier.key}
            />
          )}
        </FormField>
        <FormField field={fields.password} label={t("login.password")}>
          {(aria) => (
            <input
              {...getInputProps(fields.password, { type: "password" })}
              {...aria}
              autoComplete="current-password"
              key={fields.password.key}
            />
          )}
        </FormField>
        <div className="field checkbox">
          <input {...getInputProps(fields.rememberMe, { type: "checkbox" })} key={fields.rememberMe.key} />
          <label htmlFor={fields.rememberMe.id}>{t("login.rememberMe")}</label>
        </div>
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("login.submitting") : t("login.submit")}
        </button>
      </Form>
    </AuthPage>
  );
}
