// Cross-check of js-size.mjs: the JavaScript a real first visit in Chromium downloads (including
// what the app imports at run time, like the locale's translation chunks), each file gzipped.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * null when Chromium is not installed. `cookie` ("name=value; name2=value2") is sent too: a
 * signed-in visit.
 */
export async function browserFirstVisitJs(pageUrl, { userAgent, locale, cookie = "" }) {
  if (!existsSync(executablePath)) return null;
  const browser = await chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ userAgent, locale });
    const extra = cookie
      .split(";")
      .map((pair) => [pair.slice(0, pair.indexOf("=")).trim(), pair.slice(pair.indexOf("=") + 1)])
      .filter(([name]) => name)
      .map(([name, value]) => ({ name, value, url: pageUrl }));
    await context.addCookies([{ name: "i18n_redirected", value: locale, url: pageUrl }, ...extra]);
    const page = await context.newPage();
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body().catch(() => null));
    });
    const response = await page.goto(pageUrl, { waitUntil: "networkidle" });
    const files = (await Promise.all(bodies)).filter(Boolean);
    return {
      /** Where the visit ended (a signed-out visit of a signed-in page ends on the login page). */
      finalPath: new URL(page.url()).pathname,
      status: response?.status() ?? 0,
      files: files.length,
      raw: files.reduce((sum, body) => sum + body.length, 0),
      gzip: files.reduce((sum, body) => sum + gzipSync(body).length, 0),
    };
  } finally {
    await browser.close();
  }
}
