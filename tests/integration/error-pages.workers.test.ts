import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

const browser = (path: string, language = "en-US") =>
  worker.fetch(`http://localhost${path}`, {
    headers: {
      Accept: "text/html,application/xhtml+xml",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
      Cookie: `i18n_redirected=${language}`,
    },
    redirect: "manual",
  });

describe("a browser's GET that only a resource answers", () => {
  it("downloads a template that exists", async () => {
    const response = await browser("/en-US/datasets/templates/text.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toContain("datadle-template-text.csv");
    expect((await response.text()).length).toBeGreaterThan(10);
  });

  for (const [path, language] of [
    ["/en-US/palette", "en-US"],
    ["/en-US/datasets/templates/nope", "en-US"],
    ["/datasets/templates/nope", "zh-CN"],
    ["/palette", "zh-CN"],
    ["/en-US/auth/oauth/github", "en-US"],
    ["/auth/oauth/github", "zh-CN"],
  ] as const) {
    it(`${path} is the app's 404 page in ${language}`, async () => {
      const response = await browser(path, language);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("text/html");
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      // The app's one error page (root ErrorBoundary), in the page's language.
      expect(html).toContain('data-status="404"');
      expect(html).toContain(language === "en-US" ? "Page not found" : "页面未找到");
    });
  }
});
