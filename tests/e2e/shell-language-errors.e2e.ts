import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { newPage } from "./support/browser";
import { E2E_BROKEN_DB_COOKIE } from "./support/d1-route";
import { baseUrl, jsEnabled } from "./support/env";

async function localeCookie(page: Awaited<ReturnType<typeof newPage>>): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "i18n_redirected")?.value;
}

describe("the saved language wins (spec §4)", () => {
  it("English chosen with the switch, then an unprefixed link opens the English page; the cookie stays en-US", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.goto("/news");
    await page.locator('.language-switch a[hreflang="en-US"]').click();
    await page.waitForURL((url) => url.pathname === "/en-US/news");
    expect(await localeCookie(page)).toBe("en-US");
    // A link someone shared from a Chinese page (no prefix), query kept.
    const response = await page.goto("/datasets?sort=new");
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe("/en-US/datasets?sort=new");
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    expect(await localeCookie(page)).toBe("en-US");
    // Links on the English page carry the prefix, so sharing them keeps English too.
    const hrefs = await page
      .locator("main a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(href, href).toMatch(/^\/(en-US(\/|$|\?)|language\/)/);
    // Choosing Chinese again is what brings the unprefixed pages back.
    await page.locator('.language-switch a[hreflang="zh-CN"]').click();
    await page.waitForURL((url) => url.pathname === "/datasets");
    expect(await localeCookie(page)).toBe("zh-CN");
    await page.goto("/news");
    expect(new URL(page.url()).pathname).toBe("/news");
    expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
  });

  it("visiting an English page does not rewrite a saved Chinese choice", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.goto("/en-US/terms");
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    expect(await localeCookie(page)).toBe("zh-CN");
    await page.goto("/terms");
    expect(new URL(page.url()).pathname).toBe("/terms");
  });
});

describe("one error page (spec §8)", () => {
  it.each([
    {
      locale: "en-US" as const,
      prefix: "/en-US",
      title: "Something went wrong",
      home: "Back to home",
      back: "Go back",
      browse: "Browse datasets",
    },
    {
      locale: "zh-CN" as const,
      prefix: "",
      title: "出错了",
      home: "返回首页",
      back: "返回上一页",
      browse: "浏览数据集",
    },
  ])(
    "a forced 500 shows the error page in $locale",
    async ({ locale, prefix, title, home, back, browse }) => {
      const page = await newPage({ locale });
      // Test-only: the e2e Worker hands the app a D1 that fails every query while this cookie is set.
      await page.context().addCookies([{ name: E2E_BROKEN_DB_COOKIE, value: "1", url: baseUrl }]);
      const id = 900_000_000 + Math.floor(Math.random() * 1_000_000);
      const response = await page.goto(`${prefix}/datasets/${id}`);
      expect(response?.status()).toBe(500);
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      const main = page.locator(".not-found");
      expect(await main.locator("h1").textContent()).toBe(title);
      expect(await main.getByRole("link", { name: home }).getAttribute("href")).toBe(prefix || "/");
      expect(await main.getByRole("link", { name: back }).count()).toBe(1);
      expect(await main.getByRole("link", { name: browse }).getAttribute("href")).toBe(`${prefix}/datasets`);
      expect(await page.content()).not.toContain("database is unavailable");
      await expectNoA11yViolations(page);
      // The home button works from the error page (the database is back).
      await page.context().clearCookies({ name: E2E_BROKEN_DB_COOKIE });
      await main.getByRole("link", { name: home }).click();
      await page.waitForURL((url) => url.pathname === (prefix || "/"));
      if (jsEnabled) await page.locator(".not-found").waitFor({ state: "detached" });
      expect(await page.locator(".not-found").count()).toBe(0);
    },
  );
});
