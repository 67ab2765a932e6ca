import type { AppDeps } from "~/services/deps.server";
import { MAX_ACCOUNT_DELAY_SECONDS, THROTTLE_WINDOW_MS } from "./login-throttle.server";

/** Rows removed per table and run: the job runs every ten minutes, so a backlog drains over a few runs. */
export const PRUNE_BATCH = 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * A session past `expires_at` authenticates nothing, refreshes nothing and keeps no family alive
 * (every check requires `expires_at > now`); an hour's margin covers clock differences. A login
 * counter whose window ended is ignored by the throttle, and the account delay counts from a
 * failure inside that window; past the window and the longest delay it is dead too.
 */
const SESSION_MARGIN_MS = HOUR_MS;
const ATTEMPT_MARGIN_MS = Math.max(HOUR_MS, THROTTLE_WINDOW_MS + MAX_ACCOUNT_DELAY_SECONDS * 1000);

const DELETE_EXPIRED_SESSIONS = `DELETE FROM sessions WHERE id IN (
  SELECT id FROM sessions WHERE expires_at < ?1 ORDER BY expires_at LIMIT ?2)`;
const DELETE_ENDED_ATTEMPTS = `DELETE FROM login_attempts WHERE key IN (
  SELECT key FROM login_attempts WHERE window_start < ?1 ORDER BY window_start LIMIT ?2)`;

export type PruneReport = { sessions: number; loginAttempts: number };

/** Deletes up to `batch` expired sessions and ended login counters (one D1 batch). */
export async function pruneAuthRecords(
  deps: Pick<AppDeps, "db" | "now">,
  batch = PRUNE_BATCH,
): Promise<PruneReport> {
  const d1 = deps.db.$client;
  const now = deps.now().getTime();
  const [sessions, attempts] = await d1.batch([
    d1.prepare(DELETE_EXPIRED_SESSIONS).bind(now - SESSION_MARGIN_MS, batch),
    d1.prepare(DELETE_ENDED_ATTEMPTS).bind(now - ATTEMPT_MARGIN_MS, batch),
  ]);
  return { sessions: sessions?.meta.changes ?? 0, loginAttempts: attempts?.meta.changes ?? 0 };
}
