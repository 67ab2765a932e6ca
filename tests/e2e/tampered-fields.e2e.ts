import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInFreshAccount } from "./support/accounts";
import { newPage, pageErrors, ready } from "./support/browser";
import { queryD1 } from "./support/d1";

/**
 * A hidden field or checkbox sent with a value the page never offers (changed in the browser, or a
 * stale page) is refused with a clear form error in the page's language, with and without
 * JavaScript, and what the user typed stays in the form.
 */
const BAD_FORM_VALUE = {
  "zh-CN": "表单提交了本页没有提供的值（可能被改动或已过期）。请刷新页面后重试。",
  "en-US":
    "This form sent a value the page does not offer (it may have been changed or be out of date). Reload the page and try again.",
} as const;

/** Gives a form control a value its page never renders. */
async function tamper(page: Page, selector: string, value: string) {
  await page.locator(selector).evaluate((element, next) => {
    const input = element as unknown as HTMLInputElement;
    input.value = next;
    if (input.type === "checkbox") input.checked = true;
  }, value);
}

describe("tampered form fields", () => {
  it("create dataset (en-US): a changed 'public' checkbox is the form's error; name and description kept", async () => {
    const page = await newPage({ locale: "en-US" });
    await signInFreshAccount(page, "tf");
    await page.goto("/en-US/datasets/create");
    await ready(page);
    await page.locator("#create-dataset-name").fill("Kept name");
    await page.locator("#create-dataset-description").fill("kept words");
    await tamper(page, "#create-dataset-isPublic", "banana");
    await page.locator('form#create-dataset button[type="submit"]').click();
    const error = page.locator("#create-dataset-error");
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toBe(BAD_FORM_VALUE["en-US"]);
    expect(await error.getAttribute("role")).toBe("alert");
    expect(page.url()).toContain("/en-US/datasets/create");
    expect(await page.locator("#create-dataset-name").inputValue()).toBe("Kept name");
    expect(await page.locator("#create-dataset-description").inputValue()).toBe("kept words");
    expect(pageErrors(page)).toEqual([]);
  });

  it("game start (zh-CN): a changed hard-mode checkbox is the form's error above Start", async () => {
    const [dataset] = await queryD1<{ id: number }>("SELECT id FROM datasets WHERE slug = 'solar-system'");
    expect(dataset, "the e2e database has the seeded solar-system dataset").toBeTruthy();
    const page = await newPage({ locale: "zh-CN" });
    await page.goto(`/game/${dataset.id}`);
    // Hydrated first, as the create-dataset test: a click during hydration lost the refusal once in CI.
    await ready(page);
    await tamper(page, 'form.game-start input[name="hardMode"]', "zzz");
    await page.getByRole("button", { name: "开始游戏" }).click();
    const error = page.locator(".game-page .form-error");
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toBe(BAD_FORM_VALUE["zh-CN"]);
    // Nothing started: the start button is back and there is no guess box. The error shows while the
    // router still reloads the page's data after the refused action (React Router hands actionData to
    // the loading state), and for those few ms the button still reads "starting": wait for it.
    await page.getByRole("button", { name: "开始游戏" }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole("button", { name: "开始游戏" }).count()).toBe(1);
    expect(await page.getByRole("combobox").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
