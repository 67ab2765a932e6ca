import type { AppLoadContext } from "@remix-run/cloudflare";
import { generateCodeVerifier, generateState } from "arctic";
import { DomainError } from "~/utils/domain-error";
import { checkOAuthCallback } from "~/utils/oauth-state";
import { safeRedirectPath } from "~/web/guards.server";
import { isSecureRequest } from "../session-cookie.server";
import { readOAuthCookie, serializeOAuthCookie } from "./oauth-cookie.server";
import { linkOrCreateOAuthUser } from "./oauth-users.server";
import { fetchProviderProfile } from "./provider-profile.server";
import { type OAuthProvider, oauthClient } from "./providers.server";

/** One fixed callback (the provider must know it); the provider rides along in the query. */
export function callbackUri(context: AppLoadContext, request: Request, provider: OAuthProvider): string {
  const origin = context.cloudflare.env.APP_ORIGIN || new URL(request.url).origin;
  return `${origin.replace(/\/+$/, "")}/auth/callback?provider=${provider}`;
}

/** The authorization URL and the cookie holding state, provider and (Google) the PKCE verifier. */
export function beginOAuth(context: AppLoadContext, request: Request, provider: OAuthProvider) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("state");
  // The browser may have made the state (and kept it in sessionStorage, spec §4); else we make one.
  const state = requested && /^[\w-]{16,128}$/.test(requested) ? requested : generateState();
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const uri = callbackUri(context, request, provider);
  const env = context.cloudflare.env;
  let authorizationUrl: URL;
  let codeVerifier: string | null = null;
  if (provider === "google") {
    const client = oauthClient(env, "google", uri);
    if (!client) throw new DomainError("NOT_FOUND", "OAuth provider not configured");
    codeVerifier = generateCodeVerifier();
    authorizationUrl = client.createAuthorizationURL(state, codeVerifier, ["openid", "profile", "email"]);
  } else {
    const client = oauthClient(env, "github", uri);
    if (!client) throw new DomainError("NOT_FOUND", "OAuth provider not configured");
    authorizationUrl = client.createAuthorizationURL(state, ["read:user", "user:email"]);
  }
  const cookie = serializeOAuthCookie(
    { state, provider, codeVerifier, redirectTo },
    isSecureRequest(request),
  );
  return { authorizationUrl, cookie };
}

/**
 * spec §4–5: state, then provider, are checked against the stored ones before the code is
 * exchanged. Returns the signed-in user and where to go next.
 */
export async function completeOAuth(
  context: AppLoadContext,
  request: Request,
  fetchImpl: typeof fetch = fetch,
) {
  const url = new URL(request.url);
  const stored = readOAuthCookie(request);
  const mismatch = checkOAuthCallback(
    { state: stored?.state ?? null, provider: stored?.provider ?? null },
    { state: url.searchParams.get("state"), provider: url.searchParams.get("provider") },
  );
  if (mismatch || !stored) throw new DomainError("INVALID", mismatch ?? "OAuth2 state 验证失败");
  const code = url.searchParams.get("code");
  if (!code) throw new DomainError("INVALID", "Missing authorization code");
  const provider = stored.provider;
  const uri = callbackUri(context, request, provider);
  const env = context.cloudflare.env;
  let accessToken: string;
  try {
    if (provider === "google") {
      const client = oauthClient(env, "google", uri);
      if (!client || !stored.codeVerifier) throw new Error("Google is not configured");
      accessToken = (await client.validateAuthorizationCode(code, stored.codeVerifier)).accessToken();
    } else {
      const client = oauthClient(env, "github", uri);
      if (!client) throw new Error("GitHub is not configured");
      accessToken = (await client.validateAuthorizationCode(code)).accessToken();
    }
  } catch (error) {
    throw new DomainError("UNAUTHORIZED", "OAuth2 code exchange failed", {
      reason: String(error).slice(0, 200),
    });
  }
  const profile = await fetchProviderProfile(provider, accessToken, fetchImpl).catch((error: unknown) => {
    throw new DomainError("UNAUTHORIZED", "OAuth2 profile lookup failed", {
      reason: String(error).slice(0, 200),
    });
  });
  const user = await linkOrCreateOAuthUser(context.deps.db, provider, profile);
  return { user, redirectTo: stored.redirectTo };
}
