import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDeps } from "~/services/deps.server";
import { createTestUser } from "../../../tests/factories/users";
import { updateProfile } from "../profile.server";
import { authenticate, authUserOf } from "./authenticate.server";
import { bytesToBase64Url, utf8 } from "./crypto.server";
import { logout } from "./refresh.server";
import { SESSION_READ_REUSE_MS } from "./session-reuse.server";
import {
  createSession,
  findSessionUser,
  ROTATE_AFTER_MS,
  ROTATION_GRACE_MS,
  rotateSession,
  sessionFamilyOf,
} from "./sessions.server";

const deps = createDeps(env);
const { db } = deps;
const secret = String((env as { JWT_SECRET?: string }).JWT_SECRET);
const at = (ms: number) => createDeps(env, undefined, () => new Date(ms));

describe("authenticate", () => {
  it("accepts the factory's bearer token and session token", async () => {
    const { user, accessToken, sessionCookie } = await createTestUser(db);
    const expected = { id: user.id, username: user.username };
    expect(authUserOf(await authenticate(deps, { bearer: accessToken, sessionToken: null }))).toEqual(
      expected,
    );
    const token = sessionCookie.split("=")[1];
    expect(authUserOf(await authenticate(deps, { sessionToken: token }))).toEqual(expected);
  });

  it("gives none for no credentials, alg none and a tampered token, even with a valid session token", async () => {
    const { accessToken, sessionCookie } = await createTestUser(db);
    const sessionToken = sessionCookie.split("=")[1];
    expect((await authenticate(deps, { sessionToken: null })).kind).toBe("none");
    const [, payload] = accessToken.split(".");
    const none = `${bytesToBase64Url(utf8(JSON.stringify({ alg: "none", kid: "local-1" })))}.${payload}.`;
    expect((await authenticate(deps, { bearer: none, sessionToken: null })).kind).toBe("none");
    const tampered = `${accessToken.slice(0, -3)}${accessToken.endsWith("A") ? "BBB" : "AAA"}`;
    expect((await authenticate(deps, { bearer: tampered, sessionToken })).kind).toBe("none");
    expect((await authenticate(deps, { bearer: null, sessionToken })).kind).toBe("none");
  });

  it("refuses a bearer token on reads and writes once its session is logged out", async () => {
    const { accessToken, sessionCookie } = await createTestUser(db);
    const write = { bearer: accessToken, sessionToken: null, write: true };
    const read = { bearer: accessToken, sessionToken: null };
    expect((await authenticate(deps, write)).kind).toBe("bearer");
    expect((await authenticate(deps, read)).kind).toBe("bearer");
    await logout(deps, { tokens: [sessionCookie.split("=")[1]] });
    expect((await authenticate(deps, write)).kind).toBe("none");
    expect((await authenticate(deps, read)).kind).toBe("none");
  });

  it("refuses a bearer token on writes once the account is deactivated", async () => {
    const { user, accessToken } = await createTestUser(db);
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE id = ?").bind(user.id).run();
    expect((await authenticate(deps, { bearer: accessToken, sessionToken: null, write: true })).kind).toBe(
      "none",
    );
  });

  it("refuses a session token rotated more than the grace window ago; stores only the token's hash", async () => {
    const { user } = await createTestUser(db);
    const rotatedAt = Date.now() - ROTATION_GRACE_MS - 1000;
    const session = await createSession({ db }, user.id, { rememberMe: true }, rotatedAt - ROTATE_AFTER_MS);
    const stored = await env.DB.prepare("SELECT token_hash FROM sessions WHERE user_id = ?")
      .bind(user.id)
      .all();
    expect(JSON.stringify(stored.results)).not.toContain(session.token);
    await rotateSession({ db }, secret, session.token, {}, rotatedAt);
    expect((await authenticate(deps, { sessionToken: session.token })).kind).toBe("none");
  });
});

