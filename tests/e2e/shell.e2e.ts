import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { queryD1 } from "./support/d1";
import { jsEnabled } from "./support/env";

type Locale = "zh-CN" | "en-US";
type DatasetRow = { name: string; name_i18n: string | null };

const seeded = existsSync("scripts/seed.mjs");

/** Every public dataset's name in `locale`, the most played and favorited first (as the home page ranks). */
async function publicNames(locale: Locale): Promise<string[]> {
  const rows = await queryD1<DatasetRow>(
    "SELECT name, name_i18n FROM datasets WHERE is_public = 1 ORDER BY plays_count DESC, favorites_count DESC, updated_at DESC",
  );
  return rows.map((row) => (row.name_i18n ? JSON.parse(row.name_i18n)[locale] : null) ?? row.name);
}

describe("home page", () => {
  it.each([
    { path: "/", locale: "zh-CN" as const, heading: "猜一猜，今天的答案是什么？", featured: "精选数据集" },
    {
      path: "/en-US",
      locale: "en-US" as const,
      heading: "Can you guess today's answer?",
      featured: "Featured datasets",
    },
  ])(
    "$path renders the shell and the featured datasets from D1 in $locale",
    async ({ path, locale, heading, featured }) => {
      const page = await newPage({ locale });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(locale);
      expect(await page.locator("h1").first().textContent()).toBe(heading);
      expect(await page.locator("#featured-title").textContent()).toBe(featured);
      // The page may be up to a minute old (shared cache) while other tests add datasets and plays,
      // so it is checked against D1 as a set: public datasets only, named in the page's language.
      const names = await publicNames(locale);
      const titles = await page.locator(".card__title").allTextContents();
      expect(titles.length).toBeLessThanOrEqual(6);
      if (seeded) expect(titles.length).toBeGreaterThanOrEqual(3);
      for (const title of titles) expect(names).toContain(title);
    },
  );
});

describe("language", () => {
  it("a first visit from an English browser lands on /en-US and remembers it", async () => {
    const page = await newPage({ locale: "en-US", localeCookie: null });
    await page.goto("/terms?from=e2e");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/en-US/terms?from=e2e");
    const cookie = (await page.context().cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en-US");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  it("the switch keeps the current page, and the choice sticks", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.goto("/news");
    await page.locator('.language-switch a[hreflang="en-US"]').click();
    await page.waitForURL((url) => url.pathname === "/en-US/news");
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    const cookie = (await page.context().cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en-US");
    await page.locator('.language-switch a[hreflang="zh-CN"]').click();
    await page.waitForURL((url) => url.pathname === "/news");
    expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

describe("404 page", () => {
  it.each([
    { locale: "zh-CN" as const, prefix: "", title: "页面未找到", home: "返回首页", back: "返回上一页" },
    {
      locale: "en-US" as const,
      prefix: "/en-US",
      title: "Page not found",
      home: "Back to home",
      back: "Go back",
    },
  ])("has the spec §2 content in $locale", async ({ locale, prefix, title, home, back }) => {
    const page = await newPage({ locale });
    const response = await page.goto(`${prefix}/no/such/page-e2e`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute("html", "lang")).toBe(locale);
    const main = page.locator(".not-found");
    expect(await main.locator("h1").textContent()).toBe(title);
    expect(await main.getByRole("link", { name: home }).getAttribute("href")).toBe(prefix || "/");
    expect(await main.getByRole("link", { name: back }).count()).toBe(1);
    const hrefs = await main
      .locator(".not-found__links a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([`${prefix}/datasets`, `${prefix}/datasets/create`]);
  });

  it("an unknown locale-like prefix is a 404", async () => {
    const page = await newPage();
    const response = await page.goto("/fr-FR/terms");
    expect(response?.status()).toBe(404);
  });

  it("the home button goes home and the back button returns to the previous page", async () => {
    const page = await newPage();
    await page.goto("/news");
    await page.goto("/missing-e2e");
    // With JavaScript the back button goes back in history once React has hydrated the page.
    if (jsEnabled) await page.waitForLoadState("networkidle");
    await page.locator(".not-found").getByRole("link", { name: "返回上一页" }).click();
    // Without JavaScript the back button is a plain link home (its fallback).
    const expected = jsEnabled ? "/news" : "/";
    await page.waitForURL((url) => url.pathname === expected);
    await page.goto("/missing-e2e");
    await page.locator(".not-found").getByRole("link", { name: "返回首页" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // A client-side navigation changes the URL before React renders the new page.
    await page
      .getByRole("heading", { level: 1, name: "猜一猜，今天的答案是什么？" })
      .waitFor({ timeout: 10_000 });
  });
});
