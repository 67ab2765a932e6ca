import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInFreshAccount } from "./support/accounts";
import { type Locale, newPage, ready } from "./support/browser";
import { jsEnabled, unique } from "./support/env";

/**
 * Account and dataset forms are checked by the server alone (no zod, no conform runtime
 * in the browser). A refused submit shows each error next to its field, in the page's language,
 * keeps what was typed (never a password) and works the same without JavaScript.
 */

const text = {
  "zh-CN": {
    prefix: "",
    username: "用户名",
    email: "邮箱（可选）",
    password: "密码",
    confirm: "确认密码",
    submit: "注册",
    usernameTooShort: "用户名至少需要 3 个字符",
    emailInvalid: "请输入有效的邮箱地址",
    passwordTooShort: "密码至少需要 8 个字符",
    mismatch: "两次输入的密码不一致",
    name: "名称",
    description: "描述",
    create: "创建",
    required: "此项必填",
  },
  "en-US": {
    prefix: "/en-US",
    username: "Username",
    email: "Email (optional)",
    password: "Password",
    confirm: "Confirm password",
    submit: "Register",
    usernameTooShort: "Username must be at least 3 characters",
    emailInvalid: "Enter a valid email address",
    passwordTooShort: "Password must be at least 8 characters",
    mismatch: "The passwords do not match",
    name: "Name",
    description: "Description",
    create: "Create",
    required: "Required",
  },
} as const;

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** The field's error: the element its `aria-describedby` names, with the field marked invalid. */
async function fieldError(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const texts = await Promise.all(
    ids.map((id) => page.locator(`[id="${id}"].field-error`).allTextContents()),
  );
  return texts.flat().join(" ") || null;
}

const randomIp = () => `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function signedInPage(locale: Locale) {
  const page = await newPage({ locale });
  await signInFreshAccount(page, "frm", { ip: randomIp() });
  return page;
}

describe("server-checked forms", () => {
  for (const locale of ["zh-CN", "en-US"] as const) {
    const t = text[locale];

    it(`${locale}: register shows each refusal next to its field and keeps the typed values`, async () => {
      const page = await newPage({ locale });
      await page.goto(`${t.prefix}/auth/register`);
      await ready(page);
      await page.getByLabel(t.username, { exact: true }).fill("ab");
      await page.getByLabel(t.email).fill("not-an-email");
      await page.getByLabel(t.password, { exact: true }).fill("short");
      await page.getByLabel(t.confirm).fill("different");
      await page.getByRole("button", { name: t.submit, exact: true }).click();

      await eventually(() => fieldError(page, t.username)).toBe(t.usernameTooShort);
      expect(await fieldError(page, t.email)).toBe(t.emailInvalid);
      expect(await fieldError(page, t.password)).toBe(t.passwordTooShort);
      expect(await fieldError(page, t.confirm)).toBe(t.mismatch);
      expect(new URL(page.url()).pathname).toBe(`${t.prefix}/auth/register`);
      // What was typed stays; a password is never sent back (without JavaScript the page is new).
      expect(await page.getByLabel(t.username, { exact: true }).inputValue()).toBe("ab");
      expect(await page.getByLabel(t.email).inputValue()).toBe("not-an-email");
      if (!jsEnabled) expect(await page.getByLabel(t.password, { exact: true }).inputValue()).toBe("");

      // Fixed, the same form goes through.
      const username = unique("fix");
      await page.getByLabel(t.username, { exact: true }).fill(username);
      await page.getByLabel(t.email).fill("");
      await page.getByLabel(t.password, { exact: true }).fill("a-long-unusual-pass-42");
      await page.getByLabel(t.confirm).fill("a-long-unusual-pass-42");
      await Promise.all([
        page.waitForURL((url) => url.pathname === (t.prefix || "/")),
        page.getByRole("button", { name: t.submit, exact: true }).click(),
      ]);
      await eventually(() => page.getByRole("link", { name: username }).count()).toBe(1);
    });

    it(`${locale}: the dataset form refuses an empty name next to the field and keeps the description`, async () => {
      const page = await signedInPage(locale);
      await page.goto(`${t.prefix}/datasets/create`);
      await ready(page);
      const description = `kept ${unique("d")}`;
      await page.getByLabel(t.description, { exact: true }).fill(description);
      await page.getByRole("button", { name: t.create, exact: true }).click();
      await eventually(() => fieldError(page, t.name)).toBe(t.required);
      expect(new URL(page.url()).pathname).toBe(`${t.prefix}/datasets/create`);
      expect(await page.getByLabel(t.description, { exact: true }).inputValue()).toBe(description);
    });
  }

  it("the register button is on the first screen of a phone (390×844) and of a laptop (1280×800)", async () => {
    for (const locale of ["zh-CN", "en-US"] as const) {
      const page = await newPage({ locale });
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ]) {
        await page.setViewportSize({ width, height });
        await page.goto(`${text[locale].prefix}/auth/register`);
        await ready(page);
        const button = await page
          .getByRole("button", { name: text[locale].submit, exact: true })
          .boundingBox();
        const bottom = button ? button.y + button.height : Number.POSITIVE_INFINITY;
        expect(bottom, `${locale} ${width}×${height}`).toBeLessThanOrEqual(height);
        // Not crammed: the fields keep a phone-friendly height.
        const input = await page.getByLabel(text[locale].username, { exact: true }).boundingBox();
        expect(input?.height ?? 0).toBeGreaterThanOrEqual(40);
      }
    }
  });

  it.skipIf(!jsEnabled)("account pages download no zod and no conform", async () => {
    const page = await newPage();
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/auth/register");
    await page.waitForLoadState("networkidle");
    await page.goto("/auth/login");
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((body) => body.includes("$ZodType") || body.includes("dataset.conform"))).toEqual(
      [],
    );
  });
});
