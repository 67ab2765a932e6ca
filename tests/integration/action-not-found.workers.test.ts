import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createTestUser } from "../factories/users";
import { BROWSER_UA, worker } from "./shell-worker";

/** A browser's form post without JavaScript (a document request). */
async function post(path: string, fields: Record<string, string>, cookie: string) {
  const response = await worker.fetch(`http://localhost${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Accept: "text/html",
      "User-Agent": BROWSER_UA,
      Cookie: `i18n_redirected=en-US; ${cookie}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

describe("a page action that throws a Response renders that response's page", () => {
  // Remix runs no loader after an action throws (the root's error boundary is above every route),
  // so the error page must render without the root loader's data.
  for (const [path, fields] of [
    ["/en-US/datasets/99999999", { intent: "favorite" }],
    ["/en-US/game/99999999", { intent: "start" }],
    ["/en-US/game/abc", { intent: "start" }],
    ["/en-US/datasets/edit?id=99999999", { name: "Renamed" }],
  ] as const) {
    it(`POST ${path} without JavaScript: the 404 page in the path's language, not a 500`, async () => {
      const { sessionCookie } = await createTestUser(env.DB);
      const { status, html } = await post(path, fields, sessionCookie);
      expect(status).toBe(404);
      expect(html).toContain('<html lang="en-US"');
      expect(html).toContain("Page not found");
      expect(html).toMatch(/<a[^>]*href="\/en-US\/datasets"[^>]*>Browse datasets<\/a>/);
    });
  }

  it("the Chinese page's action answers the Chinese 404 page", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const { status, html } = await post("/datasets/99999999", { intent: "favorite" }, sessionCookie);
    expect(status).toBe(404);
    expect(html).toContain('<html lang="zh-CN"');
  });
});
