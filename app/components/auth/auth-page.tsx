import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { useLocalePath } from "~/i18n/use-locale-path";
import { OAuthButtons, type OAuthProviderName } from "./oauth-buttons";

type AuthPageProps = {
  id: string;
  title: string;
  intro: string;
  providers: OAuthProviderName[];
  redirectTo: string;
  /** The other page of the pair (login ↔ register), which keeps `redirectTo`. */
  other: { question: string; label: string; path: "/auth/login" | "/auth/register" };
  children: ReactNode;
  /** A longer form: wider on large screens, with its paired fields side by side (auth.css). */
  wide?: boolean;
};

/** The frame shared by the login and register pages: heading, form, OAuth buttons, the other page. */
export function AuthPage({ id, title, intro, providers, redirectTo, other, children, wide }: AuthPageProps) {
  const lp = useLocalePath();
  const otherHref = `${lp(other.path)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <section className={`auth-page card${wide ? " auth-page--wide" : ""}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p className="muted">{intro}</p>
      {children}
      <OAuthButtons providers={providers} redirectTo={redirectTo || undefined} />
      <p className="auth-page__switch">
        {other.question} <Link to={otherHref}>{other.label}</Link>
      </p>
    </section>
  );
}
