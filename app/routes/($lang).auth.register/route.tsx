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
import { HONEYPOT_FIELD, registerFormSchema } from "~/schemas/auth";
import { replyToDomainError } from "~/services/auth/form-reply.server";
import { registerUser } from "~/services/auth/register.server";
import { startSession } from "~/services/auth/start-session.server";
import { afterLoginPath, requireGuest } from "~/web/guards.server";
import { loadGuestAuthPage } from "~/web/guest-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestAuthPage(context, request, "register.metaTitle");
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
    const user = await registerUser(context.deps.db, {
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
  const { form, fields, formError, busy } = useAuthForm(
    "register-form",
    registerFormSchema,
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
    >
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
    </AuthPage>
  );
}
