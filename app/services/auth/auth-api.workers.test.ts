import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createTestUser } from "../../../tests/factories/users";
import { ROTATE_AFTER_MS, ROTATION_GRACE_MS } from "./sessions.server";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return worker.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": headers.ip ?? freshIp(), ...headers },
    body: JSON.stringify(body),
  });
}

async function tokenHash(cookie: string) {
  return [
    ...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(cookie.split("=")[1]))),
  ]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** Moves a token's issue time back an hour and a minute: the next refresh replaces it. */
async function issuedLongAgo(cookie: string) {
  await env.DB.prepare("UPDATE sessions SET created_at = ? WHERE token_hash = ?")
    .bind(Date.now() - ROTATE_AFTER_MS - 60_000, await tokenHash(cookie))
    .run();
}

/** Moves a token's rotation back beyond the grace window, as if it had been replaced a minute before it ended. */
async function spendLongAgo(cookie: string) {
  await env.DB.prepare("UPDATE sessions SET used_at = ? WHERE token_hash = ?")
    .bind(Date.now() - ROTATION_GRACE_MS - 60_000, await tokenHash(cookie))
    .run();
}

/** The session's Set-Cookie line (a sign-in also sets the device cookie, ADR 047). */
const sessionLine = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("dd_session=")) ?? "";
const cookieOf = (response: Response) => sessionLine(response).split(";")[0];
const unique = () => Math.random().toString(36).slice(2, 10);

