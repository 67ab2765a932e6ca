import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "~/components/ui/form-field";
import type { FieldMeta } from "~/components/ui/server-form";
import type { GuestAuthPageData } from "~/web/guest-page.server";
import type { FormFailure } from "~/web/page.server";
import authStyles from "./auth.css?url";
import { AuthPage } from "./auth-page";
import { HoneypotField } from "./honeypot-field";
import { useAuthForm } from "./use-auth-form";

/** The login and register routes' stylesheet and title. */
export const authPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const authPageMeta: MetaFunction = ({ data }) => [
  { title: (data as Partial<GuestAuthPageData> | undefined)?.title ?? "Datadle" },
];

type AuthFormPageProps<Name extends string> = {
  id: "login" | "register";
  title: string;
  intro: string;
  other: { question: string; label: string; path: "/auth/login" | "/auth/register" };
  wide?: boolean;
  /** The fields the form renders (their ids are `<id>-form-<name>`). */
  names: readonly Name[];
  submit: { label: string; busyLabel: string };
  children: (fields: Record<Name, FieldMeta>) => ReactNode;
};

/**
 * The login or register page: the shared frame (`AuthPage`) around a form that posts to the
 * page's own action and works without JavaScript. The server's reply (the same zod schema as the
 * API, in `pageAction`) shows its form error above the fields and each field's next to it; the
 * honeypot and `redirectTo` travel with every submit.
 */
export function AuthFormPage<Name extends string>({
  id,
  title,
  intro,
  other,
  wide,
  names,
  submit,
  children,
}: AuthFormPageProps<Name>) {
  const { redirectTo, providers } = useLoaderData<GuestAuthPageData>();
  const actionData = useActionData<FormFailure>();
  const { form, fields, formError, busy } = useAuthForm(`${id}-form`, names, actionData?.result);
  return (
    <AuthPage
      id={id}
      title={title}
      intro={intro}
      providers={providers}
      redirectTo={redirectTo}
      other={other}
      wide={wide}
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
        {children(fields)}
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? submit.busyLabel : submit.label}
        </button>
      </Form>
    </AuthPage>
  );
}
