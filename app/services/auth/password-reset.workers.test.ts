import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, raw } from "~/services/datasets/testing/api-client";
import { database } from "~db/index";
import { accountTokens, users } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { listOutbox } from "../mail/outbox.server";

const db = database(env.DB);
const NEW_PASSWORD = "a-brand-new-secret-77";

/** The newest link of `kind` mailed to `to` (the reset is mailed after the answer: poll briefly). */
async function mailedLink(to: string, kind: string, after = 0): Promise<URL> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await listOutbox(db, to)).find((m) => m.kind === kind && m.id > after);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

const lastMailId = async (to: string) => (await listOutbox(db, to, 1))[0]?.id ?? 0;

const forgot = (identifier: string, ip = "198.51.100.7") =>
  api("/api/v1/password/forgot", {
    method: "POST",
    body: { identifier },
    headers: { "CF-Connecting-IP": ip },
  });

const reset = (token: string, password = NEW_PASSWORD) =>
  api("/api/v1/password/reset", { method: "POST", body: { token, password } });

describe("password reset", () => {
  it("answers 202 with the same body for unknown and known accounts", async () => {
    const known = await createTestUser(db);
    const unknown = await forgot(`nobody_${Date.now()}@example.test`, "198.51.100.1");
    const found = await forgot(known.user.email ?? "", "198.51.100.1");
    expect(unknown.status).toBe(202);
    expect(found.status).toBe(202);
    expect(found.body).toEqual(unknown.body);
    expect(await mailedLink(known.user.email ?? "", "reset")).toBeInstanceOf(URL);
  });

  it("resets once with the mailed token, ends every session, and the token then fails", async () => {
    const user = await createTestUser(db);
    const email = user.user.email ?? "";
    const before = await lastMailId(email);
    expect((await forgot(user.user.username, "198.51.100.2")).status).toBe(202);
    const link = await mailedLink(email, "reset", before);
    // The API answers in English unless asked otherwise: so is the mail and its link.
    expect(link.pathname).toBe("/en-US/auth/reset");
    const token = link.searchParams.get("token") ?? "";

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ reset: true });
    // Used once: the same link is refused.
    expect((await reset(token, "another-new-secret-88")).status).toBe(400);

    // Every session ended: the cookie reads no page, the bearer token writes nothing.
    const page = await raw("/profile", { headers: { Cookie: user.sessionCookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    const write = await api("/api/v1/profile/me", {
      method: "PUT",
      token: user.accessToken,
      body: { bio: "x" },
    });
    expect(write.status).toBe(401);

    const oldLogin = await api("/api/v1/login", {
      method: "POST",
      body: { identifier: user.user.username, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api("/api/v1/login", {
      method: "POST",
      body: { identifier: user.user.username, password: NEW_PASSWORD },
    });
    expect(newLogin.status).toBe(200);
    // Following the mailed link proved the mailbox.
    expect((await db.select().from(users).where(eq(users.id, user.user.id)).get())?.isVerified).toBe(true);
  });

  it("refuses an expired token (a link lives 1 hour)", async () => {
    const user = await createTestUser(db);
    const email = user.user.email ?? "";
    const before = await lastMailId(email);
    await forgot(email, "198.51.100.3");
    const token = (await mailedLink(email, "reset", before)).searchParams.get("token") ?? "";
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, user.user.id), eq(accountTokens.purpose, "reset")));
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(late.body.details).toMatchObject({ fields: { token: ["errors.resetTokenInvalid"] } });
  });

  it("words a common password as a failed reset, not a failed registration, in both languages", async () => {
    const body = { token: "x".repeat(43), password: "password123" };
    const en = await api("/api/v1/password/reset", {
      method: "POST",
      body,
      headers: { "Accept-Language": "en-US" },
    });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(
      "Reset failed: this password is too common; choose one that is harder to guess.",
    );
    const zh = await api("/api/v1/password/reset", {
      method: "POST",
      body,
      headers: { "Accept-Language": "zh-CN" },
    });
    expect(zh.body.message).toBe("重置失败：这个密码太常见了，请换一个更难猜的密码。");
  });

  it("answers requests per account the same way whether or not it exists (past 5 an hour: no mail, no 'wait'), and limits per IP", async () => {
    const user = await createTestUser(db);
    for (const identifier of [user.user.username, `ghost_${Date.now()}`]) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await forgot(identifier, `203.0.113.${i + 10}`)).status);
      expect(answers).toEqual([202, 202, 202, 202, 202, 202]);
    }
    const ip = "192.0.2.99";
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await forgot(`someone_${i}_${Date.now()}`, ip)).status);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("has pages in both languages that work without JavaScript", async () => {
    const user = await createTestUser(db);
    const email = user.user.email ?? "";
    const before = await lastMailId(email);
    const sent = await raw("/en-US/auth/forgot", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.40" },
      body: new URLSearchParams({ identifier: email }),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/en-US/auth/forgot?sent=1");
    expect(await (await raw("/en-US/auth/forgot?sent=1")).text()).toContain("If an account matches");
    expect(await (await raw("/auth/forgot?sent=1")).text()).toContain("如果有匹配的账号");
    const token = (await mailedLink(email, "reset", before)).searchParams.get("token") ?? "";
    const form = await (await raw(`/auth/reset?token=${token}`)).text();
    expect(form).toContain("设置新密码");
    expect(form).toContain('type="password"');
    const mismatch = await raw("/auth/reset", {
      method: "POST",
      body: new URLSearchParams({ token, password: NEW_PASSWORD, confirmPassword: "different-one-99" }),
    });
    expect(mismatch.status).toBe(400);
    const saved = await raw("/auth/reset", {
      method: "POST",
      body: new URLSearchParams({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/auth/login");
    // A spent or unknown link says so at once: no password to type twice for nothing.
    for (const dead of [token, "no-such-token"]) {
      const page = await (await raw(`/auth/reset?token=${dead}`)).text();
      expect(page).toMatch(/role="alert">此重置链接无效、已使用或已过期/);
      expect(page).not.toContain('type="password"');
    }
  });
});
