import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import authStyles from "~/components/auth/auth.css?url";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { OAUTH_PROVIDER_KEY, OAUTH_STATE_KEY } from "~/utils/oauth-state";
import { finishOAuthSignIn } from "~/web/oauth-callback.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return finishOAuthSignIn(context, request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function OAuthCallbackPage() {
  const { error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  useEffect(() => {
    // The attempt is over either way: the stored state is single-use.
    window.sessionStorage.removeItem(OAUTH_STATE_KEY);
    window.sessionStorage.removeItem(OAUTH_PROVIDER_KEY);
  }, []);
  return (
    <section className="auth-page card" aria-labelledby="callback-title">
      <h1 id="callback-title">{t("oauth.callbackFailed")}</h1>
      <p className="form-error" role="alert">
        {error}
      </p>
      <Link to={lp("/auth/login")} className="button button--primary">
        {t("oauth.backToLogin")}
      </Link>
    </section>
  );
}
