import { describe, expect, it } from "vitest";
import { signInFreshAccount } from "./support/accounts";
import { newPage, pageErrors } from "./support/browser";
import { unique } from "./support/env";

/**
 * A page form refused by the server shows its reasons in the page's language next to the fields,
 * with and without JavaScript (the same reply): never zod's English default ("Too small",
 * "Invalid input: expected string"), and what the user typed stays in the form.
 */
const ZOD_ENGLISH = /Too small|Too big|Invalid input|expected (string|number|boolean)|received undefined/;

async function signedInPage() {
  const page = await newPage({ locale: "zh-CN" });
  await signInFreshAccount(page, "fe");
  return page;
}

describe("page form errors in zh-CN", () => {
  it("create dataset: an empty name says 此项必填 next to the name, the description is kept", async () => {
    const page = await signedInPage();
    await page.goto("/datasets/create");
    await page.locator("#create-dataset-description").fill("保留的描述");
    await page.locator("#create-dataset-name").fill("");
    await page.locator('form#create-dataset button[type="submit"]').click();
    const error = page.locator("#create-dataset-name-error");
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toBe("此项必填");
    expect(await page.locator("#create-dataset-name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#create-dataset-description").inputValue()).toBe("保留的描述");
    expect(await page.locator("main").textContent()).not.toMatch(ZOD_ENGLISH);
    expect(pageErrors(page)).toEqual([]);
  });

  it("profile: a rule without its own message key is worded in Chinese, the nickname kept", async () => {
    const page = await signedInPage();
    await page.goto("/profile");
    await page.locator("#profile-form-nickname").fill("留下的昵称");
    // The language select holds only valid choices: send a value the schema refuses (max 8 characters).
    await page.locator("#profile-form-language").evaluate((element) => {
      const select = element as unknown as HTMLSelectElement;
      const option = document.createElement("option");
      option.value = "much-too-long";
      option.textContent = "x";
      select.appendChild(option);
      select.value = "much-too-long";
    });
    await page.locator('form#profile-form button[type="submit"]').first().click();
    await page.locator("#profile-form-language-error").waitFor({ timeout: 15_000 });
    expect(await page.locator("#profile-form-language-error").textContent()).toBe("不能超过 8 个字符。");
    expect(await page.locator("#profile-form-nickname").inputValue()).toBe("留下的昵称");
    expect(await page.locator("main").textContent()).not.toMatch(ZOD_ENGLISH);
    expect(pageErrors(page)).toEqual([]);
  });

  it("sign-in: the refusal stands apart from the field under it, and the username is kept", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/auth/login");
    const identifier = unique("nobody");
    await page.locator('input[name="identifier"]').fill(identifier);
    await page.locator('input[name="password"]').fill("not-the-password-1");
    await page.locator('main form button[type="submit"]').click();
    const error = page.locator("#login-form-error");
    await error.waitFor({ timeout: 15_000 });
    const box = await error.boundingBox();
    const label = await page.locator('label[for="login-form-identifier"]').boundingBox();
    // The error box used to touch the label "用户名 / 邮箱 / 手机号" under it.
    expect((label?.y ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(8);
    expect(await page.locator('input[name="identifier"]').inputValue()).toBe(identifier);
  });
});
