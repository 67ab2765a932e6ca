import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDeps } from "~/services/deps.server";
import { createTestUser } from "../../../tests/factories/users";
import { authenticate } from "./authenticate.server";
import { refreshSession } from "./refresh.server";
import { ROTATE_AFTER_MS, ROTATION_GRACE_MS, SESSION_TTL_MS } from "./sessions.server";
import { startSession } from "./start-session.server";

/**
 * A signed-in author's session, as a browser lives it: sign-in, page loads with the cookie, and the
 * refresh the browser's auth store sends when its 15-minute access token runs out (which may
 * replace the cookie). The clock is the deps' `now`, so minutes pass without waiting.
 */
const MINUTE = 60_000;
const at = (ms: number) => createDeps(env, undefined, () => new Date(ms));
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0";

/** One browser's cookie jar: the `dd_session` token it would send. */
type Browser = { token: string; userAgent: string };

async function signIn(t: number, rememberMe = false): Promise<Browser> {
  const { user } = await createTestUser(env.DB);
  const started = await startSession(at(t), user, { rememberMe, userAgent: CHROME });
  return { token: started.sessionToken, userAgent: CHROME };
}

/** A page load with the browser's cookie: is it signed in? (A form post is a write: it asks D1.) */
async function signedIn(browser: Browser, t: number, write = false): Promise<boolean> {
  return (await authenticate(at(t), { sessionToken: browser.token, write })).kind === "cookie";
}

/** POST /api/v1/refresh with the cookie; a new token replaces the cookie, as Set-Cookie would. */
async function refresh(browser: Browser, t: number): Promise<number> {
  try {
    const refreshed = await refreshSession(at(t), browser.token, { userAgent: browser.userAgent });
    browser.token = refreshed.token;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describe("a page session lasts its 24 hours under normal use", () => {
  it("a cookie saved just after sign-in and restored 20 minutes later is still signed in", async () => {
    const t0 = Date.now();
    const saved = await signIn(t0);
    // Script run 1 restores the saved cookie 16 minutes in; its access token has run out: refresh.
    const run1 = { ...saved };
    expect(await signedIn(run1, t0 + 16 * MINUTE)).toBe(true);
    expect(await refresh(run1, t0 + 16 * MINUTE)).toBe(200);
    // Script run 2 restores the same saved file 20 minutes in, and uploads (a write).
    const run2 = { ...saved };
    expect(await signedIn(run2, t0 + 20 * MINUTE)).toBe(true);
    expect(await signedIn(run2, t0 + 20 * MINUTE, true)).toBe(true);
    expect(await refresh(run2, t0 + 20 * MINUTE)).toBe(200);
    // Neither run signed the other out.
    expect(await signedIn(run1, t0 + 21 * MINUTE, true)).toBe(true);
    // Run 3, 45 minutes in, restores the file once more.
    const run3 = { ...saved };
    expect(await signedIn(run3, t0 + 45 * MINUTE, true)).toBe(true);
    expect(await refresh(run3, t0 + 45 * MINUTE)).toBe(200);
  });

  it("an author refreshing every 15 minutes stays signed in all day in one browser", async () => {
    const t0 = Date.now();
    const browser = await signIn(t0);
    for (let t = t0 + 15 * MINUTE; t < t0 + 23 * 60 * MINUTE; t += 15 * MINUTE) {
      expect(await refresh(browser, t)).toBe(200);
      expect(await signedIn(browser, t + MINUTE, true)).toBe(true);
    }
  });

  it("a session nobody uses still ends 24 hours after sign-in", async () => {
    const t0 = Date.now();
    const browser = await signIn(t0);
    expect(await signedIn(browser, t0 + SESSION_TTL_MS - MINUTE)).toBe(true);
    expect(await signedIn(browser, t0 + SESSION_TTL_MS + 1)).toBe(false);
    expect(await refresh(browser, t0 + SESSION_TTL_MS + 1)).toBe(401);
  });
});

describe("around a rotation (the token is an hour old)", () => {
  it("two tabs sending the old cookie at once, and a page load right after, all stay signed in", async () => {
    const t0 = Date.now();
    const browser = await signIn(t0);
    const due = t0 + ROTATE_AFTER_MS + MINUTE;
    const tabA = { ...browser };
    const tabB = { ...browser };
    expect(await Promise.all([refresh(tabA, due), refresh(tabB, due), signedIn(browser, due)])).toEqual([
      200,
      200,
      true,
    ]);
    expect(tabA.token).toBe(tabB.token);
    expect(tabA.token).not.toBe(browser.token);
    // Back/forward or a tab restored with the cookie from before the rotation.
    expect(await signedIn(browser, due + 5 * MINUTE, true)).toBe(true);
    expect(await signedIn(tabA, due + 5 * MINUTE, true)).toBe(true);
  });

  it("a refresh answer that never arrived: the old cookie comes back 40 minutes later and gets the new one", async () => {
    const t0 = Date.now();
    const phone = await signIn(t0, true);
    const lost = { ...phone };
    expect(await refresh(lost, t0 + ROTATE_AFTER_MS)).toBe(200);
    // The phone kept its old cookie (offline), and comes back.
    const back = t0 + ROTATE_AFTER_MS + 40 * MINUTE;
    expect(await signedIn(phone, back)).toBe(true);
    expect(await refresh(phone, back)).toBe(200);
    expect(phone.token).toBe(lost.token);
    expect(await signedIn(phone, back + MINUTE, true)).toBe(true);
  });

  it("the same browser's copy older than the grace window signs only that copy out", async () => {
    const t0 = Date.now();
    const saved = await signIn(t0);
    const live = { ...saved };
    const rotated = t0 + ROTATE_AFTER_MS;
    expect(await refresh(live, rotated)).toBe(200);
    const late = rotated + ROTATION_GRACE_MS + MINUTE;
    expect(await signedIn(saved, late)).toBe(false);
    expect(await refresh(saved, late)).toBe(401);
    // The browser that holds the live cookie is still signed in.
    expect(await signedIn(live, late, true)).toBe(true);
    expect(await refresh(live, late)).toBe(200);
  });

  it("a stolen copy used from another browser after the grace window ends the whole login", async () => {
    const t0 = Date.now();
    const victim = await signIn(t0);
    const thief: Browser = { token: victim.token, userAgent: OTHER_BROWSER };
    const rotated = t0 + ROTATE_AFTER_MS;
    expect(await refresh(victim, rotated)).toBe(200);
    const late = rotated + ROTATION_GRACE_MS + MINUTE;
    expect(await refresh(thief, late)).toBe(401);
    expect(await signedIn(victim, late, true)).toBe(false);
  });

  it("a thief who rotated first is signed out when the owner's old cookie comes back", async () => {
    const t0 = Date.now();
    const owner = await signIn(t0);
    const thief: Browser = { token: owner.token, userAgent: OTHER_BROWSER };
    const rotated = t0 + ROTATE_AFTER_MS;
    expect(await refresh(thief, rotated)).toBe(200);
    const late = rotated + ROTATION_GRACE_MS + MINUTE;
    expect(await refresh(owner, late)).toBe(401);
    expect(await signedIn(thief, late, true)).toBe(false);
    expect(await refresh(thief, late)).toBe(401);
  });
});
