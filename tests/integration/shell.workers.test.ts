import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const html = { Accept: "text/html", Cookie: "i18n_redirected=zh-CN" };

describe("the worker", () => {
  it("serves the bare baseline route without Remix", async () => {
    const response = await worker.fetch("http://localhost/healthz");
    expect(await response.text()).toBe("ok");
  });

  it("renders the Chinese home page unprefixed and the English one under /en-US", async () => {
    const zh = await worker.fetch("http://localhost/", { headers: html });
    expect(zh.status).toBe(200);
    expect(await zh.text()).toContain('<html lang="zh-CN"');
    const en = await worker.fetch("http://localhost/en-US", { headers: html });
    expect(await en.text()).toContain('<html lang="en-US"');
  });

  it("answers an unknown path with the 404 page", async () => {
    const response = await worker.fetch("http://localhost/no/such/page", { headers: html });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("页面未找到");
  });
});
