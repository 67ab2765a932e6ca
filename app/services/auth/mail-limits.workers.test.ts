import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "~/services/datasets/testing/api-client";
import { database } from "~db/index";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { listOutbox } from "../mail/outbox.server";

const db = database(env.DB);
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

let ip = 0;
/** The profile's "send the verification link again" button, posted without JavaScript. */
async function resend(user: TestUser, prefix: "" | "/en-US") {
  const response = await worker.fetch(`http://localhost${prefix}/profile`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Accept: "text/html",
      Cookie: user.sessionCookie,
      "CF-Connecting-IP": `10.88.0.${++ip}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "intent=resendVerification",
  });
  return { status: response.status, html: await response.text() };
}

/** The mails of `kind` to `to` (a reset is mailed after the answer: wait until `count` arrive or give up). */
async function mails(to: string, kind: string, count = 0) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = (await listOutbox(db, to)).filter((mail) => mail.kind === kind);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await listOutbox(db, to)).filter((mail) => mail.kind === kind);
}

const forgot = (identifier: string, from: string) =>
  api("/api/v1/password/forgot", {
    method: "POST",
    body: { identifier },
    headers: { "CF-Connecting-IP": from },
  });

describe("mail limits", () => {
  it("sends at most 3 verification links per account in 15 minutes, then says how long to wait", async () => {
    const user = await createTestUser(db);
    const email = user.user.email ?? "";
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await resend(user, "/en-US")).status);
    expect(answers).toEqual([302, 302, 302]);
    const refused = await resend(user, "/en-US");
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("Too many attempts. Try again in 15 minutes.");
    const zh = await resend(user, "");
    expect(zh.status).toBe(429);
    expect(zh.html).toMatch(/尝试次数过多.*15/);
    expect(await mails(email, "verify")).toHaveLength(3);
  });

  it("keeps a player's own reset working when strangers asked for it from other addresses", async () => {
    const victim = await createTestUser(db);
    const email = victim.user.email ?? "";
    for (const from of ["203.0.113.31", "203.0.113.32", "203.0.113.33"]) {
      expect((await forgot(victim.user.username, from)).status).toBe(202);
    }
    await mails(email, "reset", 3);
    // The victim, from their own address: still answered, still mailed.
    expect((await forgot(victim.user.username, "198.51.100.200")).status).toBe(202);
    expect(await mails(email, "reset", 4)).toHaveLength(4);
  });

  it("lets one address ask at most 3 times for one account; past 5 an hour the account gets no more mail, but nobody is told to wait", async () => {
    const user = await createTestUser(db);
    const email = user.user.email ?? "";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(user.user.username, "203.0.113.41")).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await forgot(user.user.username, "203.0.113.42")).status).toBe(202);
    expect((await forgot(user.user.username, "203.0.113.42")).status).toBe(202);
    await mails(email, "reset", 5);
    // Strangers from other addresses spent the account's hour: the player's own request is still
    // answered as usual (not "try again in 60 minutes"), and the 5 links already sent still work.
    expect((await forgot(user.user.username, "203.0.113.43")).status).toBe(202);
    expect((await forgot(user.user.username, "198.51.100.201")).status).toBe(202);
    expect(await mails(email, "reset", 6)).toHaveLength(5);
  });
});
