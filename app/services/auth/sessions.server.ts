import { and, eq, isNull } from "drizzle-orm";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { profiles, sessions, users } from "~db/schema";
import { randomToken, sha256Hex } from "./crypto.server";
import { REMEMBER_ME_SECONDS } from "./session-cookie.server";

/** A session without remember-me still needs a server-side end: its cookie dies with the browser. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = REMEMBER_ME_SECONDS * 1000;

/**
 * A rotated token keeps authenticating page reads for a moment: a navigation sent just before the
 * browser stored the rotated cookie must not look signed out. It can never be refreshed again.
 */
export const ROTATION_GRACE_MS = 60 * 1000;

export type SessionMeta = { userAgent?: string | null; ipAddress?: string | null };
export type IssuedSession = { token: string; expiresAt: Date; rememberMe: boolean; familyId: string };

export type SessionUser = {
  id: number;
  username: string;
  nickname: string | null;
  avatarUrl: string | null;
  theme: "light" | "dark" | "system";
  rememberMe: boolean;
  sessionExpiresAt: Date;
};

function expiryFor(rememberMe: boolean, now: number): Date {
  return new Date(now + (rememberMe ? REMEMBER_TTL_MS : SESSION_TTL_MS));
}

export async function createSession(
  db: Database,
  userId: number,
  options: { rememberMe: boolean; familyId?: string } & SessionMeta,
  now = Date.now(),
): Promise<IssuedSession> {
  const token = randomToken();
  const familyId = options.familyId ?? crypto.randomUUID();
  const expiresAt = expiryFor(options.rememberMe, now);
  await db.insert(sessions).values({
    userId,
    tokenHash: await sha256Hex(token),
    familyId,
    rememberMe: options.rememberMe,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 512) ?? null,
    ipAddress: options.ipAddress?.slice(0, 64) ?? null,
  });
  return { token, expiresAt, rememberMe: options.rememberMe, familyId };
}

/** The user behind a live session token (not rotated, not revoked, not expired, account active). */
export async function findSessionUser(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<SessionUser | null> {
  const row = await db
    .select({
      id: users.id,
      username: users.username,
      isActive: users.isActive,
      nickname: profiles.nickname,
      avatarUrl: profiles.avatarUrl,
      theme: profiles.theme,
      rememberMe: sessions.rememberMe,
      expiresAt: sessions.expiresAt,
      usedAt: sessions.usedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
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
  };
}

export async function revokeFamily(db: Database, familyId: string, now = Date.now()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/**
 * Refresh-token rotation: the presented token is spent and a new one of the same family issued.
 * A token that was already spent or revoked means it leaked: the whole family is revoked.
 */
export async function rotateSession(
  db: Database,
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
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (!row) throw new DomainError("UNAUTHORIZED", "Invalid refresh token");
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    throw new DomainError(
      "UNAUTHORIZED",
      "Refresh token reuse detected; all sessions of this login were revoked",
    );
  }
  if (row.expiresAt.getTime() <= now || !row.isActive)
    throw new DomainError("UNAUTHORIZED", "Refresh token expired");
  // Conditional on used_at still being null, so two concurrent refreshes cannot both win.
  const spent = await db
    .update(sessions)
    .set({ usedAt: new Date(now) })
    .where(and(eq(sessions.id, row.id), isNull(sessions.usedAt)))
    .returning({ id: sessions.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.familyId, now);
    throw new DomainError(
      "UNAUTHORIZED",
      "Refresh token reuse detected; all sessions of this login were revoked",
    );
  }
  const issued = await createSession(
    db,
    row.userId,
    { rememberMe: row.rememberMe, familyId: row.familyId, ...meta },
    now,
  );
  return { ...issued, userId: row.userId };
}

/** Logout: the token's whole family ends. Unknown tokens are ignored. */
export async function revokeSessionToken(db: Database, token: string, now = Date.now()): Promise<void> {
  const row = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (row) await revokeFamily(db, row.familyId, now);
}
