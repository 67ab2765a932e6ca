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

  it("does not redirect once the cookie exists, whatever the browser prefers", async () => {
    const response = await page("/news", "zh-CN", { "Accept-Language": "en-US,en;q=0.9" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain('<html lang="zh-CN"');
  });

  it("remembers the language of the page the visitor switched to", async () => {
    const response = await page("/en-US/terms", "zh-CN");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBe(
      "i18n_redirected=en-US; Max-Age=31536000; Path=/; SameSite=Lax",
    );
  });

  it("404s any other locale-like prefix", async () => {
    for (const path of ["/fr-FR/x", "/xx/", "/fr-FR"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
    }
  });

  it("links the footer language switch to the same page in the other language", async () => {
    const zh = await (await page("/terms?x=1")).text();
    expect(zh).toContain('href="/en-US/terms?x=1"');
    const en = await (await page("/en-US/news", "en-US")).text();
    expect(en).toContain('href="/news"');
  });
});
