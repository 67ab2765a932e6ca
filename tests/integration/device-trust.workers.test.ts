import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { listOutbox } from "../../app/services/mail/outbox.server";
import { createTestUser } from "../factories/users";

/**
 * The lockouts a stranger could impose on an account's owner, replayed as the attacks, and what a
 * device cookie (ADR 047: this browser signed in to this account before) changes about them.
 */
const db = database(env.DB);
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

let counter = 0;
const freshIp = () => `10.45.${Math.floor(++counter / 250)}.${counter % 250}`;

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

const login = (identifier: string, password: string, from: { ip: string; cookie?: string }) =>
  post("/api/v1/login", { identifier, password }, from);

/** The `dd_device=…` pair a response sets, and the whole header line for its attributes. */
function deviceCookie(response: Response): { pair: string; line: string } {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("dd_device=")) ?? "";
  return { pair: line.split(";")[0] ?? "", line };
}

/** Signs in once, correctly, from `ip`: the browser's device cookie for the account. */
async function signedInBefore(username: string, password: string, ip: string): Promise<string> {
  const response = await login(username, password, { ip });
  expect(response.status).toBe(200);
  return deviceCookie(response).pair;
}

/** 100 failed logins with made-up usernames from `ip`: the per-IP guard's whole allowance. */
async function sprayFrom(ip: string) {
  for (let i = 0; i < 100; i++) {
    const failed = await login(`ghost_${counter}_${i}`, "wrong-one", { ip });
    expect(failed.status).toBe(401);
  }
}

async function mails(to: string, kind: string, count: number) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = (await listOutbox(db, to)).filter((mail) => mail.kind === kind);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await listOutbox(db, to)).filter((mail) => mail.kind === kind);
}

const forgot = (identifier: string, from: { ip: string; cookie?: string }) =>
  post("/api/v1/password/forgot", { identifier }, from);

