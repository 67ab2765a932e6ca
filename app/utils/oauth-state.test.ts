import { describe, expect, it } from "vitest";
import {
  checkOAuthCallback,
  OAUTH_PROVIDER_ERROR,
  OAUTH_PROVIDER_KEY,
  OAUTH_STATE_ERROR,
  OAUTH_STATE_KEY,
  rememberOAuthStart,
} from "~/utils/oauth-state";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe("OAuth2 state in session storage (spec §4–5)", () => {
  it("stores the provider name and never a page-made state", () => {
    const storage = memoryStorage();
    storage.setItem(OAUTH_STATE_KEY, "stale-state-from-an-earlier-attempt");
    rememberOAuthStart(storage, "github");
    expect(storage.getItem(OAUTH_PROVIDER_KEY)).toBe("github");
    expect(storage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it("checks the state first, then the provider, with SPEC's messages", () => {
    const stored = { state: "s1", provider: "github" };
    expect(checkOAuthCallback(stored, { state: "s1", provider: "github" })).toBeNull();
    expect(checkOAuthCallback(stored, { state: "s2", provider: "google" })).toBe(OAUTH_STATE_ERROR);
    expect(checkOAuthCallback(stored, { state: null, provider: "github" })).toBe(OAUTH_STATE_ERROR);
    expect(checkOAuthCallback({ state: null, provider: null }, { state: null, provider: null })).toBe(
      OAUTH_STATE_ERROR,
    );
    expect(checkOAuthCallback(stored, { state: "s1", provider: "google" })).toBe(OAUTH_PROVIDER_ERROR);
    expect(OAUTH_STATE_ERROR).toBe("OAuth2 state 验证失败");
    expect(OAUTH_PROVIDER_ERROR).toBe("OAuth2 提供商不匹配");
  });
});
