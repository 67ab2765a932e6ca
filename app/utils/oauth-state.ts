/** spec §4: the OAuth2 state and provider name live in session storage between start and callback. */
export const OAUTH_STATE_KEY = "oauth_state";
export const OAUTH_PROVIDER_KEY = "oauth_provider";

export const OAUTH_STATE_ERROR = "OAuth2 state 验证失败";
export const OAUTH_PROVIDER_ERROR = "OAuth2 提供商不匹配";

export function createOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function rememberOAuthStart(storage: Storage, provider: string): string {
  const state = createOAuthState();
  storage.setItem(OAUTH_STATE_KEY, state);
  storage.setItem(OAUTH_PROVIDER_KEY, provider);
  return state;
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