describe("POST /api/v1/register", () => {
  it("creates the account, sets the session cookie and returns user, access_token, expires_in", async () => {
    const name = `reg_${unique()}`;
    const response = await post("/api/v1/register", {
      identifier_type: "email",
      identifier: `${name}@Example.test`,
      username: name,
      password: "a-long-unusual-pass",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      user: { username: name, email: `${name}@example.test` },
      expires_in: 900,
    });
    expect(typeof body.data.access_token).toBe("string");
    expect(sessionLine(response)).toMatch(/^dd_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const stored = await env.DB.prepare("SELECT password_hash FROM users WHERE username = ?")
      .bind(name)
      .first();
    expect(String(stored?.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("answers 409 naming the taken field", async () => {
    const { user } = await createTestUser(env.DB);
    const sameName = await post("/api/v1/register", {
      username: user.username,
      password: "a-long-unusual-pass",
    });
    expect(sameName.status).toBe(409);
    expect(await sameName.json()).toMatchObject({ code: 409, details: { field: "username" } });
    const sameEmail = await post("/api/v1/register", {
      identifier_type: "email",
      username: `x_${unique()}`,
      email: user.email,
      password: "a-long-unusual-pass",
    });
    expect(await sameEmail.json()).toMatchObject({ code: 409, details: { field: "email" } });
  });

  it("refuses common and short passwords and over-long usernames with per-field details", async () => {
    const common = await post(
      "/api/v1/register",
      { username: `c_${unique()}`, password: "password123" },
      { "Accept-Language": "zh-CN" },
    );
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      details: { fields: { password: ["errors.passwordCommon"] } },
    });
    const short = await post("/api/v1/register", { username: "x".repeat(65), password: "short" });
    const body = (await short.json()) as { details: { fields: Record<string, string[]> } };
    expect(Object.keys(body.details.fields).sort()).toEqual(["password", "username"]);
  });
});

describe("POST /api/v1/login", () => {
  it("signs in by username, email and phone; remember-me sets a 30-day cookie", async () => {
    const phone = `+86138${Math.floor(Math.random() * 1e8)}`;
    const { user, password } = await createTestUser(env.DB, { phone });
    for (const [type, identifier] of [
      ["username", user.username],
      ["email", String(user.email).toUpperCase()],
      ["phone", phone],
    ]) {
      const response = await post("/api/v1/login", { identifier_type: type, identifier, password });
      expect(response.status, type).toBe(200);
      expect(sessionLine(response)).not.toContain("Max-Age");
    }
    const remembered = await post("/api/v1/login", {
      identifier: user.username,
      password,
      remember_me: true,
    });
    expect(sessionLine(remembered)).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it("fails with SPEC's default message for a wrong password or unknown account", async () => {
    const { user } = await createTestUser(env.DB);
    for (const identifier of [user.username, `nobody_${unique()}`]) {
      const response = await post(
        "/api/v1/login",
        { identifier, password: "not-the-password" },
        { "Accept-Language": "zh-CN" },
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 401, message: "登录失败，请检查登录信息" });
    }
  });

  it("throttles one account from one IP after 5 failures in 15 minutes, even for the right password", async () => {
    const { user, password } = await createTestUser(env.DB);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const failed = await post(
        "/api/v1/login",
        { identifier: user.username, password: "wrong-one" },
        { ip },
      );
      expect(failed.status).toBe(401);
    }
    const blocked = await post("/api/v1/login", { identifier: user.username, password }, { ip });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.json()).toMatchObject({ code: 429, details: { minutes: 15 } });
  }, 30_000);

  it("shared IP: failures with made-up names from one IP do not lock out a real user behind it", async () => {
    const ip = freshIp();
    const { user, password } = await createTestUser(env.DB);
    for (let i = 0; i < 12; i++) {
      const failed = await post(
        "/api/v1/login",
        { identifier: `ghost_${unique()}`, password: "wrong-one" },
        { ip },
      );
      expect(failed.status).toBe(401);
    }
    expect((await post("/api/v1/login", { identifier: user.username, password }, { ip })).status).toBe(200);
  }, 30_000);

  it("an IP that failed far more often than any shared address would (100 in 15 minutes) waits", async () => {
    const ip = freshIp();
    const { user, password } = await createTestUser(env.DB);
    await env.DB.prepare(
      "INSERT INTO login_attempts (key, window_start, count, last_failure_at) VALUES (?, ?, 100, ?)",
    )
      .bind(`ip:${ip}`, Date.now(), Date.now())
      .run();
    expect((await post("/api/v1/login", { identifier: user.username, password }, { ip })).status).toBe(429);
    expect((await post("/api/v1/login", { identifier: user.username, password })).status).toBe(200);
  });

  it("targeted victim: failures from other IPs never block the victim's correct password from a clean IP", async () => {
    const { user, password } = await createTestUser(env.DB);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      await post("/api/v1/login", { identifier: user.username, password: "wrong-one" }, { ip: attacker });
    }
    for (let i = 0; i < 6; i++) {
      await post("/api/v1/login", { identifier: user.username, password: `guess-${i}` }, { ip: freshIp() });
    }
    // 11 failures on the account from 7 addresses: the victim, from an address that never failed, gets in.
    expect((await post("/api/v1/login", { identifier: user.username, password })).status).toBe(200);
    // ...again and again (a success is not what the attacker can spend).
    expect((await post("/api/v1/login", { identifier: user.username, password })).status).toBe(200);
  }, 30_000);

  it("an IP that failed on an account waits a progressive delay once the account has 5+ failures", async () => {
    const { user, password } = await createTestUser(env.DB);
    const ips = Array.from({ length: 8 }, () => freshIp());
    for (const ip of ips)
      await post("/api/v1/login", { identifier: user.username, password: "nope-nope" }, { ip });
    // 8 failures: 2^(8-5) = 8 s from the latest one for the addresses that failed; a clean one is not delayed.
    const delayed = await post("/api/v1/login", { identifier: user.username, password }, { ip: ips[0] });
    expect(delayed.status).toBe(429);
    const wait = Number(delayed.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(8);
    expect((await post("/api/v1/login", { identifier: user.username, password })).status).toBe(200);
  }, 30_000);
});

describe("POST /api/v1/refresh and /logout", () => {
  it("keeps a young cookie, replaces one an hour old, and refuses a replaced copy after the grace window", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const young = await post("/api/v1/refresh", {}, { Cookie: sessionCookie });
    expect(young.status).toBe(200);
    const data = ((await young.json()) as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ expires_in: 900, access_token: expect.any(String) });
    expect(data.refresh_token).toBeUndefined();
    // The cookie stays as it is: nothing to set.
    expect(young.headers.get("Set-Cookie") ?? "").not.toContain("dd_session=");
    await issuedLongAgo(sessionCookie);
    const first = await post("/api/v1/refresh", {}, { Cookie: sessionCookie });
    expect(first.status).toBe(200);
    const next = cookieOf(first);
    expect(next).toMatch(/^dd_session=[\w-]{43}$/);
    expect(next).not.toBe(sessionCookie);
    await spendLongAgo(sessionCookie);
    // The same browser's old copy: refused and cleared; the live cookie goes on.
    const stale = await post("/api/v1/refresh", {}, { Cookie: sessionCookie });
    expect(stale.status).toBe(401);
    expect(stale.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect((await post("/api/v1/refresh", {}, { Cookie: next })).status).toBe(200);
    // The old copy from another browser: the whole login ends.
    expect(
      (await post("/api/v1/refresh", {}, { Cookie: sessionCookie, "User-Agent": "Thief/1.0" })).status,
    ).toBe(401);
    const afterReuse = await post("/api/v1/refresh", {}, { Cookie: next });
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("4 parallel refreshes with one cookie due for rotation (tabs, retries) all succeed, for the same user and successor", async () => {
    const { user, sessionCookie } = await createTestUser(env.DB, { rememberMe: true });
    await issuedLongAgo(sessionCookie);
    const responses = await Promise.all(
      [0, 1, 2, 3].map(() => post("/api/v1/refresh", {}, { Cookie: sessionCookie })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as {
      data: { user: { id: number } };
    }[];
    expect(bodies.map((b) => b.data.user.id)).toEqual([user.id, user.id, user.id, user.id]);
    expect(new Set(responses.map(cookieOf)).size).toBe(1);
    expect(cookieOf(responses[0])).toMatch(/^dd_session=[\w-]{43}$/);
    expect(cookieOf(responses[0])).not.toBe(sessionCookie);
    // The successor works on, and so does a late retry of the old cookie within the window.
    const later = await post("/api/v1/refresh", {}, { Cookie: cookieOf(responses[0]) });
    expect(later.status).toBe(200);
    const retry = await post("/api/v1/refresh", {}, { Cookie: sessionCookie });
    expect(retry.status).toBe(200);
    expect(cookieOf(retry)).toBe(cookieOf(responses[0]));
  });

  it("accepts refresh_token in the body and returns the rotated one there", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const token = sessionCookie.split("=")[1];
    const young = await post("/api/v1/refresh", { refresh_token: token });
    expect(((await young.json()) as { data: { refresh_token: string } }).data.refresh_token).toBe(token);
    await issuedLongAgo(sessionCookie);
    const response = await post("/api/v1/refresh", { refresh_token: token });
    const data = ((await response.json()) as { data: { refresh_token: string } }).data;
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(data.refresh_token).not.toBe(token);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect((await post("/api/v1/refresh", { refresh_token: data.refresh_token })).status).toBe(200);
  });

  it("answers 401 without any token", async () => {
    expect((await post("/api/v1/refresh", {})).status).toBe(401);
  });

  it("logout ends the session and clears the cookie", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const response = await post("/api/v1/logout", {}, { Cookie: sessionCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect((await post("/api/v1/refresh", {}, { Cookie: sessionCookie })).status).toBe(401);
  });
});

describe("bearer tokens after logout and deactivation", () => {
  const putProfile = (token: string) =>
    worker.fetch("http://localhost/api/v1/profile/me", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ bio: "still me" }),
    });

  it("a logout sent with the bearer token ends that token's writes at once", async () => {
    const { accessToken } = await createTestUser(env.DB);
    expect((await putProfile(accessToken)).status).toBe(200);
    const loggedOut = await post("/api/v1/logout", {}, { Authorization: `Bearer ${accessToken}` });
    expect(loggedOut.status).toBe(200);
    expect((await putProfile(accessToken)).status).toBe(401);
  });

  it("a cookie logout also ends the access tokens issued with that session", async () => {
    const { user, password } = await createTestUser(env.DB);
    const login = await post("/api/v1/login", { identifier: user.username, password });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    expect((await putProfile(token)).status).toBe(200);
    await post("/api/v1/logout", {}, { Cookie: cookieOf(login) });
    expect((await putProfile(token)).status).toBe(401);
  });

  it("a deactivated account's bearer token writes nothing", async () => {
    const { user, accessToken } = await createTestUser(env.DB);
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE id = ?").bind(user.id).run();
    expect((await putProfile(accessToken)).status).toBe(401);
  });
});
