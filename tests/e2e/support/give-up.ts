import type { Page } from "playwright-core";

const WORDS = {
  "zh-CN": { ask: "放弃…", yes: "确定放弃" },
  "en-US": { ask: "Give up…", yes: "Yes, give up" },
} as const;

/** Gives up the page's game in its two steps: the link that asks, then the confirming button. */
export async function giveUp(page: Page, locale: keyof typeof WORDS): Promise<void> {
  const words = WORDS[locale];
  await page.getByRole("link", { name: words.ask, exact: true }).click();
  await page.getByRole("button", { name: words.yes, exact: true }).click();
}
