import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { localeFromPath, localizePath } from "~/i18n/config";
import { beginOAuth } from "~/services/auth/oauth/oauth-flow.server";
import { enabledOAuthProviders, isOAuthProvider } from "~/services/auth/oauth/providers.server";
import { requireGuest, safeRedirectPath } from "~/web/guards.server";
import { pageNotFound } from "~/web/not-found.server";
import { serializeOAuthCookie } from "~/web/oauth-cookie.server";
import { isSecureRequest } from "~/web/session-cookie.server";

/** Starts the provider's sign-in: stores state + provider (+ PKCE verifier) and leaves for the provider. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireGuest(context, request);
  const provider = params.provider;
  if (!isOAuthProvider(provider) || !enabledOAuthProviders(context.cloudflare).includes(provider)) {
    throw pageNotFound(request);
  }
  // The state is always the server's own: a `?state=` in the URL is ignored.
  const url = new URL(request.url);
  const { authorizationUrl, stored } = beginOAuth(context.deps, {
    provider,
    origin: url.origin,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
  });
  const cookie = serializeOAuthCookie(stored, isSecureRequest(request));
  return redirect(authorizationUrl.toString(), { headers: { "Set-Cookie": cookie } });
}

export function action({ request }: LoaderFunctionArgs) {
  return redirect(localizePath("/auth/login", localeFromPath(new URL(request.url).pathname)));
}

// A component makes this a page route: an unknown or unconfigured provider is the app's 404 page.
export default function OAuthStart() {
  return null;
}
