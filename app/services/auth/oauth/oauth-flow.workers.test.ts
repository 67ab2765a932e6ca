import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { createTestUser } from "../../../../tests/factories/users";
import { beginOAuth, completeOAuth, type StoredOAuth } from "./oauth-flow.server";
import { enabledOAuthProviders } from "./providers.server";

const db = database(env.DB);
const oauthEnv = {
  ...env,
  APP_ORIGIN: "http://localhost:8787",
  GITHUB_CLIENT_ID: "gh-id",
  GITHUB_CLIENT_SECRET: "gh-secret",
  GOOGLE_CLIENT_ID: "g-id",
  GOOGLE_CLIENT_SECRET: "g-secret",
};
const deps = createDeps(oauthEnv);

type Seen = { url: string; body: string };

/** A fake provider: the token endpoint and the user API, no internet. */
function mockProvider(user: Record<string, unknown>, emails: unknown[] = []) {
  const seen: Seen[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, body: await request.clone().text() });
    if (request.url.includes("access_token") || request.url.includes("oauth2.googleapis.com/token")) {
      return Response.json({ access_token: "provider-access", token_type: "bearer" });
    }
    if (request.url.endsWith("/user/emails")) return Response.json(emails);
    return Response.json(user);
  });
  vi.stubGlobal("fetch", fake);
  return { seen, fake };
}

afterEach(() => vi.unstubAllGlobals());

/** The provider's redirect back to us, with what the start stored. */
function callback(provider: string, state: string, stored: StoredOAuth) {
  return { stored, received: { provider, state, code: "the-code" }, origin: "http://localhost" };
}

/** A Google callback whose state matches the stored one, with the PKCE verifier the first step kept. */
const googleCallback = (state: string, codeVerifier: string) =>
  callback("google", state, { state, provider: "google", codeVerifier, redirectTo: null } as StoredOAuth);

describe("OAuth2 with a mocked provider", () => {
  it("offers only providers with both client id and secret", () => {
    expect(enabledOAuthProviders({ env: oauthEnv })).toEqual(["github", "google"]);
    expect(enabledOAuthProviders({ env: { ...oauthEnv, GOOGLE_CLIENT_SECRET: "" } })).toEqual(["github"]);
  });

  it("starts Google with PKCE and keeps state, provider and verifier for the callback", () => {
    const { authorizationUrl, stored } = beginOAuth(deps, {
      provider: "google",
      origin: "http://localhost",
      redirectTo: null,
    });
    expect(authorizationUrl.searchParams.get("state")).toBe(stored.state);
    expect(stored.state).toMatch(/^[\w-]{16,}$/);
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("redirect_uri")).toBe(
      "http://localhost:8787/auth/callback?provider=google",
    );
    expect(stored).toMatchObject({ provider: "google", codeVerifier: expect.stringMatching(/^[\w-]{40,}$/) });
    expect(beginOAuth(deps, { provider: "google", origin: "x", redirectTo: null }).stored.state).not.toBe(
      stored.state,
    );
  });

  it("never exchanges the code when the state or provider does not match", async () => {
    const { fake } = mockProvider({ id: 1 });
    const stored = {
      state: "a".repeat(32),
      provider: "github",
      codeVerifier: null,
      redirectTo: null,
    } as StoredOAuth;
    await expect(completeOAuth(deps, callback("github", "z".repeat(32), stored))).rejects.toThrow(
      "OAuth2 state 验证失败",
    );
    await expect(completeOAuth(deps, callback("google", "a".repeat(32), stored))).rejects.toThrow(
      "OAuth2 提供商不匹配",
    );
    expect(fake).not.toHaveBeenCalled();
  });

  it("GitHub: creates a user with a unique username, then finds the same user again", async () => {
    const taken = await createTestUser(db, { username: "octo_cat" });
    const ghId = Math.floor(Math.random() * 1e9);
    mockProvider(
      { id: ghId, login: taken.user.username, name: "Octo", avatar_url: "https://avatars.example/o.png" },
      [{ email: `octo${ghId}@example.test`, primary: true, verified: true }],
    );
    const state = "c".repeat(32);
    const stored = { state, provider: "github", codeVerifier: null, redirectTo: "/datasets" } as StoredOAuth;
    const first = await completeOAuth(deps, callback("github", state, stored));
    expect(first.redirectTo).toBe("/datasets");
    expect(first.user.username).not.toBe(taken.user.username);
    expect(first.user.username.startsWith("octo_cat")).toBe(true);
    expect(first.user.email).toBe(`octo${ghId}@example.test`);
    expect(first.user.passwordHash).toBeNull();
    const again = await completeOAuth(deps, callback("github", state, stored));
    expect(again.user.id).toBe(first.user.id);
  });

  it("Google: sends the PKCE verifier and links to the user with the same verified email", async () => {
    const existing = await createTestUser(db, { isVerified: true });
    const { seen } = mockProvider({
      sub: `g-${Date.now()}`,
      email: existing.user.email,
      email_verified: true,
      name: "G",
    });
    const { user } = await completeOAuth(deps, googleCallback("d".repeat(32), "v".repeat(43)));
    expect(user.id).toBe(existing.user.id);
    expect(seen[0].body).toContain(`code_verifier=${"v".repeat(43)}`);
  });

  it("an unverified provider email never takes over an existing account", async () => {
    const existing = await createTestUser(db);
    mockProvider({
      sub: `g-${Date.now()}-u`,
      email: existing.user.email,
      email_verified: false,
      name: "Mallory",
    });
    const { user } = await completeOAuth(deps, googleCallback("e".repeat(32), "w".repeat(43)));
    expect(user.id).not.toBe(existing.user.id);
    expect(user.email).toBeNull();
  });

  it("a password account that never verified the same email gets no link: the sign-in is a separate account", async () => {
    // The attacker registered the victim's address first and never proved it.
    const squatter = await createTestUser(db, {
      email: `victim-${Date.now()}@gmail.example`,
      isVerified: false,
    });
    mockProvider({
      sub: `g-${Date.now()}-victim`,
      email: squatter.user.email,
      email_verified: true,
      name: "Victim",
    });
    const { user } = await completeOAuth(deps, googleCallback("f".repeat(32), "x".repeat(43)));
    expect(user.id).not.toBe(squatter.user.id);
    const links = await env.DB.prepare("SELECT COUNT(*) AS n FROM oauth_accounts WHERE user_id = ?")
      .bind(squatter.user.id)
      .first<{ n: number }>();
    expect(links?.n).toBe(0);
    // The next sign-in with that Google account finds the victim's own account, not the squatter's.
    const again = await completeOAuth(deps, googleCallback("f".repeat(32), "x".repeat(43)));
    expect(again.user.id).toBe(user.id);
  });
});
