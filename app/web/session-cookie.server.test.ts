import { describe, expect, it } from "vitest";
import { clearSessionCookie, readSessionCookie, serializeSessionCookie } from "./session-cookie.server";

const token = "a".repeat(43);

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, Secure on https, 30 days only with remember-me", () => {
    const remembered = serializeSessionCookie(token, { rememberMe: true, secure: true });
    expect(remembered).toContain("HttpOnly");
    expect(remembered).toContain("SameSite=Lax");
    expect(remembered).toContain("Secure");
    expect(remembered).toContain(`Max-Age=${30 * 24 * 3600}`);
    const browserSession = serializeSessionCookie(token, { rememberMe: false, secure: false });
    expect(browserSession).not.toMatch(/Max-Age|Expires|Secure/);
    expect(clearSessionCookie(false)).toContain("Max-Age=0");
  });

  it("reads its value among other cookies and ignores malformed ones", () => {
    const request = (cookie: string) => new Request("http://x/", { headers: { Cookie: cookie } });
    expect(readSessionCookie(request(`i18n_redirected=zh-CN; dd_session=${token}`))).toBe(token);
    expect(readSessionCookie(request("dd_session=short"))).toBeNull();
    expect(readSessionCookie(new Request("http://x/"))).toBeNull();
  });
});
