import { describe, expect, it } from "vitest";
import { afterLoginPath, runRouteGuard, safeRedirectPath } from "./guards.server";

describe("redirect after login", () => {
  it("keeps same-origin paths", () => {
    expect(safeRedirectPath("/datasets/my?page=2")).toBe("/datasets/my?page=2");
    expect(safeRedirectPath("/en-US/profile")).toBe("/en-US/profile");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "evil",
      "/\tx",
      "javascript:alert(1)",
      null,
    ]) {
      expect(safeRedirectPath(bad), String(bad)).toBeNull();
    }
  });

  it("defaults to the home page of the request's locale", () => {
    expect(afterLoginPath(new Request("http://x/en-US/auth/login"), "//evil")).toBe("/en-US");
    expect(afterLoginPath(new Request("http://x/auth/login"), undefined)).toBe("/");
  });
});

describe("named route guards", () => {
  it("throws 'Unknown route middleware' for a name nobody registered", async () => {
    const context = {} as Parameters<typeof runRouteGuard>[1];
    await expect(runRouteGuard("admin", context, new Request("http://x/"))).rejects.toThrow(
      "Unknown route middleware",
    );
    await expect(runRouteGuard("toString", context, new Request("http://x/"))).rejects.toThrow(
      "Unknown route middleware",
    );
  });
});
