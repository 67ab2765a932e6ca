import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import type { FieldMeta } from "~/components/ui/server-form";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { GuestAuthPageData } from "~/web/guest-page.server";
import type { FormFailure } from "~/web/page.server";
import authStyles from "./auth.css?url";
import { AuthPage } from "./auth-page";
import { HoneypotField } from "./honeypot-field";
import { useAuthForm } from "./use-auth-form";

/** The account pages' stylesheet and title. */
export const authPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const authPageMeta: MetaFunction = ({ data }) => [
  { title: (data as Partial<GuestAuthPageData> | undefined)?.title ?? "Datadle" },
];

type AuthFormPageProps<Name extends string> = {
  /** The page's id: the heading is `<id>-title`, the form `<id>-form`, its fields `<id>-form-<name>`. */
  id: string;
  title: string;
  intro: string;
  /** A status shown instead of the intro (a sent link). */
  notice?: string | null;
  /**
   * The other page of a guest pair (login ↔ register): given, the page is a guest page with the
   * OAuth buttons, the honeypot and `redirectTo`; without it, a plain account form (forgot, reset, verify).
   */
  other?: { question: string; label: string; path: "/auth/login" | "/auth/register" };
  /** A plain account form's link under the form (back to login, ask for a new link). */
  footer?: { label: string; path: string };
  wide?: boolean;
  /** The fields the form renders. */
  names: readonly Name[];
  /** Values the form carries unseen (a link's token). */
  hidden?: Record<string, string>;
  /** The message for a refused `token` field (an expired or used link), shown as the form's error. */
  tokenError?: string;
  submit: { label: string; busyLabel: string };
  children?: (fields: Record<Name, FieldMeta>) => ReactNode;
};

/**
 * An account page: a form that posts to the page's own action and works without JavaScript, in
 * the login/register frame (`AuthPage`: OAuth buttons, the other page, the honeypot and
 * `redirectTo` with every submit) or a plain card (forgot, reset, verify). The server's reply (the
 * same zod schema as the API, in `pageAction`) shows its form error above the fields and each
 * field's next to it.
 */
export function AuthFormPage<Name extends string>({
  id,
  title,
  intro,
  notice,
  other,
  footer,
  wide,
  names,
  hidden = {},
  tokenError,
  submit,
  children,
}: AuthFormPageProps<Name>) {
  const loaded = useLoaderData<Partial<GuestAuthPageData>>();
  const actionData = useActionData<FormFailure>();
  const lp = useLocalePath();
  const { form, fields, formError, busy } = useAuthForm(`${id}-form`, names, actionData?.result);
  const error = tokenError && actionData?.result?.error?.token ? tokenError : formError;
  const redirectTo = loaded?.redirectTo ?? "";
  const body = (
    <Form
      method="post"
      id={form.id}
      noValidate={form.noValidate}
      aria-describedby={error ? form.errorId : undefined}
    >
      <FormError id={form.errorId} message={error} />
      {other ? <HoneypotField /> : null}
      {other ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children?.(fields)}
      <button type="submit" className="button button--primary button--lg" disabled={busy}>
        {busy ? submit.busyLabel : submit.label}
      </button>
    </Form>
  );
  if (other) {
    return (
      <AuthPage
        id={id}
        title={title}
        intro={intro}
        providers={loaded?.providers ?? []}
        redirectTo={redirectTo}
        other={other}
        wide={wide}
      >
        {body}
      </AuthPage>
    );
  }
  return (
    <section className="auth-page card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : (
        <p className="muted">{intro}</p>
      )}
      {body}
      {footer ? (
        <p className="auth-page__switch">
          <Link to={lp(footer.path)}>{footer.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
