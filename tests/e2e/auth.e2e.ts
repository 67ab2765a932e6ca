import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { isJavaScriptEnabled, newPage, ready } from "./support/browser";
import { baseUrl, jsEnabled, unique } from "./support/env";

const PASSWORD = "a-long-unusual-pass-42";

/** Navigations and form posts on a loaded CI machine can take seconds: poll patiently. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function register(page: Page, username: string, email: string) {
  await page.goto("/auth/register");
  await ready(page);
  await page.getByLabel("用户名", { exact: true }).fill(username);
  await page.getByLabel("邮箱（可选）").fill(email);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByLabel("确认密码").fill(PASSWORD);
  await Promise.all([
    page.waitForURL((url) => url.pathname === "/"),
    page.getByRole("button", { name: "注册" }).click(),
  ]);
}

async function login(page: Page, identifier: string, { rememberMe = false, password = PASSWORD } = {}) {
  await page.goto("/auth/login");
  await ready(page);
  await page.getByLabel("用户名 / 邮箱 / 手机号").fill(identifier);
  await page.getByLabel("密码", { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel("记住我（30 天内保持登录）").check();
  await page.locator("#login-form").getByRole("button", { name: "登录" }).click();
}

async function logout(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => response.url().includes("/auth/logout")),
    page.getByRole("button", { name: "退出登录" }).click(),
  ]);
  await eventually(() => page.getByRole("link", { name: "登录", exact: true }).count()).toBe(1);
}

function storedAuth(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("datadle_auth") ?? "null"));
}

const randomIp = () => `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function apiRegister(username: string) {
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    // Each test account comes from its own address: registrations are rate-limited per IP.
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomIp() },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { user: { id: number } } }).data.user;
}

describe("accounts", () => {
  it("registers, signs out, and signs in by username and by email", async () => {
    const page = await newPage();
    const username = unique("reg");
    await register(page, username, `${username}@example.test`);
    await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
    if (isJavaScriptEnabled(page)) {
      // The browser auth store took over the cookie session: persisted state, never the refresh token.
      await eventually(() => storedAuth(page)).toMatchObject({ isAuthenticated: true, user: { username } });
      const raw = await page.evaluate(() => window.localStorage.getItem("datadle_auth") ?? "");
      const cookie = (await page.context().cookies()).find((c) => c.name === "dd_session");
      expect(raw).not.toContain(String(cookie?.value));
      expect(Object.keys(JSON.parse(raw)).sort()).toEqual([
        "isAuthenticated",
        "rememberMe",
        "token",
        "tokenExpiresAt",
        "user",
      ]);
    }
    await logout(page);
    if (isJavaScriptEnabled(page)) await eventually(() => storedAuth(page)).toBeNull();
    await login(page, username);
    await page.waitForURL((url) => url.pathname === "/");
    await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
    await logout(page);
    await login(page, `${username.toUpperCase()}@EXAMPLE.TEST`);
    await page.waitForURL((url) => url.pathname === "/");
    await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
  });

  it("profile of an unverified email: the resend button stands apart from the account card", async () => {
    const page = await newPage();
    const username = unique("unv");
    await register(page, username, `${username}@example.test`);
    await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/profile");
    const card = await page.locator(".profile-page > dl.card").boundingBox();
    const resend = await page.getByRole("button", { name: "重新发送验证链接" }).boundingBox();
    expect((resend?.y ?? 0) - ((card?.y ?? 0) + (card?.height ?? 0))).toBeGreaterThanOrEqual(8);
  });

  it("registers by phone number (design §6) and signs in with it", async () => {
    const page = await newPage();
    const username = unique("tel");
    const phone = `+86137${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await page.goto("/auth/register");
    await ready(page);
    await expectNoA11yViolations(page);
    await page.getByLabel("用户名", { exact: true }).fill(username);
    await page.getByLabel("手机号（可选）").fill(phone);
    await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
    await page.getByLabel("确认密码").fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/"),
      page.getByRole("button", { name: "注册" }).click(),
    ]);
    await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
    await logout(page);
    await login(page, phone);
    await page.waitForURL((url) => url.pathname === "/");
    await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
  });

  it("shows SPEC's failure message on a wrong password and returns to a same-origin redirectTo", async () => {
    const page = await newPage();
    const username = unique("redir");
    await apiRegister(username);
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await login(page, username, { password: "wrong-password-xx" });
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("登录失败，请检查登录信息");
    await login(page, username);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/auth/login?redirectTo=%2Fprofile");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("keeps a remember-me session across a browser restart, but not a plain one", async () => {
    const first = await newPage();
    const username = unique("keep");
    await apiRegister(username);
    await login(first, username, { rememberMe: true });
    await first.waitForURL((url) => url.pathname === "/");
    const state = await first.context().storageState();
    const session = state.cookies.find((cookie) => cookie.name === "dd_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    // A restart keeps only persistent cookies.
    const restarted = await newPage();
    await restarted.context().addCookies(state.cookies.filter((cookie) => cookie.expires > 0));
    await restarted.goto("/profile");
    expect(new URL(restarted.url()).pathname).toBe("/profile");
    await eventually(() => restarted.getByRole("heading", { level: 1 }).textContent()).toBe("个人资料");
    // spec §2: the page's title is exactly '个人资料'.
    await eventually(() => restarted.title()).toBe("个人资料");

    const plain = await newPage();
    const other = unique("plain");
    await apiRegister(other);
    await login(plain, other);
    await plain.waitForURL((url) => url.pathname === "/");
    const plainCookies = (await plain.context().cookies()).filter((cookie) => cookie.expires > 0);
    expect(plainCookies.some((cookie) => cookie.name === "dd_session")).toBe(false);
  });

  // Without JavaScript no tab refreshes: this one runs in the JavaScript pass only.
  it.runIf(jsEnabled)(
    "four tabs refreshing at once with one session cookie all succeed and stay signed in",
    async () => {
      const page = await newPage();
      const username = unique("tabs");
      await apiRegister(username);
      await login(page, username);
      await page.waitForURL((url) => url.pathname === "/");
      await eventually(() => storedAuth(page)).toMatchObject({ isAuthenticated: true });
      const context = page.context();
      const tabs = await Promise.all([0, 1, 2, 3].map(() => context.newPage()));
      await Promise.all(tabs.map((tab) => tab.goto("/datasets")));
      await Promise.all(tabs.map((tab) => tab.waitForLoadState("networkidle")));
      // Every tab refreshes at the same moment with the same session cookie (as tabs restored together do).
      const statuses = await Promise.all(
        tabs.map((tab) =>
          tab.evaluate(() =>
            fetch("/api/v1/refresh", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: "{}",
            }).then((response) => response.status),
          ),
        ),
      );
      expect(statuses).toEqual([200, 200, 200, 200]);
      const after = await context.newPage();
      await after.goto("/profile");
      expect(new URL(after.url()).pathname).toBe("/profile");
      await eventually(() => storedAuth(after)).toMatchObject({ isAuthenticated: true, user: { username } });
    },
  );

  it("edits the profile; another account sees only the public fields", async () => {
    const page = await newPage({ locale: "en-US" });
    const username = unique("prof");
    await apiRegister(username);
    await page.goto("/en-US/auth/login");
    await ready(page);
    await page.getByLabel("Username / email / phone").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.locator("#login-form").getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/en-US");
    await page.goto("/en-US/profile");
    await ready(page);
    await expectNoA11yViolations(page);
    await page.getByLabel("Nickname").fill("Public Name");
    await page.getByLabel("Avatar URL").fill("https://example.com/avatar.png");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Bio").fill("my private bio text");
    await page.getByLabel("Location").fill("Private Town");
    await page.getByLabel("Theme").selectOption("dark");
    await page.getByLabel("Time zone").selectOption("Asia/Tokyo");
    await page.getByRole("button", { name: "Save" }).click();
    await eventually(() => page.locator("html").getAttribute("data-theme")).toBe("dark");
    await eventually(() => page.getByLabel("Bio").inputValue()).toBe("my private bio text");
    const href = await page.getByRole("link", { name: "View public profile" }).getAttribute("href");
    const userPath = String(href).replace("/en-US", "");

    const viewer = await newPage({ locale: "en-US" });
    await apiRegister(unique("viewer"));
    await viewer.goto(`/en-US${userPath}`);
    await eventually(() => viewer.getByRole("heading", { level: 1 }).textContent()).toBe("Public Name");
    const text = await viewer.locator("main").textContent();
    expect(text).toContain("Female");
    expect(text).not.toContain("my private bio text");
    expect(text).not.toContain("Private Town");
    expect(text).not.toContain("Asia/Tokyo");
    await viewer.goto(`/en-US${userPath.replace("/users/", "/profile/")}`);
    await eventually(() => viewer.getByRole("heading", { level: 1 }).textContent()).toBe("Public Name");
  });

  it("throttles brute force: after 5 failures the account must wait, with the time in the message", async () => {
    const page = await newPage();
    // A private address per run so this test's failures never block other tests' logins by IP.
    await page.context().setExtraHTTPHeaders({
      "CF-Connecting-IP": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const username = unique("brute");
    await apiRegister(username);
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(page, username, { password: `wrong-${attempt}-password` });
      await expect
        .poll(() => page.getByRole("alert").first().textContent())
        .toContain("登录失败，请检查登录信息");
    }
    await login(page, username);
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("尝试次数过多，请在 15 分钟后重试");
    expect(new URL(page.url()).pathname).toBe("/auth/login");
  });
});
