import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createTestUser } from "../../../tests/factories/users";

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

const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0];
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
    expect(response.headers.get("Set-Cookie")).toMatch(
      /^dd_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
    );
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
    const common = await post("/api/v1/register", { username: `c_${unique()}`, password: "password123" });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      message: expect.stringContaining("注册失败"),
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
      expect(response.headers.get("Set-Cookie")).not.toContain("Max-Age");
    }
    const remembered = await post("/api/v1/login", {
      identifier: user.username,
      password,
      remember_me: true,
    });
    expect(remembered.headers.get("Set-Cookie")).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it("fails with SPEC's default message for a wrong password or unknown account", async () => {
    const { user } = await createTestUser(env.DB);
    for (const identifier of [user.username, `nobody_${unique()}`]) {
      const response = await post("/api/v1/login", { identifier, password: "not-the-password" });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 401, message: "登录失败，请检查登录信息" });
    }
  });

  it("throttles an account after 5 failures in 15 minutes, whatever the IP, even for the right password", async () => {
    const { user, password } = await createTestUser(env.DB);
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/v1/login", { identifier: user.username, password: "wrong-one" })).status).toBe(
        401,
      );
    }
    const blocked = await post("/api/v1/login", { identifier: user.username, password });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.json()).toMatchObject({ message: expect.stringMatching(/15 minutes/) });
  });

  it("throttles an IP after 5 failures across accounts", async () => {
    const ip = freshIp();
    const { user, password } = await createTestUser(env.DB);
    for (let i = 0; i < 5; i++) {
      await post("/api/v1/login", { identifier: `ghost_${unique()}`, password: "wrong-one" }, { ip });
    }
    expect((await post("/api/v1/login", { identifier: user.username, password }, { ip })).status).toBe(429);
    expect((await post("/api/v1/login", { identifier: user.username, password })).status).toBe(200);
  });
});

describe("POST /api/v1/refresh and /logout", () => {
  it("rotates the cookie on each refresh and revokes the family when an old cookie is replayed", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const first = await post("/api/v1/refresh", {}, { Cookie: sessionCookie });
    expect(first.status).toBe(200);
    const data = ((await first.json()) as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ expires_in: 900, access_token: expect.any(String) });
    expect(data.refresh_token).toBeUndefined();
    const next = cookieOf(first);
    expect(next).not.toBe(sessionCookie);
    expect((await post("/api/v1/refresh", {}, { Cookie: sessionCookie })).status).toBe(401);
    const afterReuse = await post("/api/v1/refresh", {}, { Cookie: next });
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("accepts refresh_token in the body and returns the rotated one there", async () => {
    const { sessionCookie } = await createTestUser(env.DB);
    const token = sessionCookie.split("=")[1];
    const response = await post("/api/v1/refresh", { refresh_token: token });
    const data = ((await response.json()) as { data: { refresh_token: string } }).data;
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
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
