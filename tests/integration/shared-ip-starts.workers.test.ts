import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createGameFixture, type Fixture } from "~/services/game/testing/game-fixture";
import { hmacSha256 } from "~/utils/hmac";
import { database } from "~db/index";
import { createTestUser } from "../factories/users";

// ADR 055: one abuser behind a shared IP mints guests with cookie-less starts and spends the IP's
// start guard (`RL_IP_START`, 240 a minute) with them. Before, that guard was every start's, so
// the guests who were there before and the signed-in players on that IP got 429 on their next
// start. Now only the starts of unknown callers and of guests minted in the last 10 minutes spend it.

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const ORIGIN = "http://localhost";

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(database(env.DB), { name: "Shared address realms" });
});

const hex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length / 2)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");

/** vitest.workers.config.ts binds it. */
const secret = (env as unknown as { DAILY_SECRET: string }).DAILY_SECRET;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The server's mark for a guest marked `minutesAgo` ago (guest-key.server.ts's format). */
async function markedGuest(minutesAgo: number): Promise<string> {
  const guestId = `g_${hex(32)}`;
  const minted = Math.floor((Date.now() - minutesAgo * 60_000) / 1000).toString(36);
  const mac = (await hmacSha256(secret, `rate-guest:${guestId}:${minted}`)).slice(0, 16);
  return `dd_guest=${guestId}; dd_guest_key=${minted}.${base64url(mac)}`;
}

/** A guest marked before marks carried a time (ADR 037's bare MAC). */
async function legacyGuest(): Promise<string> {
  const guestId = `g_${hex(32)}`;
  const mac = (await hmacSha256(secret, `rate-guest:${guestId}`)).slice(0, 16);
  return `dd_guest=${guestId}; dd_guest_key=${base64url(mac)}`;
}

/** One start from `ip`: its status and the cookies it set (a new guest's `dd_guest` and mark). */
async function start(ip: string, auth: { cookies?: string; token?: string } = {}) {
  const headers = new Headers({ "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: ORIGIN });
  if (auth.cookies) headers.set("Cookie", auth.cookies);
  if (auth.token) headers.set("Authorization", `Bearer ${auth.token}`);
  const response = await worker.fetch(`${ORIGIN}/api/v1/game/record`, {
    method: "POST",
    headers,
    body: JSON.stringify({ dataset_id: fixture.datasetId }),
  });
  await response.body?.cancel();
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair.startsWith("dd_guest"))
    .join("; ");
  return { status: response.status, cookies };
}

describe("starts behind a shared IP (ADR 055)", () => {
  it("an abuser's minted guests spend the IP's start guard; a signed-in player and older guests still start", {
    timeout: 600_000,
  }, async () => {
    const ip = "198.18.55.1";
    const user = await createTestUser(env.DB);
    const before = [await markedGuest(60), await legacyGuest()];
    // The abuser: 60 cookie-less starts, each a new guest with this server's mark...
    const minted: string[] = [];
    for (let i = 0; i < 60; i++) {
      const first = await start(ip);
      if (first.status === 201 && first.cookies.includes("dd_guest_key=")) minted.push(first.cookies);
    }
    expect(minted.length).toBeGreaterThan(40);
    // ...then those guests start games until the IP's start guard refuses them (the flood it is for).
    let refused = 0;
    for (let round = 0; round < 12 && refused === 0; round++) {
      for (const cookies of minted) if ((await start(ip, { cookies })).status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    // The guard is spent for the minute, yet the players who were there before are not refused.
    expect((await start(ip, { token: user.accessToken })).status).toBe(201);
    for (const cookies of before) expect((await start(ip, { cookies })).status).toBe(201);
  });
});
