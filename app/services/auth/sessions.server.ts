import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { forgetInIsolate } from "~/services/forget-on-write.server";
import { DomainError } from "~/utils/domain-error";
import { profiles, sessions, users } from "~db/schema";
import { hmacBase64Url, randomToken, sha256Hex } from "./crypto.server";
import type { SessionUser } from "./session-user";

/** Remember-me keeps the session (and its cookie) for 30 days (design §6). */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** A session without remember-me still needs a server-side end: its cookie dies with the browser. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = REMEMBER_ME_SECONDS * 1000;

/**
 * A refresh replaces the session token only once the token is this old (ADR 043). The browser
 * refreshes its 15-minute access token about four times an hour; replacing the cookie each time
 * made every copy of it older than a quarter of an hour (a restored browser state, a refresh
 * answer that never arrived) a signed-out browser. Younger tokens are kept: the refresh only
 * issues a new access token.
 */
export const ROTATE_AFTER_MS = 60 * 60 * 1000;

/**
 * The grace window of a rotated token (ADR 043). For this long after its rotation the old token
 * still signs pages in and refreshes to the live head of its family: parallel tabs, a retried
 * request, a refresh answer lost on the way, a browser restored from a copy of its cookies.
 * After it the old token is refused; see `rotateSession` for when that also ends the family.
 */
export const ROTATION_GRACE_MS = 60 * 60 * 1000;

export type SessionMeta = { userAgent?: string | null; ipAddress?: string | null };
export type IssuedSession = { token: string; expiresAt: Date; rememberMe: boolean; familyId: string };

const REUSE_MESSAGE = "Refresh token reuse detected; all sessions of this login were revoked";
const REPLACED_MESSAGE = "This session token was replaced; sign in again";

function expiryFor(rememberMe: boolean, now: number): Date {
  return new Date(now + (rememberMe ? REMEMBER_TTL_MS : SESSION_TTL_MS));
}

function sessionValues(
  userId: number,
  tokenHash: string,
  familyId: string,
  rememberMe: boolean,
  meta: SessionMeta,
  now: number,
) {
  return {
    userId,
    tokenHash,
    familyId,
    rememberMe,
    expiresAt: expiryFor(rememberMe, now),
    userAgent: clientOf(meta),
    ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
    // The issue time on the caller's clock: rotation counts a token's age from it.
    createdAt: new Date(now),
  };
}

/** The user agent as stored (and compared when a replaced token comes back). */
function clientOf(meta: SessionMeta): string | null {
  return meta.userAgent?.slice(0, 512) ?? null;
}

export async function createSession(
  { db }: Pick<AppDeps, "db">,
  userId: number,
  options: { rememberMe: boolean; familyId?: string } & SessionMeta,
  now = Date.now(),
): Promise<IssuedSession> {
  const token = randomToken();
  const familyId = options.familyId ?? crypto.randomUUID();
  const values = sessionValues(userId, await sha256Hex(token), familyId, options.rememberMe, options, now);
  await db.insert(sessions).values(values);
  return { token, expiresAt: values.expiresAt, rememberMe: options.rememberMe, familyId };
}

// Every signed-in page asks this (the root loader's shell user): built once per database.
const sessionUserByHash = prepared((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      isActive: users.isActive,
      nickname: profiles.nickname,
      avatarUrl: profiles.avatarUrl,
      theme: profiles.theme,
      rememberMe: sessions.rememberMe,
      familyId: sessions.familyId,
      expiresAt: sessions.expiresAt,
      usedAt: sessions.usedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare(),
);

/** The user behind a live session token (not revoked, not expired, account active; rotated ≤ 1 h ago). */
export async function findSessionUser(
  { db }: Pick<AppDeps, "db">,
  token: string,
  now = Date.now(),
): Promise<SessionUser | null> {
  const row = await sessionUserByHash(db).get({ tokenHash: await sha256Hex(token) });
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now || !row.isActive) return null;
  if (row.usedAt && now - row.usedAt.getTime() > ROTATION_GRACE_MS) return null;
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname ?? null,
    avatarUrl: row.avatarUrl ?? null,
    theme: row.theme ?? "system",
    rememberMe: row.rememberMe,
    sessionExpiresAt: row.expiresAt,
    familyId: row.familyId,
  };
}

/**
 * Whether an access token's session family may still act for the user: some session of the
 * family is neither revoked nor expired, and the account is active. Logout and deactivation
 * end a bearer token's writes at once instead of when it expires.
 */
