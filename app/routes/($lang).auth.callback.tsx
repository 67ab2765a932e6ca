import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import authStyles from "~/components/auth/auth.css?url";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useLocalePath } from "~/i18n/use-locale-path";
import { clearOAuthCookie } from "~/services/auth/oauth/oauth-cookie.server";
import { completeOAuth } from "~/services/auth/oauth/oauth-flow.server";
import { isSecureRequest } from "~/services/auth/session-cookie.server";
import { startSession } from "~/services/auth/start-session.server";
import { isDomainError } from "~/utils/domain-error";
import {
  OAUTH_PROVIDER_ERROR,
  OAUTH_PROVIDER_KEY,
  OAUTH_STATE_ERROR,
  OAUTH_STATE_KEY,
} from "~/utils/oauth-state";
import { afterLoginPath } from "~/web/guards.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

const messageKeys: Record<string, "oauth.stateMismatch" | "oauth.providerMismatch"> = {
  [OAUTH_STATE_ERROR]: "oauth.stateMismatch",
  [OAUTH_PROVIDER_ERROR]: "oauth.providerMismatch",
};

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const secure = isSecureRequest(request);
  const t = getT(localeFromPath(new URL(request.url).pathname), "auth");
  const headers = new Headers({ "Set-Cookie": clearOAuthCookie(secure) });
  try {
    const { user, redirectTo } = await completeOAuth(context, request);
    const { setCookie } = await startSession(context, request, user, true);
    headers.append("Set-Cookie", setCookie);
    return redirect(afterLoginPath(request, redirectTo), { headers });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const key = messageKeys[error.message] ?? "oauth.exchangeFailed";
    return data(
      { title: t("oauth.callbackTitle"), error: t(key), code: error.message },
      { status: error.status, headers },
    );
  }
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
