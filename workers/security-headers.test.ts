import { describe, expect, it } from "vitest";
import { withSecurityHeaders } from "./security-headers";

describe("the security baseline on every response", () => {
  it("is set on a page's own response, its body and status untouched", async () => {
    const page = new Response("<!DOCTYPE html><p>hi</p>", {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
    const secured = withSecurityHeaders(page, "n0nce", false);
    expect(secured.status).toBe(404);
    expect(secured.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(secured.headers.get("X-Frame-Options")).toBe("DENY");
    expect(secured.headers.get("Strict-Transport-Security")).toBeNull();
    expect(await secured.text()).toBe("<!DOCTYPE html><p>hi</p>");
  });

  it("reaches a response whose headers cannot change (a redirect made by Response.redirect)", () => {
    const redirect = Response.redirect("https://datadle.example/en-US", 302);
    expect(() => redirect.headers.set("X-Test", "1")).toThrow();
    const secured = withSecurityHeaders(redirect, "n0nce", true);
    expect(secured.status).toBe(302);
    expect(secured.headers.get("Location")).toBe("https://datadle.example/en-US");
    expect(secured.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(secured.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
  });
});