export async function isSessionFamilyLive(
  { db }: Pick<AppDeps, "db">,
  familyId: string,
  userId: number,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.familyId, familyId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

export async function revokeFamily(
  { db }: Pick<AppDeps, "db">,
  familyId: string,
  now = Date.now(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  // After the write: a read checked while it ran must not keep the family alive in this isolate.
  forgetInIsolate({ kind: "session-family-revoked", familyId });
}

/**
 * The token that replaces `token` on rotation. It is derived (HMAC under the server's secret), not
 * random, so every refresh of the same token within the grace window gets the same successor
 * without the server ever storing a token: only its hash is kept, like every other token.
 */
export function successorToken(rotationSecret: string, token: string): Promise<string> {
  return hmacBase64Url(rotationSecret, `rotate:${token}`);
}

/**
 * Refresh-token rotation (ADR 043). A token younger than `ROTATE_AFTER_MS` is kept (returned as
 * is). An older one is spent and its successor (same family) issued. Presented again within
 * `ROTATION_GRACE_MS` of its rotation it gives the live head of the family. After that it is
 * refused: only that copy is signed out when it comes from the user agent its successor was
 * issued to (the same browser holding an old copy of its own cookie), and the whole family is
 * revoked when it comes from another one (two clients hold the login: one of them stole it).
 */
export async function rotateSession(
  { db }: Pick<AppDeps, "db">,
  rotationSecret: string,
  token: string,
  meta: SessionMeta,
  now = Date.now(),
): Promise<IssuedSession & { userId: number }> {
  const row = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      familyId: sessions.familyId,
      rememberMe: sessions.rememberMe,
      expiresAt: sessions.expiresAt,
      usedAt: sessions.usedAt,
      revokedAt: sessions.revokedAt,
      replacedById: sessions.replacedById,
      createdAt: sessions.createdAt,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (!row) throw new DomainError("UNAUTHORIZED", "Invalid refresh token").because("refreshFailed");
  // Logged out, or already ended by a detected reuse.
  if (row.revokedAt) throw new DomainError("UNAUTHORIZED", "Session ended").because("refreshFailed");
  if (row.usedAt && now - row.usedAt.getTime() > ROTATION_GRACE_MS) {
    await refuseReplacedToken({ db }, row, meta, now);
  }
  if (row.expiresAt.getTime() <= now || !row.isActive)
    throw new DomainError("UNAUTHORIZED", "Refresh token expired").because("refreshFailed");
  if (!row.usedAt && now - row.createdAt.getTime() < ROTATE_AFTER_MS) {
    return {
      token,
      expiresAt: row.expiresAt,
      rememberMe: row.rememberMe,
      familyId: row.familyId,
      userId: row.userId,
    };
  }

  const next = await successorToken(rotationSecret, token);
  const nextHash = await sha256Hex(next);
  // Idempotent, in one batch: parallel refreshes of one token all insert-or-keep the same
  // successor and mark the token spent once (the first rotation's time starts the grace window).
  await db.batch([
    db
      .insert(sessions)
      .values(sessionValues(row.userId, nextHash, row.familyId, row.rememberMe, meta, now))
      .onConflictDoNothing({ target: sessions.tokenHash }),
    db
      .update(sessions)
      .set({
        usedAt: sql`COALESCE(${sessions.usedAt}, ${now})`,
        replacedById: sql`(SELECT ${sessions.id} FROM ${sessions} WHERE ${sessions.tokenHash} = ${nextHash})`,
      })
      .where(eq(sessions.id, row.id)),
  ]);
  forgetInIsolate({ kind: "session-ended", token });
  // The live head of the chain: a tab that refreshed again meanwhile has moved the session on
  // (successor of the successor, also derived), and a late retry must land where it is now.
  let head = next;
  let headHash = nextHash;
  for (let hop = 0; hop < 8; hop++) {
    const successor = await db
      .select({
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        familyId: sessions.familyId,
        replacedById: sessions.replacedById,
      })
      .from(sessions)
      .where(eq(sessions.tokenHash, headHash))
      .get();
    // A logout (or a detected reuse) between the checks and the batch ended the family.
    if (!successor || successor.revokedAt || successor.familyId !== row.familyId) break;
    if (successor.replacedById === null) {
      return {
        token: head,
        expiresAt: successor.expiresAt,
        rememberMe: row.rememberMe,
        familyId: row.familyId,
        userId: row.userId,
      };
    }
    head = await successorToken(rotationSecret, head);
    headHash = await sha256Hex(head);
  }
  throw new DomainError("UNAUTHORIZED", REUSE_MESSAGE).because("refreshReused");
}

/**
 * A token replaced more than `ROTATION_GRACE_MS` ago came back. From the user agent its successor
 * was issued to, it is that browser's own old copy (restored cookies, a lost refresh answer): that
 * copy alone is refused and the live session goes on. From another user agent, two clients hold
 * the login, so one of them stole it: the whole family is revoked, signing both out.
 */
async function refuseReplacedToken(
  { db }: Pick<AppDeps, "db">,
  row: { familyId: string; replacedById: number | null },
  meta: SessionMeta,
  now: number,
): Promise<never> {
  const successor =
    row.replacedById === null
      ? undefined
      : await db
          .select({ userAgent: sessions.userAgent })
          .from(sessions)
          .where(eq(sessions.id, row.replacedById))
          .get();
  if (successor && successor.userAgent !== clientOf(meta)) {
    await revokeFamily({ db }, row.familyId, now);
    throw new DomainError("UNAUTHORIZED", REUSE_MESSAGE).because("refreshReused");
  }
  throw new DomainError("UNAUTHORIZED", REPLACED_MESSAGE).because("refreshReplaced");
}

/** The family a session token belongs to, or null for an unknown token. */
export async function sessionFamilyOf({ db }: Pick<AppDeps, "db">, token: string): Promise<string | null> {
  const row = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  return row?.familyId ?? null;
}

/** Logout: the token's whole family ends. Unknown tokens are ignored. */
export async function revokeSessionToken(
  { db }: Pick<AppDeps, "db">,
  token: string,
  now = Date.now(),
): Promise<void> {
  forgetInIsolate({ kind: "session-ended", token });
  const familyId = await sessionFamilyOf({ db }, token);
  if (familyId) await revokeFamily({ db }, familyId, now);
}
