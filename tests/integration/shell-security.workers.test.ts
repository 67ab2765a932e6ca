import { describe, expect, it } from "vitest";
import { page, worker } from "./shell-worker";

function nonceOf(csp: string | null): string {
  const match = /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? "");
  if (!match) throw new Error(`no nonce in CSP: ${csp}`);
  return match[1];
}

describe("security headers", () => {
  it("puts the CSP nonce on every script of the page", async () => {
    const response = await page("/");
    const nonce = nonceOf(response.headers.get("Content-Security-Policy"));
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a fresh nonce for each response", async () => {
    const a = nonceOf((await page("/terms")).headers.get("Content-Security-Policy"));
    const b = nonceOf((await page("/terms")).headers.get("Content-Security-Policy"));
    expect(a).not.toBe(b);
  });

  it("sends nosniff, the referrer policy and frame-ancestors 'none', and HSTS only on https", async () => {
    const http = await page("/privacy");
    expect(http.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(http.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(http.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(http.headers.get("Strict-Transport-Security")).toBeNull();
    const https = await worker.fetch("https://localhost/privacy", {
      headers: { Accept: "text/html", Cookie: "i18n_redirected=zh-CN" },
    });
    expect(https.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it("refuses a write from a foreign origin with 403 JSON", async () => {
    const response = await worker.fetch("http://localhost/api/v1/favorite", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ dataset_id: 1 }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: 403, message: expect.any(String) });
  });

  it("lets a same-origin write through to the app", async () => {
    const response = await worker.fetch("http://localhost/api/v1/nope", {
      method: "POST",
      headers: { Origin: "http://localhost" },
    });
    expect(response.status).toBe(404);
  });
});

describe("API shell", () => {
  it("answers an unknown API path with the JSON 404 envelope", async () => {
    const response = await worker.fetch("http://localhost/api/v1/nope", { headers: { Accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as { message: string };
    expect(body).toEqual({ code: 404, message: expect.stringContaining("/api/v1/nope"), details: null });
    expect(body.message).toBe("There is no API endpoint GET /api/v1/nope.");
    const zh = await worker.fetch("http://localhost/api/v1/nope", {
      headers: { "Accept-Language": "zh-CN" },
    });
    expect(((await zh.json()) as { message: string }).message).toBe("没有这个 API 接口：GET /api/v1/nope。");
  });

  it("answers a method the endpoint lacks with 405 and the Allow header", async () => {
    const read = await worker.fetch("http://localhost/api/v1/register");
    expect(read.status).toBe(405);
    expect(read.headers.get("Allow")).toBe("POST");
    expect(await read.json()).toEqual({
      code: 405,
      message: "This endpoint does not accept that method.",
      details: { allowed: ["POST"] },
    });
    const zh = await worker.fetch("http://localhost/api/v1/register", {
      headers: { "Accept-Language": "zh-CN" },
    });
    expect(((await zh.json()) as { message: string }).message).toBe("此接口不接受该请求方法。");

    const write = await worker.fetch("http://localhost/api/v1/game/leaderboard/global", {
      method: "DELETE",
      headers: { Origin: "http://localhost" },
    });
    expect(write.status).toBe(405);
    expect(write.headers.get("Allow")).toBe("GET");
  });

  it("serves a valid OpenAPI document", async () => {
    const response = await worker.fetch("http://localhost/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const methods = ["get", "post", "put", "patch", "delete"];
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith("/api/v1/"), path).toBe(true);
      for (const [method, operation] of Object.entries(item)) {
        expect(methods, `${method} ${path}`).toContain(method);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });
});
