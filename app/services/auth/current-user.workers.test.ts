import { env } from "cloudflare:workers";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { createTestUser } from "../../../tests/factories/users";
import { bytesToBase64Url, utf8 } from "./crypto.server";
import { getAuthUser, requireAuthUser } from "./current-user.server";
import { createSession, findSessionUser, rotateSession } from "./sessions.server";

const db = database(env.DB);
const context = { db, cloudflare: { env, ctx: {} }, nonce: "" } as unknown as AppLoadContext;
const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("getAuthUser", () => {
  it("accepts the factory's bearer token and session cookie", async () => {
    const { user, accessToken, sessionCookie } = await createTestUser(env.DB);
    expect(await getAuthUser(context, request({ Authorization: `Bearer ${accessToken}` }))).toEqual({
      id: user.id,
      username: user.username,
    });
    expect(await getAuthUser(context, request({ Cookie: sessionCookie }))).toEqual({
      id: user.id,
      username: user.username,
    });
  });

  it("gives null for no credentials, alg none and a tampered token, even with a valid cookie", async () => {
    const { accessToken, sessionCookie } = await createTestUser(db);
    expect(await getAuthUser(context, request({}))).toBeNull();
    const [, payload] = accessToken.split(".");
    const none = `${bytesToBase64Url(utf8(JSON.stringify({ alg: "none", kid: "local-1" })))}.${payload}.`;
    expect(await getAuthUser(context, request({ Authorization: `Bearer ${none}` }))).toBeNull();
    const tampered = `${accessToken.slice(0, -3)}${accessToken.endsWith("A") ? "BBB" : "AAA"}`;
    expect(
      await getAuthUser(context, request({ Authorization: `Bearer ${tampered}`, Cookie: sessionCookie })),
    ).toBeNull();
    await expect(requireAuthUser(context, request({}))).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a session cookie rotated over a minute ago and stores only the token's hash", async () => {
    const { user } = await createTestUser(db);
    const session = await createSession(db, user.id, { rememberMe: true });
    const stored = await env.DB.prepare("SELECT token_hash FROM sessions WHERE user_id = ?")
      .bind(user.id)
      .all();
    expect(JSON.stringify(stored.results)).not.toContain(session.token);
    await rotateSession(db, session.token, {}, Date.now() - 61_000);
    expect(await getAuthUser(context, request({ Cookie: `dd_session=${session.token}` }))).toBeNull();
  });
});

describe("refresh-token rotation", () => {
  it("issues a new token of the same family and revokes the family when an old one comes back", async () => {
    const { user } = await createTestUser(db);
    const first = await createSession(db, user.id, { rememberMe: false });
    const second = await rotateSession(db, first.token, {});
    // Within the grace period the spent token still reads pages, but can never refresh again.
    expect(await findSessionUser(db, first.token)).not.toBeNull();
    expect(second.familyId).toBe(first.familyId);
    expect(second.token).not.toBe(first.token);
    const third = await rotateSession(db, second.token, {});
    await expect(rotateSession(db, first.token, {})).rejects.toMatchObject({ status: 401 });
    // The thief's reuse also ends the legitimate holder's newest token.
    await expect(rotateSession(db, third.token, {})).rejects.toMatchObject({ status: 401 });
    expect(await getAuthUser(context, request({ Cookie: `dd_session=${third.token}` }))).toBeNull();
  });
});
