import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import authStyles from "~/components/auth/auth.css?url";
import { FormError, FormField, useFormErrorMessage } from "~/components/auth/form-field";
import { HoneypotField } from "~/components/auth/honeypot-field";
import { OAuthButtons } from "~/components/auth/oauth-buttons";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useLocalePath } from "~/i18n/use-locale-path";
import { HONEYPOT_FIELD, loginFormSchema } from "~/schemas/auth";
import { clientIp } from "~/services/auth/client-meta.server";
import { replyToDomainError } from "~/services/auth/form-reply.server";
import { afterLoginPath, requireGuest, safeRedirectPath } from "~/services/auth/guards.server";
import { loginWithPassword } from "~/services/auth/login.server";
import { enabledOAuthProviders } from "~/services/auth/oauth/providers.server";
import { startSession } from "~/services/auth/start-session.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireGuest(context, request);
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return {
    title: t("login.metaTitle"),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) ?? "",
    providers: enabledOAuthProviders(context.cloudflare.env),
  };
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
    const user = await loginWithPassword(context.db, submission.value, clientIp(request));
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
  const lp = useLocalePath();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login-form",
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
  });
  const formError = useFormErrorMessage(form.errors);
  const busy = navigation.state === "submitting";
  const registerHref = `${lp("/auth/register")}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <section className="auth-page card" aria-labelledby="login-title">
      <h1 id="login-title">{t("login.title")}</h1>
      <p className="muted">{t("login.intro")}</p>
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
      <OAuthButtons providers={providers} redirectTo={redirectTo || undefined} />
      <p className="auth-page__switch">
        {t("login.noAccount")} <Link to={registerHref}>{t("login.registerLink")}</Link>
      </p>
    </section>
  );
}
