// Cross-check of js-size.mjs: the JavaScript a real first visit in Chromium downloads (including
// what the app imports at run time, like the locale's translation chunks), each file gzipped.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** null when Chromium is not installed. */
export async function browserFirstVisitJs(pageUrl, { userAgent, locale }) {
  if (!existsSync(executablePath)) return null;
  const browser = await chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ userAgent, locale });
    await context.addCookies([{ name: "i18n_redirected", value: locale, url: pageUrl }]);
    const page = await context.newPage();
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body().catch(() => null));
    });
    await page.goto(pageUrl, { waitUntil: "networkidle" });
    const files = (await Promise.all(bodies)).filter(Boolean);
    return {
      files: files.length,
      raw: files.reduce((sum, body) => sum + body.length, 0),
      gzip: files.reduce((sum, body) => sum + gzipSync(body).length, 0),
    };
  } finally {
    await browser.close();
  }
}
