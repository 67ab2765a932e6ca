import { env } from "cloudflare:workers";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "~db/index";
import { createTestUser } from "../../../../tests/factories/users";
import { serializeOAuthCookie } from "./oauth-cookie.server";
import { beginOAuth, completeOAuth } from "./oauth-flow.server";
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
const context = { db, cloudflare: { env: oauthEnv, ctx: {} }, nonce: "" } as unknown as AppLoadContext;

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

function callback(provider: string, state: string, cookie: string) {
  return new Request(`http://localhost/auth/callback?provider=${provider}&state=${state}&code=the-code`, {
    headers: { Cookie: cookie },
  });
}

describe("OAuth2 with a mocked provider", () => {
  it("offers only providers with both client id and secret", () => {
    expect(enabledOAuthProviders(oauthEnv)).toEqual(["github", "google"]);
    expect(enabledOAuthProviders({ ...oauthEnv, GOOGLE_CLIENT_SECRET: "" })).toEqual(["github"]);
  });

  it("starts Google with PKCE and keeps state, provider and verifier in the cookie", () => {
    const { authorizationUrl, cookie } = beginOAuth(
      context,
      new Request(`http://localhost/auth/oauth/google?state=${"b".repeat(32)}`),
      "google",
    );
    expect(authorizationUrl.searchParams.get("state")).toBe("b".repeat(32));
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("redirect_uri")).toBe(
      "http://localhost:8787/auth/callback?provider=google",
    );
    expect(decodeURIComponent(cookie)).toMatch(/"provider":"google".*"codeVerifier":"[\w-]{40,}"/);
    expect(cookie).toContain("HttpOnly");
  });

  it("never exchanges the code when the state or provider does not match", async () => {
    const { fake } = mockProvider({ id: 1 });
    const cookie = serializeOAuthCookie(
      { state: "a".repeat(32), provider: "github", codeVerifier: null, redirectTo: null },
      false,
    );
    await expect(completeOAuth(context, callback("github", "z".repeat(32), cookie))).rejects.toThrow(
      "OAuth2 state 验证失败",
    );
    await expect(completeOAuth(context, callback("google", "a".repeat(32), cookie))).rejects.toThrow(
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
    const cookie = serializeOAuthCookie(
      { state, provider: "github", codeVerifier: null, redirectTo: "/datasets" },
      false,
    );
    const first = await completeOAuth(context, callback("github", state, cookie));
    expect(first.redirectTo).toBe("/datasets");
    expect(first.user.username).not.toBe(taken.user.username);
    expect(first.user.username.startsWith("octo_cat")).toBe(true);
    expect(first.user.email).toBe(`octo${ghId}@example.test`);
    expect(first.user.passwordHash).toBeNull();
    const again = await completeOAuth(context, callback("github", state, cookie));
    expect(again.user.id).toBe(first.user.id);
  });

  it("Google: sends the PKCE verifier and links to the user with the same verified email", async () => {
    const existing = await createTestUser(db);
    const { seen } = mockProvider({
      sub: `g-${Date.now()}`,
      email: existing.user.email,
      email_verified: true,
      name: "G",
    });
    const state = "d".repeat(32);
    const cookie = serializeOAuthCookie(
      { state, provider: "google", codeVerifier: "v".repeat(43), redirectTo: null },
      false,
    );
    const { user } = await completeOAuth(context, callback("google", state, cookie));
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
    const state = "e".repeat(32);
    const cookie = serializeOAuthCookie(
      { state, provider: "google", codeVerifier: "w".repeat(43), redirectTo: null },
      false,
    );
    const { user } = await completeOAuth(context, callback("google", state, cookie));
    expect(user.id).not.toBe(existing.user.id);
    expect(user.email).toBeNull();
  });
});
