import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { FormError, FormField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { inputProps } from "~/components/ui/server-form";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { forgotPasswordSchema } from "~/schemas/account";
import { requestPasswordReset } from "~/services/auth/password-reset.server";
import { IDENTIFIER_MAX } from "~/utils/auth-fields";
import { clientIp } from "~/web/auth-request.server";
import { type FormFailure, pageAction } from "~/web/page.server";

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
    await requestPasswordReset(deps, value, { ip: clientIp(request), locale });
    return new Response(null, {
      status: 303,
      headers: { Location: `${localizePath("/auth/forgot", locale)}?sent=1` },
    });
  },
  { shownFields: ["identifier"] },
);

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  const { form, fields, formError, busy } = useAuthForm("forgot-form", ["identifier"], actionData?.result);
  return (
    <section className="auth-page card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t("forgot.title")}</h1>
      {sent ? (
        <p role="status" className="notice">
          {t("forgot.sent")}
        </p>
      ) : (
        <p className="muted">{t("forgot.intro")}</p>
      )}
      <Form
        method="post"
        id={form.id}
        noValidate={form.noValidate}
        aria-describedby={formError ? form.errorId : undefined}
      >
        <FormError id={form.errorId} message={formError} />
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
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("forgot.submitting") : t("forgot.submit")}
        </button>
      </Form>
      <p className="auth-page__switch">
        <Link to={lp("/auth/login")}>{t("forgot.back")}</Link>
      </p>
    </section>
  );
}
