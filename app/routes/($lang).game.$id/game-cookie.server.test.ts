import { describe, expect, it } from "vitest";
import { newSessionId } from "~/services/game/session-id";
import { gameCookieHeader, readGameCookie } from "./game-cookie.server";

describe("the game cookie", () => {
  it("round-trips the record id and session id, HttpOnly and Lax", () => {
    const sessionId = newSessionId();
    const header = gameCookieHeader({ recordId: 42, sessionId }, true);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Secure/);
    const cookie = header.split(";")[0];
    const request = new Request("http://x/", { headers: { Cookie: `a=b; ${cookie}` } });
    expect(readGameCookie(request)).toEqual({ recordId: 42, sessionId });
  });
  it("ignores malformed values", () => {
    const bad = (value: string) =>
      readGameCookie(new Request("http://x/", { headers: { Cookie: `dd_game=${value}` } }));
    expect(bad("abc")).toBeNull();
    expect(bad("-1.sess_AAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(bad("3.nope")).toBeNull();
  });
});
