import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { authPageLinks, authPageMeta } from "~/components/auth/auth-form-page";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { FormError } from "~/components/ui/form-field";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { verifyEmailSchema } from "~/schemas/account";
import { verifyEmail } from "~/services/auth/verify-email.server";
import { type FormFailure, pageAction } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";

export const links = authPageLinks;
export const meta = authPageMeta;
export const handle = { i18n: ["auth"] };

/**
 * The email's link opens a page with one button: a GET never spends the token (mail scanners open
 * links), the POST does.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return { title: t("verify.metaTitle"), token: (url.searchParams.get("token") ?? "").slice(0, 128) };
}

export const action = pageAction(
  verifyEmailSchema,
  async ({ deps, value, locale }) => {
    await verifyEmail(deps, value.token);
    return redirectWithToast(localizePath("/", locale), {
      type: "success",
      title: getT(locale, "auth")("verify.done"),
    });
  },
  { shownFields: [] },
);

export default function VerifyEmailPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormFailure>();
  const { t } = useTranslation("auth");
  const { form, formError, busy } = useAuthForm("verify-form", [], actionData?.result);
  const tokenProblem = actionData?.result?.error?.token;
  return (
    <section className="auth-page card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t("verify.title")}</h1>
      <p className="muted">{t("verify.intro")}</p>
      <Form
        method="post"
        id={form.id}
        noValidate={form.noValidate}
        aria-describedby={formError || tokenProblem ? form.errorId : undefined}
      >
        <FormError id={form.errorId} message={tokenProblem ? t("errors.verifyTokenInvalid") : formError} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("verify.submitting") : t("verify.submit")}
        </button>
      </Form>
    </section>
  );
}
