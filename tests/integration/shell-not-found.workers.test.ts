import { describe, expect, it } from "vitest";
import { page, worker } from "./shell-worker";

describe("404 (spec §2, §8)", () => {
  it("shows the English 404 page under /en-US with prefixed suggestions and both buttons", async () => {
    const response = await page("/en-US/no/such/page", "en-US");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain("<title>Page not found — Datadle</title>");
    expect(html).toContain("Page not found");
    expect(html).toContain("does not exist or has been moved");
    expect(html).toMatch(/<a[^>]*href="\/en-US\/datasets"[^>]*>Browse datasets<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/en-US\/datasets\/create"[^>]*>Create a dataset<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/en-US"[^>]*>Back to home<\/a>/);
    expect(html).toContain("Go back");
  });

  it("shows the Chinese 404 page unprefixed", async () => {
    const response = await page("/nope");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>页面未找到 — Datadle</title>");
    expect(html).toMatch(/<a[^>]*href="\/datasets"[^>]*>浏览数据集<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/datasets\/create"[^>]*>创建数据集<\/a>/);
  });

  it("answers a bot with a plain 'Page Not Found: {path}' and no page", async () => {
    const response = await worker.fetch("http://localhost/en-US/missing-thing", {
      headers: { Accept: "text/html", "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    expect(await response.text()).toBe("Page Not Found: /en-US/missing-thing");
  });
});
