import { LruCache } from "~/services/lru-cache";
import type { SessionUser } from "./session-user";

/**
 * Page reads may reuse a session cookie that this isolate checked against D1 at most this long ago
 * (the session lookup was ~0.3–0.5 ms of every signed-in page's Worker CPU). It is far shorter
 * than the window in which a rotated token still reads pages (`ROTATION_GRACE_MS`, 1 h), and than
 * a bearer token's, which reads until it expires (15 min). Writes always check D1, so logout and
 * deactivation stop them at once everywhere. Logout, revocation and profile changes made in this
 * isolate forget the copies at once; another isolate's copy lasts at most this long.
 */
export const SESSION_READ_REUSE_MS = 30_000;
/** Small entries (a user row), many readers: a bound above spec §9's 200 (ADR 040). */
const MAX_SESSIONS = 5_000;

const checkedByToken = new LruCache<SessionUser>({ maxEntries: MAX_SESSIONS, ttlMs: SESSION_READ_REUSE_MS });

/** The user of a session checked in the last `SESSION_READ_REUSE_MS`, still unexpired, or null. */
export function recentSessionUser(token: string, now: number): SessionUser | null {
  return checkedByToken.get(token, now) ?? null;
}

/** Records the answer of a D1 check: a live session is remembered, anything else forgotten. */
export function rememberSessionCheck(token: string, user: SessionUser | null, now: number): void {
  checkedByToken.delete(token);
  if (!user) return;
  // Kept no longer than the session itself lives.
  const ttlMs = Math.min(SESSION_READ_REUSE_MS, user.sessionExpiresAt.getTime() - now);
  if (ttlMs > 0) checkedByToken.set(token, user, ttlMs, now);
}

/** Forgets the copies a change made stale: one token, a session family, or every session of a user. */
export function forgetSessions(which: { token?: string; familyId?: string; userId?: number }): void {
  if (which.token) checkedByToken.delete(which.token);
  if (which.familyId === undefined && which.userId === undefined) return;
  checkedByToken.deleteWhere((user) => user.familyId === which.familyId || user.id === which.userId);
}
