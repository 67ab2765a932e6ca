/** spec §4: the OAuth2 state and provider name live in session storage between start and callback. */
export const OAUTH_STATE_KEY = "oauth_state";
export const OAUTH_PROVIDER_KEY = "oauth_provider";

export const OAUTH_STATE_ERROR = "OAuth2 state 验证失败";
export const OAUTH_PROVIDER_ERROR = "OAuth2 提供商不匹配";

/**
 * The browser's note of a sign-in it started: the provider's name. The state itself is made by
 * the server only (a state a page could choose would let another site plant one), and checked
 * against the server's HttpOnly copy; no stale state of an earlier attempt is kept.
 */
export function rememberOAuthStart(storage: Storage, provider: string): void {
  storage.removeItem(OAUTH_STATE_KEY);
  storage.setItem(OAUTH_PROVIDER_KEY, provider);
}

/**
 * The check spec §4–5 orders before the code exchange: the state must equal the stored one, then the
 * provider must match. Returns the SPEC message of the first failure, or null. Stored values are one-use.
 */
export function checkOAuthCallback(
  stored: { state: string | null; provider: string | null },
  received: { state: string | null; provider: string | null },
): string | null {
  if (!stored.state || !received.state || stored.state !== received.state) return OAUTH_STATE_ERROR;
  if (!stored.provider || stored.provider !== received.provider) return OAUTH_PROVIDER_ERROR;
  return null;
}
