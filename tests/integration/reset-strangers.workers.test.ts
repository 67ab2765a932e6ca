import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { accountTokens, loginAttempts } from "~db/schema";
import { listOutbox } from "../../app/services/mail/outbox.server";
import { createTestUser } from "../factories/users";

/**
 * ADR 055: strangers cannot take a player's password reset away. Past the account's 5 links an hour
 * no mail is sent (no mail bomb), but the newest link sent lives as long as that hour, the page says
 * to use it, and a browser that signed in before is not held by the per-IP caps its neighbours spent.
 */
const db = database(env.DB);
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

let counter = 0;
const freshIp = () => `10.55.${Math.floor(++counter / 250)}.${counter % 250}`;

function post(path: string, body: unknown, { ip, cookie }: { ip: string; cookie?: string }) {
  return worker.fetch(`https://localhost${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const forgot = async (identifier: string, from: { ip: string; cookie?: string }) => {
  const response = await post("/api/v1/password/forgot", { identifier }, from);
  await response.body?.cancel();
  return response.status;
};

/** The reset mails to `to`, newest first (mailed after the answer: wait until `count` arrive). */
async function resetMails(to: string, count: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = (await listOutbox(db, to)).filter((mail) => mail.kind === "reset");
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await listOutbox(db, to)).filter((mail) => mail.kind === "reset");
}

const tokenOf = (text: string) =>
  new URL(text.match(/https?:\/\/\S+/)?.[0] ?? "http://x").searchParams.get("token") ?? "";

describe("a reset strangers cannot block (ADR 055)", () => {
  it("5 requests from rotating IPs, then the victim's own: no sixth mail, but the newest link works as long as the cap holds", async () => {
    const victim = await createTestUser(db);
    const email = victim.user.email ?? "";
    for (let i = 0; i < 5; i++) expect(await forgot(email, { ip: freshIp() })).toBe(202);
    const sent = await resetMails(email, 5);
    expect(sent).toHaveLength(5);
    expect(await forgot(email, { ip: freshIp() })).toBe(202);
    expect(await resetMails(email, 6)).toHaveLength(5);
    // The account's cap holds until its window ends; every link sent outlives it (was: 30 minutes
    // of links against a 60-minute cap, so the victim had none for half an hour).
    const cap = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `reset:acct:email:${email.toLowerCase()}`))
      .get();
    expect(cap?.count).toBe(5);
    const capEnds = (cap?.windowStart.getTime() ?? 0) + 60 * 60 * 1000;
    const links = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, victim.user.id), eq(accountTokens.purpose, "reset")));
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.usedAt).toBeNull();
      expect(link.expiresAt.getTime()).toBeGreaterThanOrEqual(capEnds);
    }
    // A newer link does not void the older ones, and the newest one works.
    const reset = await post(
      "/api/v1/password/reset",
      { token: tokenOf(sent[0].text), password: "a-brand-new-secret-55" },
      { ip: freshIp() },
    );
    expect(reset.status).toBe(200);
  }, 60_000);

  it("the forgot page says at once, whoever asked, to use the newest mail (both languages)", async () => {
    const en = await (await worker.fetch("https://localhost/en-US/auth/forgot?sent=1")).text();
    expect(en).toContain("use the newest reset mail in your inbox");
    const zh = await (await worker.fetch("https://localhost/auth/forgot?sent=1")).text();
    expect(zh).toContain("请使用收件箱中最新的那封重置邮件");
  }, 60_000);

  it("30 forgot requests for made-up addresses from a shared IP do not refuse the victim's browser there", async () => {
    const victim = await createTestUser(db);
    const email = victim.user.email ?? "";
    const ip = freshIp();
    const login = await post(
      "/api/v1/login",
      { identifier: victim.user.username, password: victim.password },
      { ip },
    );
    expect(login.status).toBe(200);
    const device =
      login.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("dd_device="))
        ?.split(";")[0] ?? "";
    await login.body?.cancel();
    const neighbours: number[] = [];
    for (let i = 0; i < 30; i++)
      neighbours.push(await forgot(`made-up-${counter}-${i}@example.test`, { ip }));
    // The IP's caps hold strangers: the reset tier (20 a minute) and the forgot cap (20 in 15 minutes).
    expect(neighbours).toContain(429);
    expect(await forgot(`made-up-${counter}-x@example.test`, { ip })).toBe(429);
    // The browser that signed in to the account before is served, and mailed.
    expect(await forgot(email, { ip, cookie: device })).toBe(202);
    expect(await resetMails(email, 1)).toHaveLength(1);
  }, 60_000);
});
