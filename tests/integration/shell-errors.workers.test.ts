import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../workers/app";
import { BROWSER_UA } from "./shell-worker";

const GOOGLEBOT = "Googlebot/2.1 (+http://www.google.com/bot.html)";

/** The Worker as it is when D1 fails: every query throws, so any page that reads the database errs. */
async function withBrokenDatabase(path: string, locale: string, userAgent = BROWSER_UA): Promise<Response> {
  const fail = () => {
    throw new Error("test: the database is unavailable");
  };
  const DB = new Proxy({} as D1Database, { get: (_, property) => (property === "then" ? undefined : fail) });
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, {
    headers: { Accept: "text/html", "User-Agent": userAgent, Cookie: `i18n_redirected=${locale}` },
  });
  const response = await app.fetch(request as never, { ...env, DB } as never, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

// Unique ids, so no shared page cache or KV read answers instead of D1.
const missingDataset = () => `/datasets/${900_000_000 + Math.floor(Math.random() * 1_000_000)}`;

describe("one error page (spec §8)", () => {
  it("a 500 shows the error page in English: title, text, home, back and suggestions, status 500", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await withBrokenDatabase(`/en-US${missingDataset()}`, "en-US");
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('<html lang="en-US"');
      expect(html).toMatch(/<h1 id="error-title">Something went wrong<\/h1>/);
      expect(html).toContain("<title>Something went wrong — Datadle</title>");
      expect(html).toContain("The server could not handle your request right now.");
      expect(html).toMatch(/<a[^>]*href="\/en-US"[^>]*>Back to home<\/a>/);
      expect(html).toContain("Go back");
      expect(html).toMatch(/<a[^>]*href="\/en-US\/datasets"[^>]*>Browse datasets<\/a>/);
      expect(html).toMatch(/<a[^>]*href="\/en-US\/datasets\/create"[^>]*>Create a dataset<\/a>/);
      expect(html).not.toContain("database is unavailable");
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
  });

  it("a 500 shows the Chinese error page unprefixed", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = await withBrokenDatabase(missingDataset(), "zh-CN");
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('<html lang="zh-CN"');
      expect(html).toContain("出错了");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>返回首页<\/a>/);
      expect(html).toContain("返回上一页");
      expect(html).toMatch(/<a[^>]*href="\/datasets"[^>]*>浏览数据集<\/a>/);
    } finally {
      console.error = original;
    }
  });

  it("a bot gets plain text for a 500 too, with no internals", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = await withBrokenDatabase(`/en-US${missingDataset()}`, "en-US", GOOGLEBOT);
      expect(response.status).toBe(500);
      expect(response.headers.get("Content-Type")).toContain("text/plain");
      expect(await response.text()).toBe("HTTP 500: Internal Server Error");
    } finally {
      console.error = original;
    }
  });
});
