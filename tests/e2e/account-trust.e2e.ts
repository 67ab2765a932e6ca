import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { signInFreshAccount } from "./support/accounts";
import { type Locale, newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, unique } from "./support/env";

const PASSWORD = "a-long-unusual-pass-42";
const NEW_PASSWORD = "another-unusual-pass-77";

/** Navigations and form posts on a loaded CI machine can take seconds: poll patiently. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const words = {
  "zh-CN": {
    prefix: "",
    typeUsername: /输入你的用户名/,
    password: "当前密码",
    deleteButton: "永久删除我的账号",
    deleted: "你的账号已删除。",
    signIn: "登录",
    identifier: "用户名 / 邮箱 / 手机号",
    loginPassword: "密码",
    forgotLink: "忘记密码？",
    forgotSubmit: "发送重置链接",
    sent: "如果有匹配的账号",
    newPassword: "新密码",
    confirmPassword: "确认新密码",
    resetSubmit: "设置新密码",
    resetDone: "密码已修改",
    linkSpent: /^此重置链接无效、已使用或已过期/,
    askAgain: "重新申请链接",
  },
  "en-US": {
    prefix: "/en-US",
    typeUsername: /Type your username/,
    password: "Current password",
    deleteButton: "Delete my account for good",
    deleted: "Your account was deleted.",
    signIn: "Sign in",
    identifier: "Username / email / phone",
    loginPassword: "Password",
    forgotLink: "Forgot your password?",
    forgotSubmit: "Send the reset link",
    sent: "If an account matches",
    newPassword: "New password",
    confirmPassword: "Confirm the new password",
    resetSubmit: "Set the new password",
    resetDone: "Your password was changed",
    linkSpent: /^This reset link is invalid, already used or expired/,
    askAgain: "Ask for a new link",
  },
} as const;

async function signIn(page: Page, locale: Locale, identifier: string, password: string) {
  const w = words[locale];
  await page.goto(`${w.prefix}/auth/login`);
  await ready(page);
  await page.getByLabel(w.identifier, { exact: true }).fill(identifier);
  await page.getByLabel(w.loginPassword, { exact: true }).fill(password);
  await page.locator("#login-form").getByRole("button", { name: w.signIn }).click();
}

const randomIp = () => `10.34.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function registerWithEmail(username: string, email: string) {
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomIp() },
    body: JSON.stringify({ username, email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
}

for (const locale of ["zh-CN", "en-US"] as const) {
  const w = words[locale];

  describe(`accounts a person can trust (${locale})`, () => {
    it("deletes the account from /profile: signed out, sign-in fails, the public profile is gone", async () => {
      const page = await newPage({ locale });
      const account = await signInFreshAccount(page, "del", { ip: randomIp() });
      await page.goto(`${w.prefix}/profile`);
      await ready(page);
      await expectNoA11yViolations(page);
      // A wrong username is refused and nothing is deleted.
      await page.getByLabel(w.typeUsername).fill(`${account.username}x`);
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: w.deleteButton }).click();
      await eventually(() => page.getByRole("alert").count()).toBeGreaterThan(0);
      expect((await fetch(`${baseUrl}/api/v1/profile/${account.id}`)).status).toBe(200);

      await page.getByLabel(w.typeUsername).fill(account.username);
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await Promise.all([
        page.waitForURL((url) => url.pathname === (w.prefix || "/")),
        page.getByRole("button", { name: w.deleteButton }).click(),
      ]);
      await eventually(() => page.getByRole("link", { name: w.signIn, exact: true }).count()).toBe(1);
      expect((await fetch(`${baseUrl}/api/v1/profile/${account.id}`)).status).toBe(404);
      expect((await page.goto(`${w.prefix}/users/${account.id}`))?.status()).toBe(404);

      await signIn(page, locale, account.username, PASSWORD);
      await eventually(() => page.getByRole("alert").first().textContent()).toBeTruthy();
      expect(new URL(page.url()).pathname).toBe(`${w.prefix}/auth/login`);
    });

    it("resets a forgotten password through the local outbox", async () => {
      const page = await newPage({ locale });
      const username = unique("rst");
      const email = `${username}@example.test`;
      await registerWithEmail(username, email);

      await page.goto(`${w.prefix}/auth/login`);
      await ready(page);
      await Promise.all([
        page.waitForURL((url) => url.pathname.endsWith("/auth/forgot")),
        page.getByRole("link", { name: w.forgotLink }).click(),
      ]);
      await ready(page);
      await page.getByLabel(w.identifier, { exact: true }).fill(email);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get("sent") === "1"),
        page.getByRole("button", { name: w.forgotSubmit }).click(),
      ]);
      await eventually(() => page.getByText(w.sent).count()).toBe(1);
      await expectNoA11yViolations(page);

      // The email, as the local outbox keeps it in D1 (mailed just after the answer: poll). The outbox
      // page is `npm start`'s only: the production build the tests run has none.
      let link: string | null = null;
      await eventually(async () => {
        const [mail] = await queryD1<{ text_body: string }>(
          sql`SELECT text_body FROM mail_outbox WHERE to_address = ${email} AND kind = 'reset' ORDER BY id DESC LIMIT 1`,
        );
        link = mail?.text_body.match(/https?:\/\/\S+\/auth\/reset\?token=\S+/)?.[0] ?? null;
        return link;
      }).toBeTruthy();
      const resetUrl = new URL(link ?? "");
      expect(resetUrl.pathname).toBe(`${w.prefix}/auth/reset`);

      await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
      await ready(page);
      await page.getByLabel(w.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(w.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
      await Promise.all([
        page.waitForURL((url) => url.pathname === `${w.prefix}/auth/login`),
        page.getByRole("button", { name: w.resetSubmit }).click(),
      ]);

      // The spent link says so at once, with no password to type in vain, and offers a new one.
      await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
      await ready(page);
      expect(await page.getByRole("alert").textContent()).toMatch(w.linkSpent);
      expect(await page.getByLabel(w.newPassword, { exact: true }).count()).toBe(0);
      expect(await page.getByRole("link", { name: w.askAgain }).getAttribute("href")).toBe(
        `${w.prefix}/auth/forgot`,
      );

      // The old password no longer works; the new one does.
      await signIn(page, locale, username, PASSWORD);
      await eventually(() => page.getByRole("alert").first().textContent()).toBeTruthy();
      await signIn(page, locale, username, NEW_PASSWORD);
      await page.waitForURL((url) => url.pathname === (w.prefix || "/"));
      await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
    });
  });
}