describe("refresh-token rotation", () => {
  const chrome = { userAgent: "Chrome/126" };
  const firefox = { userAgent: "Firefox/128" };

  it("keeps a token younger than an hour: the refresh gives it back and writes no row", async () => {
    const { user } = await createTestUser(db);
    const t0 = Date.now();
    const first = await createSession({ db }, user.id, { rememberMe: false }, t0);
    const kept = await rotateSession({ db }, secret, first.token, chrome, t0 + ROTATE_AFTER_MS - 1000);
    expect(kept.token).toBe(first.token);
    const rows = await env.DB.prepare("SELECT used_at FROM sessions WHERE family_id = ?")
      .bind(first.familyId)
      .all<{ used_at: number | null }>();
    expect(rows.results).toEqual([{ used_at: null }]);
  });

  it("replaces a token an hour old; a copy of the old one past the grace window is refused alone from its own browser, and ends the family from another", async () => {
    const { user } = await createTestUser(db);
    const t0 = Date.now();
    const first = await createSession({ db }, user.id, { rememberMe: false, ...chrome }, t0);
    const t1 = t0 + ROTATE_AFTER_MS;
    const second = await rotateSession({ db }, secret, first.token, chrome, t1);
    expect(second.familyId).toBe(first.familyId);
    expect(second.token).not.toBe(first.token);
    // Within the grace window the spent token still reads pages.
    expect(await findSessionUser({ db }, first.token, t1 + ROTATION_GRACE_MS - 1000)).not.toBeNull();
    const late = t1 + ROTATION_GRACE_MS + 5000;
    expect(await findSessionUser({ db }, first.token, late)).toBeNull();
    // The same browser's old copy: refused, and the session goes on.
    await expect(rotateSession({ db }, secret, first.token, chrome, late)).rejects.toMatchObject({
      status: 401,
      reason: "refreshReplaced",
    });
    expect((await authenticate(at(late), { sessionToken: second.token, write: true })).kind).toBe("cookie");
    // Another browser with the old token: two clients hold the login. The whole family ends.
    await expect(rotateSession({ db }, secret, first.token, firefox, late + 1000)).rejects.toMatchObject({
      status: 401,
      reason: "refreshReused",
    });
    await expect(rotateSession({ db }, secret, second.token, chrome, late + 2000)).rejects.toMatchObject({
      status: 401,
    });
    expect((await authenticate(at(late + 3000), { sessionToken: second.token })).kind).toBe("none");
  });

  it("gives the same successor to every refresh of one token within the grace window", async () => {
    const { user } = await createTestUser(db);
    const t0 = Date.now();
    const first = await createSession({ db }, user.id, { rememberMe: true }, t0 - ROTATE_AFTER_MS);
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => rotateSession({ db }, secret, first.token, {}, t0 + i * 100)),
    );
    expect(new Set(results.map((r) => r.token)).size).toBe(1);
    expect(results[0].token).not.toBe(first.token);
    const late = await rotateSession({ db }, secret, first.token, {}, t0 + ROTATION_GRACE_MS - 1000);
    expect(late.token).toBe(results[0].token);
    const rows = await env.DB.prepare(
      "SELECT id, used_at, replaced_by_id, revoked_at FROM sessions WHERE family_id = ? ORDER BY id",
    )
      .bind(first.familyId)
      .all<{
        id: number;
        used_at: number | null;
        replaced_by_id: number | null;
        revoked_at: number | null;
      }>();
    // One successor, referenced by the spent token; the grace window counts from the first rotation.
    expect(rows.results).toHaveLength(2);
    expect(rows.results[0]).toMatchObject({
      used_at: t0,
      replaced_by_id: rows.results[1].id,
      revoked_at: null,
    });
    expect(await sessionFamilyOf({ db }, results[0].token)).toBe(first.familyId);
  });

  it("a late retry within the window lands on the live head when the session moved on twice", async () => {
    const { user } = await createTestUser(db);
    const t0 = Date.now();
    const first = await createSession({ db }, user.id, { rememberMe: false }, t0 - ROTATE_AFTER_MS);
    const second = await rotateSession({ db }, secret, first.token, {}, t0);
    const third = await rotateSession({ db }, secret, second.token, {}, t0 + ROTATE_AFTER_MS);
    expect(third.token).not.toBe(second.token);
    // The last moment of the first token's grace window.
    const retry = await rotateSession({ db }, secret, first.token, {}, t0 + ROTATION_GRACE_MS);
    expect(retry.token).toBe(third.token);
    expect((await authenticate(at(t0 + ROTATION_GRACE_MS), { sessionToken: retry.token })).kind).toBe(
      "cookie",
    );
  });

  it("refuses to hand out the successor after logout, even within the window", async () => {
    const { user } = await createTestUser(db);
    const first = await createSession({ db }, user.id, { rememberMe: false }, Date.now() - ROTATE_AFTER_MS);
    const second = await rotateSession({ db }, secret, first.token, {});
    expect(second.token).not.toBe(first.token);
    await logout(deps, { tokens: [second.token] });
    await expect(rotateSession({ db }, secret, first.token, {})).rejects.toMatchObject({ status: 401 });
  });
});

describe("a session cookie on reads (this isolate's recent check)", () => {
  const revokeElsewhere = (token: string) =>
    sessionFamilyOf({ db }, token).then((familyId) =>
      env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE family_id = ?")
        .bind(Date.now(), familyId)
        .run(),
    );

  it("reads for at most 30 s after another isolate logged it out; writes stop at once", async () => {
    const { sessionCookie } = await createTestUser(db);
    const sessionToken = sessionCookie.split("=")[1];
    const start = Date.now();
    expect((await authenticate(at(start), { sessionToken })).kind).toBe("cookie");
    // Revoked in D1 only, as a logout handled by another isolate would.
    await revokeElsewhere(sessionToken);
    expect((await authenticate(at(start + 1_000), { sessionToken })).kind).toBe("cookie");
    expect((await authenticate(at(start + 1_000), { sessionToken, write: true })).kind).toBe("none");
    expect((await authenticate(at(start + SESSION_READ_REUSE_MS), { sessionToken })).kind).toBe("none");
  });

  it("ends reads at once after a logout in this isolate", async () => {
    const { sessionCookie } = await createTestUser(db);
    const sessionToken = sessionCookie.split("=")[1];
    expect((await authenticate(deps, { sessionToken })).kind).toBe("cookie");
    await logout(deps, { tokens: [sessionToken] });
    expect((await authenticate(deps, { sessionToken })).kind).toBe("none");
  });

  it("shows a profile change on the next read", async () => {
    const { user, sessionCookie } = await createTestUser(db);
    const sessionToken = sessionCookie.split("=")[1];
    await authenticate(deps, { sessionToken });
    await updateProfile({ db, kv: env.KV }, user.id, { nickname: "Renamed now" });
    const after = await authenticate(deps, { sessionToken });
    expect(after.kind === "cookie" ? after.user.nickname : null).toBe("Renamed now");
  });
});
