import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, ready } from "./support/browser";

/**
 * A phone at 200% zoom is a 195 px wide page: no page is wider than the screen and the header's
 * login button keeps its word on one line (登录 used to stand one character a line). The footer's
 * language link is a tap target of at least 24 px (44 px on a phone), level with the current
 * language's name. On a phone a link on a line of its own (a card's title, a news item, "forgot your
 * password?") is 44 px tall too.
 */

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 700 });
  expect((await page.goto(path))?.status()).toBe(200);
  await ready(page);
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

/** How many lines an element's text takes (its text boxes' distinct tops). */
const linesOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });

describe("200% zoom on a phone, and the footer's language link", () => {
  it("zh-CN at 195 px: home, datasets, a game and the daily fit, and 登录 stays on one line", async () => {
    const page = await newPage({ locale: "zh-CN" });
    for (const path of ["/", "/datasets", "/game/1", "/daily-challenge", "/leaderboard"]) {
      await open(page, path, 195);
      const { scroll, inner } = await pageWidth(page);
      expect(scroll, path).toBeLessThanOrEqual(inner);
      expect(await linesOf(page, '.site-account a[href*="/auth/login"]'), path).toBe(1);
    }
  });

  it("en-US at 195 px fits too; the language link is at least 24 px tall, 44 px on a phone", async () => {
    const page = await newPage({ locale: "en-US" });
    await open(page, "/en-US", 195);
    const { scroll, inner } = await pageWidth(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    const link = page.locator(".language-switch a").first();
    for (const [width, least] of [
      [1280, 24],
      [390, 44],
    ] as const) {
      await open(page, "/en-US", width);
      const box = await link.boundingBox();
      expect(box?.height, `${width} px`).toBeGreaterThanOrEqual(least);
    }
  });

  it("on a phone the current language sits level with the other one's link", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await open(page, "/", 390);
    const middle = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0) / 2;
    };
    const current = await middle(".language-switch__current");
    expect(Math.abs(current - (await middle(".language-switch a")))).toBeLessThanOrEqual(2);
  });

  it("on a phone a link on a line of its own is a 44 px target", async () => {
    const page = await newPage({ locale: "en-US" });
    const links = [
      ["/en-US", ".card__title a"],
      ["/en-US", 'main li > a[href$="/news"]'],
      ["/en-US/auth/login", 'a[href$="/auth/forgot"]'],
      ["/en-US/daily-challenge", 'main p > a[href*="/leaderboard"]'],
      ["/en-US/daily-challenge", 'main p > a[href*="/auth/login"]'],
    ] as const;
    for (const [path, selector] of links) {
      await open(page, path, 390);
      const link = page.locator(selector).first();
      await link.waitFor({ timeout: 5_000 });
      const box = await link.boundingBox();
      expect(box?.height, `${path} ${selector}`).toBeGreaterThanOrEqual(44);
    }
  });

  it("on a phone a sentence's lines stay evenly spaced: its sign-in link is on a line of its own", async () => {
    const page = await newPage({ locale: "en-US" });
    await open(page, "/en-US/daily-challenge", 390);
    const gaps = await page
      .locator("main p", { hasText: /^Sign up or sign in to keep/ })
      .evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const tops = [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
        return tops.slice(1).map((top, index) => top - tops[index]);
      });
    expect(gaps.length).toBeGreaterThan(0);
    expect(Math.max(...gaps) - Math.min(...gaps), gaps.join(", ")).toBeLessThanOrEqual(2);
  });

  it("on a phone the menu's links stay rows as wide as the menu (the 44 px rule is for the page's own links)", async () => {
    const page = await newPage({ locale: "en-US" });
    await open(page, "/en-US/game/1", 390);
    await page.locator(".site-menu summary").click();
    const widths = await page
      .locator(".site-menu__nav li")
      .evaluateAll((items) =>
        items.map(
          (item) =>
            item.getBoundingClientRect().width -
            (item.querySelector("a")?.getBoundingClientRect().width ?? 0),
        ),
      );
    expect(widths.length).toBeGreaterThan(0);
    for (const spare of widths) expect(spare).toBeLessThanOrEqual(1);
  });

  it("on a phone the daily's 'Next challenge' stands apart from the play button above it", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await open(page, "/daily-challenge", 390);
    const card = page.locator("section.card", { has: page.locator("#daily-today") });
    const heading = await card.locator("h3").boundingBox();
    const buttons = await card
      .locator(".button")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom));
    const above = Math.max(...buttons.filter((bottom) => bottom <= (heading?.y ?? 0)));
    expect((heading?.y ?? 0) - above).toBeGreaterThanOrEqual(16);
  });
});
