import { describe, expect, it } from "vitest";
import { BROWSER_UA, page, worker } from "./shell-worker";

function firstVisit(path: string, acceptLanguage: string): Promise<Response> {
  return worker.fetch(`http://localhost${path}`, {
    headers: { Accept: "text/html", "Accept-Language": acceptLanguage, "User-Agent": BROWSER_UA },
    redirect: "manual",
  });
}

describe("locale (spec §4)", () => {
  it("sets the i18n_redirected cookie exactly on a first visit", async () => {
    const response = await firstVisit("/terms", "zh-CN,zh;q=0.9");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBe(
      "i18n_redirected=zh-CN; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(await response.text()).toContain('<html lang="zh-CN"');
  });

  it("redirects a first visit from an English browser to the /en-US form of the same page", async () => {
    const response = await firstVisit("/news?from=mail", "en-US,en;q=0.9");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en-US/news?from=mail");
    expect(response.headers.get("Set-Cookie")).toBe(
      "i18n_redirected=en-US; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    const home = await firstVisit("/", "en");
    expect(home.headers.get("Location")).toBe("/en-US");
  });

  it("falls back to zh-CN for a browser language it does not support", async () => {
    const response = await firstVisit("/", "fr-FR,fr;q=0.9");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toContain("i18n_redirected=zh-CN");
  });

  it("keeps a saved Chinese choice whatever the browser prefers, and never rewrites it", async () => {
    const response = await page("/news", "zh-CN", { "Accept-Language": "en-US,en;q=0.9" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain('<html lang="zh-CN"');
  });

  it("sends an unprefixed page to /en-US when English is saved (the saved language wins)", async () => {
    const response = await page("/?from=share", "en-US", { "Accept-Language": "en" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en-US?from=share");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const deep = await page("/datasets?page=2&q=%E5%9B%BD", "en-US", { "Accept-Language": "zh-CN" });
    expect(deep.headers.get("Location")).toBe("/en-US/datasets?page=2&q=%E5%9B%BD");
  });

  it("serves a prefixed page as asked and leaves the saved choice alone", async () => {
    const response = await page("/en-US/terms", "zh-CN");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en-US"');
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("does not redirect bots, API calls, data requests or form posts", async () => {
    const bot = await page("/news", "en-US", {
      "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect(bot.status).toBe(200);
    const api = await page("/api/v1/dataset", "en-US", { Accept: "text/html,application/json" });
    expect(api.status).toBe(200);
    expect(api.headers.get("Content-Type")).toContain("application/json");
    const data = await page("/news.data", "en-US", { Accept: "*/*" });
    expect(data.status).not.toBe(302);
    const post = await worker.fetch("http://localhost/auth/login", {
      method: "POST",
      headers: { Cookie: "i18n_redirected=en-US", Accept: "text/html" },
      body: new URLSearchParams({ identifier: "x", password: "y" }),
      redirect: "manual",
    });
    expect(post.headers.get("Location") ?? "").not.toMatch(/^\/en-US\/auth\/login/);
  });

  it("the switch saves the choice and opens the same page (path and query) in that language", async () => {
    const toEnglish = await page(`/language/en-US?to=${encodeURIComponent("/news?x=1")}`, "zh-CN");
    expect(toEnglish.status).toBe(302);
    expect(toEnglish.headers.get("Location")).toBe("/en-US/news?x=1");
    expect(toEnglish.headers.get("Set-Cookie")).toBe(
      "i18n_redirected=en-US; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    const toChinese = await page(`/language/zh-CN?to=${encodeURIComponent("/en-US/news")}`, "en-US");
    expect(toChinese.headers.get("Location")).toBe("/news");
    expect(toChinese.headers.get("Set-Cookie")).toContain("i18n_redirected=zh-CN");
    // Only same-site paths; an unknown language is a 404.
    const away = await page(`/language/en-US?to=${encodeURIComponent("//evil.example/x")}`);
    expect(away.headers.get("Location")).toBe("/en-US");
    const unknown = await page("/language/fr-FR?to=/news");
    expect(unknown.status).toBe(404);
    // The site's own not-found page, not a bare text answer.
    expect(unknown.headers.get("Content-Type")).toContain("text/html");
    expect(await unknown.text()).toContain("页面未找到");
  });

  it("404s any other locale-like prefix", async () => {
    for (const path of ["/fr-FR/x", "/xx/", "/fr-FR"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("links the footer language switch to the same page in the other language", async () => {
    const zh = await (await page("/terms?x=1")).text();
    expect(zh).toContain(`href="/language/en-US?to=${encodeURIComponent("/terms?x=1")}"`);
    const en = await (await page("/en-US/news", "en-US")).text();
    expect(en).toContain(`href="/language/zh-CN?to=${encodeURIComponent("/en-US/news")}"`);
  });

  it("links on an English page carry the /en-US prefix, so a shared link opens in English", async () => {
    const html = await (await page("/en-US/datasets", "en-US")).text();
    const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(5);
    const unprefixed = hrefs.filter((href) => !/^\/(en-US(\/|$|\?)|language\/)/.test(href));
    expect(unprefixed).toEqual([]);
  });
});