describe("sign-in from a shared address", () => {
  it("100 failed logins from one IP, then the owner signs in from that IP on the browser they used before: 200", async () => {
    const owner = await createTestUser(db);
    const ip = freshIp();
    const device = await signedInBefore(owner.user.username, owner.password, ip);
    await sprayFrom(ip);
    // A client the server does not know is still held by the per-IP guard against password spraying...
    expect((await login(owner.user.username, owner.password, { ip })).status).toBe(429);
    // ...but the owner's own browser is not.
    const back = await login(owner.user.username, owner.password, { ip, cookie: device });
    expect(back.status).toBe(200);
  }, 120_000);

  it("the login page's form (no JavaScript) lets the owner's browser past the IP's lockout too", async () => {
    const owner = await createTestUser(db);
    const ip = freshIp();
    const device = await signedInBefore(owner.user.username, owner.password, ip);
    await env.DB.prepare(
      "INSERT INTO login_attempts (key, window_start, count, last_failure_at) VALUES (?1, ?2, 100, ?2)",
    )
      .bind(`ip:${ip}`, Date.now())
      .run();
    const form = (cookie: string) =>
      worker.fetch("https://localhost/en-US/auth/login", {
        method: "POST",
        redirect: "manual",
        headers: {
          Accept: "text/html",
          Cookie: `i18n_redirected=en-US; ${cookie}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": ip,
        },
        body: new URLSearchParams({ identifier: owner.user.username, password: owner.password }).toString(),
      });
    expect((await form("")).status).toBe(429);
    const signedIn = await form(device);
    expect(signedIn.status).toBe(302);
    expect(deviceCookie(signedIn).pair).toBe(device);
  }, 60_000);

  it("a device cookie for account A does not let anyone past the IP's lockout on account B", async () => {
    const a = await createTestUser(db);
    const b = await createTestUser(db);
    const ip = freshIp();
    const deviceA = await signedInBefore(a.user.username, a.password, freshIp());
    await env.DB.prepare(
      "INSERT INTO login_attempts (key, window_start, count, last_failure_at) VALUES (?1, ?2, 100, ?2)",
    )
      .bind(`ip:${ip}`, Date.now())
      .run();
    expect((await login(b.user.username, b.password, { ip, cookie: deviceA })).status).toBe(429);
    // A's token with B's id written in is not this server's: refused as if absent.
    const forged = deviceA.replace(/^dd_device=\d+\./, `dd_device=${b.user.id}.`);
    expect((await login(b.user.username, b.password, { ip, cookie: forged })).status).toBe(429);
    expect((await login(a.user.username, a.password, { ip, cookie: deviceA })).status).toBe(200);
  }, 60_000);

  it("5 wrong passwords on the owner's account from the owner's own address do not lock the owner's browser out", async () => {
    const owner = await createTestUser(db);
    const ip = freshIp();
    const device = await signedInBefore(owner.user.username, owner.password, ip);
    for (let i = 0; i < 5; i++) {
      expect((await login(owner.user.username, `guess-${i}`, { ip })).status).toBe(401);
    }
    expect((await login(owner.user.username, owner.password, { ip })).status).toBe(429);
    expect((await login(owner.user.username, owner.password, { ip, cookie: device })).status).toBe(200);
  }, 60_000);

  it("a device cookie gets 5 wrong passwords per 15 minutes on its account, then waits like anyone", async () => {
    const owner = await createTestUser(db);
    const device = await signedInBefore(owner.user.username, owner.password, freshIp());
    for (let i = 0; i < 5; i++) {
      const failed = await login(owner.user.username, `guess-${i}`, { ip: freshIp(), cookie: device });
      expect(failed.status).toBe(401);
    }
    const held = await login(owner.user.username, owner.password, { ip: freshIp(), cookie: device });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
  }, 60_000);

  it("every sign-in and sign-up sets the device cookie: HttpOnly, SameSite=Lax, Secure on https, 400 days", async () => {
    const owner = await createTestUser(db);
    const signedIn = deviceCookie(await login(owner.user.username, owner.password, { ip: freshIp() }));
    const name = `dev_${Date.now().toString(36)}`;
    const registered = await post(
      "/api/v1/register",
      { username: name, email: `${name}@example.test`, password: "correct-horse-battery-9" },
      { ip: freshIp() },
    );
    expect(registered.status).toBe(200);
    for (const { pair, line } of [signedIn, deviceCookie(registered)]) {
      expect(pair).toMatch(/^dd_device=\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
      expect(line).toMatch(/Secure/i);
      expect(line).toMatch(/Max-Age=34560000/);
    }
    // A second account in the same browser keeps the first one's token beside its own.
    const both = await login(owner.user.username, owner.password, {
      ip: freshIp(),
      cookie: deviceCookie(registered).pair,
    });
    expect(deviceCookie(both).pair.split("~")).toHaveLength(2);
  }, 60_000);
});

describe("password reset a stranger cannot block", () => {
  it("5 forgot-password requests for the victim from other IPs, then the victim's own browser asks: a mail goes out", async () => {
    const victim = await createTestUser(db);
    const email = victim.user.email ?? "";
    const device = await signedInBefore(victim.user.username, victim.password, freshIp());
    for (let i = 0; i < 5; i++)
      expect((await forgot(victim.user.username, { ip: freshIp() })).status).toBe(202);
    await mails(email, "reset", 5);
    // Without the cookie: the same answer, and no mail (the account's hour is spent).
    expect((await forgot(victim.user.username, { ip: freshIp() })).status).toBe(202);
    // From the victim's browser, by username and by email: answered and mailed.
    expect((await forgot(victim.user.username, { ip: freshIp(), cookie: device })).status).toBe(202);
    expect(await mails(email, "reset", 6)).toHaveLength(6);
    expect((await forgot(email, { ip: freshIp(), cookie: device })).status).toBe(202);
    expect(await mails(email, "reset", 7)).toHaveLength(7);
  }, 60_000);

  it("the owner's browser gets 3 resets per 15 minutes; a cookie for another account gets the stranger's caps", async () => {
    const victim = await createTestUser(db);
    const other = await createTestUser(db);
    const email = victim.user.email ?? "";
    const device = await signedInBefore(victim.user.username, victim.password, freshIp());
    const otherDevice = await signedInBefore(other.user.username, other.password, freshIp());
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await forgot(victim.user.username, { ip, cookie: device })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await mails(email, "reset", 3)).toHaveLength(3);
    // One address spends at most 3 of the account's 5, with or without another account's cookie.
    const strangers = [];
    for (let i = 0; i < 4; i++)
      strangers.push(
        (await forgot(victim.user.username, { ip: "203.0.113.99", cookie: otherDevice })).status,
      );
    expect(strangers).toEqual([202, 202, 202, 429]);
  }, 60_000);
});
