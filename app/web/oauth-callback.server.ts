import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { completeOAuth } from "~/services/auth/oauth/oauth-flow.server";
import { isDomainError } from "~/utils/domain-error";
import { signIn } from "./auth-session.server";
import { afterLoginPath } from "./guards.server";
import { redirectKeepingGames } from "./guest-page.server";
import { clearOAuthCookie, readOAuthCookie } from "./oauth-cookie.server";
import { isSecureRequest } from "./session-cookie.server";

const messageKeys = {
  stateMismatch: "oauth.stateMismatch",
  providerMismatch: "oauth.providerMismatch",
  exchangeFailed: "oauth.exchangeFailed",
} as const;

/**
 * /auth/callback: the stored attempt (cookie, single use: always cleared) against the provider's
 * answer, then a session and back to where the visitor started; a refusal shows its reason.
 */
export async function finishOAuthSignIn(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const headers = new Headers({ "Set-Cookie": clearOAuthCookie(isSecureRequest(request)) });
  try {
    const { user, redirectTo } = await completeOAuth(context.deps, {
      stored: readOAuthCookie(request),
      received: {
        state: url.searchParams.get("state"),
        provider: url.searchParams.get("provider"),
        code: url.searchParams.get("code"),
      },
      origin: url.origin,
    });
    const { setCookies, claimed } = await signIn(context, request, user, true);
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    return redirectKeepingGames(request, afterLoginPath(request, redirectTo), claimed, headers);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const t = getT(localeFromPath(url.pathname), "auth");
    const reason = (error.reason ?? "exchangeFailed") as keyof typeof messageKeys;
    const key = messageKeys[reason] ?? messageKeys.exchangeFailed;
    return data(
      { title: t("oauth.callbackTitle"), error: t(key), code: reason },
      { status: error.status, headers },
    );
  }
}
