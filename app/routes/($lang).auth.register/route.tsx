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
import { HONEYPOT_FIELD, registerFormSchema } from "~/schemas/auth";
import { replyToDomainError } from "~/services/auth/form-reply.server";
import { afterLoginPath, requireGuest, safeRedirectPath } from "~/services/auth/guards.server";
import { enabledOAuthProviders } from "~/services/auth/oauth/providers.server";
import { registerUser } from "~/services/auth/register.server";
import { startSession } from "~/services/auth/start-session.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireGuest(context, request);
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return {
    title: t("register.metaTitle"),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) ?? "",
    providers: enabledOAuthProviders(context.cloudflare.env),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(context, request);
  const submission = parseWithZod(await request.formData(), { schema: registerFormSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const { username, email, password, redirectTo } = submission.value;
  if (submission.value[HONEYPOT_FIELD]) {
    return data(
      { result: submission.reply({ formErrors: ["errors.registerFailed"], hideFields }) },
      { status: 400 },
    );
  }
  try {
    const user = await registerUser(context.db, {
      identifierType: email ? "email" : "username",
      username,
      email,
      password,
    });
    const { setCookie } = await startSession(context, request, user, false);
    return redirect(afterLoginPath(request, redirectTo), { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    const reply = replyToDomainError(submission, error, "errors.registerFailed", hideFields);
    return data({ result: reply.result }, { status: reply.status });
  }
}

export default function RegisterPage() {
  const { redirectTo, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register-form",
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerFormSchema }),
  });
  const formError = useFormErrorMessage(form.errors);
  const busy = navigation.state === "submitting";
  const loginHref = `${lp("/auth/login")}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <section className="auth-page card" aria-labelledby="register-title">
      <h1 id="register-title">{t("register.title")}</h1>
      <p className="muted">{t("register.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormError id={form.errorId} message={formError} />
        <HoneypotField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField field={fields.username} label={t("register.username")} hint={t("register.usernameHint")}>
          {(aria) => (
            <input
              {...getInputProps(fields.username, { type: "text" })}
              {...aria}
              autoComplete="username"
              key={fields.username.key}
            />
          )}
        </FormField>
        <FormField field={fields.email} label={t("register.email")}>
          {(aria) => (
            <input
              {...getInputProps(fields.email, { type: "email" })}
              {...aria}
              autoComplete="email"
              key={fields.email.key}
            />
          )}
        </FormField>
        <FormField field={fields.password} label={t("register.password")} hint={t("register.passwordHint")}>
          {(aria) => (
            <input
              {...getInputProps(fields.password, { type: "password" })}
              {...aria}
              autoComplete="new-password"
              key={fields.password.key}
            />
          )}
        </FormField>
        <FormField field={fields.confirmPassword} label={t("register.confirmPassword")}>
          {(aria) => (
            <input
              {...getInputProps(fields.confirmPassword, { type: "password" })}
              {...aria}
              autoComplete="new-password"
              key={fields.confirmPassword.key}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("register.submitting") : t("register.submit")}
        </button>
      </Form>
      <OAuthButtons providers={providers} redirectTo={redirectTo || undefined} />
      <p className="auth-page__switch">
        {t("register.haveAccount")} <Link to={loginHref}>{t("register.loginLink")}</Link>
      </p>
    </section>
  );
}
