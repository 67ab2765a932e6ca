import { generateCodeVerifier, generateState } from "arctic";
import { z } from "zod";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { checkOAuthCallback, OAUTH_PROVIDER_ERROR, OAUTH_STATE_ERROR } from "~/utils/oauth-state";
import { linkOrCreateOAuthUser } from "./oauth-users.server";
import { fetchProviderProfile } from "./provider-profile.server";
import { type OAuthProvider, oauthClient } from "./providers.server";

/** What the start keeps for the callback (the web layer keeps it in an HttpOnly cookie). */
export const storedOAuthSchema = z.object({
  state: z.string().min(16).max(128),
  provider: z.enum(["github", "google"]),
  codeVerifier: z.string().max(128).nullable(),
  redirectTo: z.string().max(2048).nullable(),
});
export type StoredOAuth = z.output<typeof storedOAuthSchema>;

type OAuthDeps = Pick<AppDeps, "db" | "env">;

/** One fixed callback (the provider must know it); the provider rides along in the query. */
export function callbackUri(
  deps: Pick<AppDeps, "env">,
  requestOrigin: string,
  provider: OAuthProvider,
): string {
  const origin = deps.env.APP_ORIGIN || requestOrigin;
  return `${origin.replace(/\/+$/, "")}/auth/callback?provider=${provider}`;
}

/**
 * The authorization URL and what to keep for the callback: a state the SERVER made (never one a
 * client chose: a state known in advance would let another site finish a sign-in in the victim's
 * browser), the provider and (Google) the PKCE verifier. `redirectTo` must already be safe.
 */
export function beginOAuth(
  deps: Pick<AppDeps, "env">,
  input: { provider: OAuthProvider; origin: string; redirectTo: string | null },
): { authorizationUrl: URL; stored: StoredOAuth } {
  const { provider } = input;
  const state = generateState();
  const uri = callbackUri(deps, input.origin, provider);
  let authorizationUrl: URL;
  let codeVerifier: string | null = null;
  if (provider === "google") {
    const client = oauthClient(deps, "google", uri);
    if (!client) throw new DomainError("NOT_FOUND", "OAuth provider not configured");
    codeVerifier = generateCodeVerifier();
    authorizationUrl = client.createAuthorizationURL(state, codeVerifier, ["openid", "profile", "email"]);
  } else {
    const client = oauthClient(deps, "github", uri);
    if (!client) throw new DomainError("NOT_FOUND", "OAuth provider not configured");
    authorizationUrl = client.createAuthorizationURL(state, ["read:user", "user:email"]);
  }
  return { authorizationUrl, stored: { state, provider, codeVerifier, redirectTo: input.redirectTo } };
}

export type OAuthCallback = { state: string | null; provider: string | null; code: string | null };

/**
 * spec §4–5: state, then provider, are checked against the stored ones before the code is
 * exchanged. Returns the signed-in user and where to go next.
 */
export async function completeOAuth(
  deps: OAuthDeps,
  input: { stored: StoredOAuth | null; received: OAuthCallback; origin: string },
  fetchImpl: typeof fetch = fetch,
) {
  const { stored, received } = input;
  const mismatch = checkOAuthCallback(
    { state: stored?.state ?? null, provider: stored?.provider ?? null },
    { state: received.state, provider: received.provider },
  );
  if (mismatch || !stored) {
    const message = mismatch ?? OAUTH_STATE_ERROR;
    throw new DomainError("INVALID", message).because(
      message === OAUTH_PROVIDER_ERROR ? "providerMismatch" : "stateMismatch",
    );
  }
  const code = received.code;
  if (!code) throw new DomainError("INVALID", "Missing authorization code").because("exchangeFailed");
  const provider = stored.provider;
  const uri = callbackUri(deps, input.origin, provider);
  let accessToken: string;
  try {
    if (provider === "google") {
      const client = oauthClient(deps, "google", uri);
      if (!client || !stored.codeVerifier) throw new Error("Google is not configured");
      accessToken = (await client.validateAuthorizationCode(code, stored.codeVerifier)).accessToken();
    } else {
      const client = oauthClient(deps, "github", uri);
      if (!client) throw new Error("GitHub is not configured");
      accessToken = (await client.validateAuthorizationCode(code)).accessToken();
    }
  } catch (error) {
    throw new DomainError("UNAUTHORIZED", "OAuth2 code exchange failed", {
      reason: String(error).slice(0, 200),
    }).because("exchangeFailed");
  }
  const profile = await fetchProviderProfile(provider, accessToken, fetchImpl).catch((error: unknown) => {
    throw new DomainError("UNAUTHORIZED", "OAuth2 profile lookup failed", {
      reason: String(error).slice(0, 200),
    }).because("exchangeFailed");
  });
  const user = await linkOrCreateOAuthUser(deps, provider, profile);
  return { user, redirectTo: stored.redirectTo };
}
