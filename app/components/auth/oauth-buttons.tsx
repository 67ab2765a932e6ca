import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { rememberOAuthStart } from "~/utils/oauth-state";

export type OAuthProviderName = "github" | "google";

/**
 * Plain links (the start route redirects to the provider), so they work without JavaScript. The
 * state is always made by the server (kept in an HttpOnly cookie for the callback); with
 * JavaScript the provider's name is also kept in sessionStorage (spec §4).
 */
export function OAuthButtons({
  providers,
  redirectTo,
}: {
  providers: OAuthProviderName[];
  redirectTo?: string;
}) {
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  if (providers.length === 0) return null;
  const href = (provider: OAuthProviderName) =>
    `${lp(`/auth/oauth/${provider}`)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <section className="oauth" aria-labelledby="oauth-title">
      <h2 id="oauth-title" className="oauth__title">
        {t("oauth.or")}
      </h2>
      <div className="button-row">
        {providers.map((provider) => (
          <a
            key={provider}
            href={href(provider)}
            className="button button--ghost"
            onClick={() => rememberOAuthStart(window.sessionStorage, provider)}
          >
            {t(`oauth.${provider}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
