import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { createTestUser } from "../../../tests/factories/users";
import { createGameFixture } from "../game/testing/game-fixture";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const html = { Accept: "text/html", Cookie: "i18n_redirected=zh-CN" };
let ip = 0;

function postForm(path: string, fields: Record<string, string>, cookie = "") {
  return worker.fetch(`http://localhost${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...html,
      Cookie: `i18n_redirected=zh-CN${cookie ? `; ${cookie}` : ""}`,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": `10.9.0.${++ip}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const get = (path: string, cookie = "") =>
  worker.fetch(`http://localhost${path}`, {
    redirect: "manual",
    headers: { ...html, Cookie: `i18n_redirected=zh-CN${cookie ? `; ${cookie}` : ""}` },
  });

describe("login and register pages (no JavaScript: plain form posts)", () => {
  it("render their forms with a honeypot, in both languages", async () => {
    const zh = await (await get("/auth/login")).text();
    expect(zh).toContain('name="identifier"');
    expect(zh).toContain('name="dd_contact_trap"');
    const en = await (await get("/en-US/auth/register")).text();
    expect(en).toContain("Register");
    expect(en).toContain('name="confirmPassword"');
  });

  it("registers, sets the cookie and lands on the same-origin redirectTo, never outside", async () => {
    const name = `page_${Math.random().toString(36).slice(2, 9)}`;
    const response = await postForm("/auth/register", {
      username: name,
      email: "",
      password: "a-long-unusual-pass",
      confirmPassword: "a-long-unusual-pass",
      redirectTo: "/datasets",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/datasets");
    expect(response.headers.get("Set-Cookie")).toContain("dd_session=");
    const { user, password } = await createTestUser(env.DB);
    const outside = await postForm("/en-US/auth/login", {
      identifier: user.username,
      password,
      redirectTo: "//evil.example",
    });
    expect(outside.headers.get("Location")).toBe("/en-US");
  });

  it("shows SPEC's login failure message, translated on English pages, and keeps no password", async () => {
    const zh = await postForm("/auth/login", { identifier: "nobody_here", password: "wrong-password-1" });
    expect(zh.status).toBe(401);
    const zhText = await zh.text();
    expect(zhText).toContain("登录失败，请检查登录信息");
    expect(zhText).not.toContain("wrong-password-1");
    const en = await postForm("/en-US/auth/login", {
      identifier: "nobody_here",
      password: "wrong-password-1",
    });
    expect(await en.text()).toContain("Sign-in failed, please check your credentials");
  });

  it("names the taken field and refuses a filled honeypot", async () => {
    const { user } = await createTestUser(env.DB);
    const taken = await postForm("/en-US/auth/register", {
      username: user.username,
      password: "a-long-unusual-pass",
      confirmPassword: "a-long-unusual-pass",
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("This username is already taken");
    const bot = await postForm("/auth/register", {
      username: `bot_${Date.now()}`,
      password: "a-long-unusual-pass",
      confirmPassword: "a-long-unusual-pass",
      dd_contact_trap: "http://spam.example",
    });
    expect(bot.status).toBe(400);
    expect(await bot.text()).toContain("注册失败");
  });

  it("registers by phone number (design §6), which then signs in; a taken phone is named", async () => {
    const page = await (await get("/auth/register")).text();
    expect(page).toContain('name="phone"');
    expect(page).toContain('type="tel"');
    const phone = `+86139${Math.floor(1e7 + Math.random() * 9e7)}`;
    const name = `tel_${Math.random().toString(36).slice(2, 9)}`;
    const response = await postForm("/auth/register", {
      username: name,
      email: "",
      phone,
      password: "a-long-unusual-pass",
      confirmPassword: "a-long-unusual-pass",
    });
    expect(response.status).toBe(302);
    const row = await env.DB.prepare("SELECT phone FROM users WHERE username = ?").bind(name).first();
    expect(row?.phone).toBe(phone);
    const login = await postForm("/auth/login", { identifier: phone, password: "a-long-unusual-pass" });
    expect(login.status).toBe(302);
    const again = await postForm("/en-US/auth/register", {
      username: `${name}_2`,
      phone,
      password: "a-long-unusual-pass",
      confirmPassword: "a-long-unusual-pass",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This phone number is already registered");
    const bad = await postForm("/en-US/auth/register", {
      username: `${name}_3`,
      phone: "12ab",
      password: "a-long-unusual-pass",
      confirmPassword: "a-long-unusual-pass",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid phone number");
  });

  it("sends signed-in users away from guest pages and guests to login from /profile", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const login = await get("/en-US/auth/login", sessionCookie);
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe("/en-US");
    const profile = await get("/profile?tab=1");
    expect(profile.headers.get("Location")).toBe("/auth/login?redirectTo=%2Fprofile%3Ftab%3D1");
  });

  it("logs out with a POST: the cookie is cleared and the session ends", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const response = await postForm("/auth/logout", {}, sessionCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toContain(
      "dd_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
    );
    const after = await get("/profile", sessionCookie);
    expect(after.status).toBe(302);
  });
});

describe("OAuth callback checks", () => {
  it("refuses a state that does not match the stored one, then a provider mismatch, with SPEC's messages", async () => {
    const stored = (state: string, provider: string) =>
      `dd_oauth=${encodeURIComponent(JSON.stringify({ state, provider, codeVerifier: null, redirectTo: null }))}`;
    const state = "s".repeat(32);
    const badState = await get(
      `/auth/callback?provider=github&state=${"x".repeat(32)}&code=c`,
      stored(state, "github"),
    );
    expect(badState.status).toBe(400);
    expect(await badState.text()).toContain("OAuth2 state 验证失败");
    const noCookie = await get(`/auth/callback?provider=github&state=${state}&code=c`);
    expect(await noCookie.text()).toContain("OAuth2 state 验证失败");
    const badProvider = await get(
      `/auth/callback?provider=google&state=${state}&code=c`,
      stored(state, "github"),
    );
    expect(await badProvider.text()).toContain("OAuth2 提供商不匹配");
    const english = await get(
      `/en-US/auth/callback?provider=google&state=${state}&code=c`,
      stored(state, "github"),
    );
    expect(await english.text()).toContain("OAuth2 provider mismatch");
  });

  it("does not offer an unconfigured provider", async () => {
    expect((await get("/auth/oauth/github")).status).toBe(404);
    expect(await (await get("/auth/login")).text()).not.toContain("/auth/oauth/");
  });
});

describe("profile pages", () => {
  it("/profile edits every field with a plain form post and applies the theme to <html>", async () => {
    const { user, sessionCookie } = await createTestUser(env.DB);
    const page = await get("/profile", sessionCookie);
    expect(page.status).toBe(200);
    const text = await page.text();
    // spec §2: the title is exactly '个人资料' on the Chinese page.
    expect(text).toContain("<title>个人资料</title>");
    expect(text).toContain(">个人资料</h1>");
    const saved = await postForm(
      "/profile",
      {
        nickname: "Nick",
        avatarUrl: "https://example.com/me.png",
        gender: "female",
        birthday: "1999-12-31",
        location: "Paris",
        bio: "private bio",
        website: "https://me.example",
        socialLinks: "github https://github.com/me",
        interests: "maps, cats",
        theme: "dark",
        language: "",
        timezone: "Europe/Paris",
      },
      sessionCookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/profile");
    const after = await (await get("/profile", sessionCookie)).text();
    expect(after).toContain('data-theme="dark"');
    expect(after).toContain("private bio");
    // Every zone the runtime knows is an option; the saved one is selected.
    expect(after).toContain('<option value="Europe/Paris" selected="">Europe/Paris</option>');
    expect(after).toContain('<option value="Asia/Tokyo">Asia/Tokyo</option>');
    expect(after.match(/<option value="[A-Za-z_]+\/[^"]+">/g)?.length).toBeGreaterThan(300);
    const publicPage = await (await get(`/users/${user.id}`)).text();
    expect(publicPage).toContain("Nick");
    expect(publicPage).toContain("https://example.com/me.png");
    expect(publicPage).not.toContain("private bio");
    expect(publicPage).not.toContain("Paris");
    expect(await (await get(`/en-US/profile/${user.id}`)).text()).toContain("Female");
  });

  it("/users/{id} shows others a cached copy; its player sees D1, and a profile edit shows at once", async () => {
    const { user, sessionCookie } = await createTestUser(env.DB);
    const nickname = (name: string) =>
      postForm("/profile", { nickname: name, gender: "unspecified" }, sessionCookie);
    expect((await nickname("First name")).status).toBe(302);
    const publicPage = async (cookie = "") => (await get(`/en-US/users/${user.id}`, cookie)).text();
    expect(await publicPage()).toContain("First name");
    // Changed behind the app's back: other people keep the cached copy, the player reads D1.
    await env.DB.prepare("UPDATE profiles SET nickname = ? WHERE user_id = ?")
      .bind("Quiet change", user.id)
      .run();
    expect(await publicPage()).toContain("First name");
    expect(await publicPage(sessionCookie)).toContain("Quiet change");
    // An edit through the app drops the cached copy.
    expect((await nickname("Edited name")).status).toBe(302);
    expect(await publicPage()).toContain("Edited name");
  });

  it("/profile shows the account's username and email, and makes a missing profile row", async () => {
    const { user, sessionCookie } = await createTestUser(env.DB);
    await env.DB.prepare("DELETE FROM profiles WHERE user_id = ?").bind(user.id).run();
    const page = await get("/en-US/profile", sessionCookie);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(`<dd>${user.username}</dd>`);
    expect(text).toContain(`<dd>${user.email}</dd>`);
    // The new row starts with the username as nickname.
    expect(text).toContain(`value="${user.username}"`);
    const row = await env.DB.prepare("SELECT nickname FROM profiles WHERE user_id = ?").bind(user.id).first();
    expect(row).toEqual({ nickname: user.username });
    const other = await createTestUser(env.DB, { email: null });
    const noEmail = await (await get("/en-US/profile", other.sessionCookie)).text();
    expect(noEmail).toContain(`<dd>${other.user.username}</dd>`);
    expect(noEmail).toContain("<dd>Not set</dd>");
  });

  it("keeps what was stored when a field is invalid, with a translated error", async () => {
    const { sessionCookie } = await createTestUser(env.DB, { nickname: "Keep" });
    const response = await postForm(
      "/en-US/profile",
      { nickname: "x".repeat(65), gender: "male", theme: "light" },
      sessionCookie,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Nickname must be at most 64 characters");
    expect(await (await get("/profile", sessionCookie)).text()).toContain('value="Keep"');
  });

  it("/users/{id} is a 404 page for unknown ids; /debug-auth shows state but no token", async () => {
    expect((await get("/users/99999999")).status).toBe(404);
    expect((await get("/users/abc")).status).toBe(404);
    const { sessionCookie, user } = await createTestUser(env.DB);
    const debug = await (await get("/debug-auth", sessionCookie)).text();
    expect(debug).toContain(user.username);
    expect(debug).not.toContain(sessionCookie.split("=")[1]);
  });
});

describe("redirect targets are checked after normalisation", () => {
  const offSite = (location: string | null) => location !== null && /^([/\\]{2}|[a-z]+:)/i.test(location);

  it("POST /palette never answers Location: //host", async () => {
    for (const redirectTo of [
      "/.//evil.example/path",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "//evil.example",
    ]) {
      const response = await postForm("/palette", { palette: "colorblind", redirectTo });
      expect(response.status, redirectTo).toBe(303);
      expect(offSite(response.headers.get("Location")), redirectTo).toBe(false);
    }
    const ok = await postForm("/palette", { palette: "default", redirectTo: "/datasets?page=2" });
    expect(ok.headers.get("Location")).toBe("/datasets?page=2");
  });

  it("the login form's redirectTo cannot leave the site through a normalised path", async () => {
    const { user, password } = await createTestUser(env.DB);
    const response = await postForm("/auth/login", {
      identifier: user.username,
      password,
      redirectTo: "/.//evil.example/path",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("the 404 page's language link on /en-US//evil.example/x stays on the site", async () => {
    const page = await get("/en-US//evil.example/x");
    expect(page.status).toBe(404);
    const hrefs = [
      ...(await page.text()).matchAll(/<a [^>]*hrefLang="[^"]+"[^>]*>|<a [^>]*hreflang="[^"]+"[^>]*>/gi),
    ]
      .map((m) => /href="([^"]*)"/.exec(m[0])?.[1]?.replace(/&amp;/g, "&") ?? "")
      .filter(Boolean);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(offSite(href), href).toBe(false);
      // A link through the language switch route must not redirect off-site either.
      if (href.startsWith("/language/"))
        expect(offSite((await get(href)).headers.get("Location")), href).toBe(false);
    }
  });
});

describe("OAuth start", () => {
  it("ignores a client-chosen ?state= and stores the state it sends to the provider", async () => {
    const route = await import("../../routes/($lang).auth.oauth.$provider");
    const { createDeps } = await import("~/services/deps.server");
    const oauthEnv = { ...env, GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" } as typeof env;
    const chosen = "attacker-chosen-state-0123456789";
    const response = (await route.loader({
      request: new Request(`http://localhost/auth/oauth/github?state=${chosen}&redirectTo=/.//evil.example`),
      params: { provider: "github" },
      context: { cloudflare: { env: oauthEnv, ctx: {} }, deps: createDeps(oauthEnv), nonce: "" },
    } as unknown as Parameters<typeof route.loader>[0])) as Response;
    expect(response.status).toBe(302);
    const sent = new URL(String(response.headers.get("Location"))).searchParams.get("state");
    expect(sent).not.toBe(chosen);
    expect(sent).toMatch(/^[\w-]{16,}$/);
    const cookie = decodeURIComponent(String(response.headers.get("Set-Cookie")));
    expect(cookie).toContain(`"state":"${sent}"`);
    expect(cookie).not.toContain(chosen);
    expect(cookie).toContain('"redirectTo":null');
  });
});

describe("signing up after playing as a guest", () => {
  it("says the guest's games were kept in the new account; nothing when there were none", async () => {
    const fixture = await createGameFixture(database(env.DB), { name: "Kept realms" });
    const started = await worker.fetch("http://localhost/api/v1/game/record", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/json" },
      body: JSON.stringify({ dataset_id: fixture.datasetId }),
    });
    expect(started.status).toBe(201);
    const guest = (started.headers.get("Set-Cookie") ?? "").split(";")[0];
    expect(guest).toMatch(/^dd_guest=/);
    const name = `kept_${Math.random().toString(36).slice(2, 9)}`;
    const password = "a-long-unusual-pass";
    const registered = await postForm(
      "/auth/register",
      { username: name, email: "", password, confirmPassword: password, redirectTo: "/datasets" },
      guest,
    );
    expect(registered.status).toBe(302);
    const cookies = registered.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const landed = await (await get("/datasets", cookies)).text();
    expect(landed).toContain("你以游客身份玩的 1 局游戏已保存到你的账号。");

    const plain = await postForm("/en-US/auth/register", {
      username: `${name}_2`,
      email: "",
      password,
      confirmPassword: password,
    });
    expect(plain.status).toBe(302);
    expect(plain.headers.getSetCookie().some((line) => line.startsWith("dd_toast"))).toBe(false);
  });
});
