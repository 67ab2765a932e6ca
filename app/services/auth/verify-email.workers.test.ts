import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, raw } from "~/services/datasets/testing/api-client";
import { database } from "~db/index";
import { accountTokens, users } from "~db/schema";
import { listOutbox } from "../mail/outbox.server";

const db = database(env.DB);

async function register(username: string, email: string, language = "en-US") {
  const response = await api<{ user: { id: number; is_verified: boolean }; access_token: string }>(
    "/api/v1/register",
    {
      method: "POST",
      body: { username, email, password: "plenty-long-secret-5" },
      headers: { "Accept-Language": language },
    },
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

async function verifyLink(email: string): Promise<URL> {
  const mail = (await listOutbox(db, email)).find((m) => m.kind === "verify");
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  return new URL(link);
}

const isVerified = async (id: number) =>
  (await db.select({ v: users.isVerified }).from(users).where(eq(users.id, id)).get())?.v;

describe("email verification", () => {
  it("mails a link at sign-up that verifies once; unverified accounts still publish", async () => {
    const name = `verify_${Date.now()}`;
    const email = `${name}@example.test`;
    const data = await register(name, email);
    expect(data.user.is_verified).toBe(false);
    const link = await verifyLink(email);
    expect(link.pathname).toBe("/en-US/auth/verify");
    const mail = (await listOutbox(db, email))[0];
    expect(mail?.subject).toBe("Confirm your email for Datadle");

    // Unverified: playing and publishing work as for anyone.
    const made = await api("/api/v1/dataset", {
      method: "POST",
      token: data.access_token,
      body: { name: "Made before verifying" },
    });
    expect(made.status).toBe(201);

    // Opening the link (GET) spends nothing: mail scanners open links.
    expect((await raw(`${link.pathname}${link.search}`)).status).toBe(200);
    expect(await isVerified(data.user.id)).toBe(false);

    const token = link.searchParams.get("token") ?? "";
    const done = await api("/api/v1/email/verify", { method: "POST", body: { token } });
    expect(done.status).toBe(200);
    expect(await isVerified(data.user.id)).toBe(true);
    expect((await api("/api/v1/email/verify", { method: "POST", body: { token } })).status).toBe(400);
  });

  it("verifies through the page without JavaScript, in Chinese", async () => {
    const name = `verzh_${Date.now()}`;
    const email = `${name}@example.test`;
    const data = await register(name, email, "zh-CN");
    const link = await verifyLink(email);
    expect(link.pathname).toBe("/auth/verify");
    expect((await listOutbox(db, email))[0]?.subject).toBe("确认你在 Datadle 的邮箱");
    const opened = await (await raw(`/auth/verify${link.search}`)).text();
    expect(opened).not.toContain('role="alert"');
    expect(opened).toMatch(/验证我的邮箱<\/button>/);
    const posted = await raw("/auth/verify", {
      method: "POST",
      body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(await isVerified(data.user.id)).toBe(true);
    // A spent or unknown link says so when the page opens, with the way to a new one, and no button.
    for (const dead of [link.searchParams.get("token") ?? "", "no-such-token"]) {
      const page = await (await raw(`/auth/verify?token=${dead}`)).text();
      expect(page).toMatch(/role="alert">此验证链接无效、已使用或已过期/);
      expect(page).toContain('href="/profile"');
      expect(page).not.toContain("验证我的邮箱</button>");
    }
  });

  it("refuses a link after 24 hours and a link sent to an address the account no longer has", async () => {
    const name = `verold_${Date.now()}`;
    const email = `${name}@example.test`;
    const data = await register(name, email);
    const token = (await verifyLink(email)).searchParams.get("token") ?? "";
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, data.user.id), eq(accountTokens.purpose, "verify")));
    const late = await api("/api/v1/email/verify", { method: "POST", body: { token } });
    expect(late.status).toBe(400);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(and(eq(accountTokens.userId, data.user.id), eq(accountTokens.purpose, "verify")));
    await db
      .update(users)
      .set({ email: `changed_${email}` })
      .where(eq(users.id, data.user.id));
    expect((await api("/api/v1/email/verify", { method: "POST", body: { token } })).status).toBe(400);
    expect(await isVerified(data.user.id)).toBe(false);
  });

  it("has no outbox page in the production build, even where MAIL_OUTBOX keeps the mail", async () => {
    // `npm run build` leaves the local outbox page out (only `npm start` builds it): the mail is in D1 only.
    const outbox = await raw("/en-US/dev/outbox");
    expect(outbox.status).toBe(404);
    expect(await outbox.text()).not.toContain("Local mail outbox");
  });
});
