import { describe, expect, it } from "vitest";
import { afterLoginPath, safeRedirectPath } from "./guards.server";

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
      // Checked after normalisation: each of these would be sent as `//evil.example/...`.
      "/.//evil.example/path",
      "/./\\evil.example",
      "/x/..//evil.example",
      "/%2e//evil.example",
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
