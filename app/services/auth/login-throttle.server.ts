import { inArray, sql } from "drizzle-orm";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { loginAttempts } from "~db/schema";

export const MAX_FAILED_LOGINS = 5;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export const accountKey = (id: string | number) => `acct:${String(id).toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export function throttledError(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    "RATE_LIMITED",
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfter: retryAfterSeconds, minutes },
    retryAfterSeconds,
  );
}

/** Refuses (429) while any of the keys has 5 failures in its current 15-minute window. */
export async function assertNotThrottled(db: Database, keys: string[], now = Date.now()): Promise<void> {
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys)).all();
  let wait = 0;
  for (const row of rows) {
    const endsAt = row.windowStart.getTime() + THROTTLE_WINDOW_MS;
    if (row.count >= MAX_FAILED_LOGINS && endsAt > now)
      wait = Math.max(wait, Math.ceil((endsAt - now) / 1000));
  }
  if (wait > 0) throw throttledError(wait);
}

/** One more failure per key; a key whose window has passed starts a new one. One statement per key, in a batch. */
export async function recordFailedLogin(db: Database, keys: string[], now = Date.now()): Promise<void> {
  const windowFloor = now - THROTTLE_WINDOW_MS;
  const statements = keys.map((key) =>
    db
      .insert(loginAttempts)
      .values({ key, windowStart: new Date(now), count: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          count: sql`CASE WHEN ${loginAttempts.windowStart} <= ${windowFloor} THEN 1 ELSE ${loginAttempts.count} + 1 END`,
          windowStart: sql`CASE WHEN ${loginAttempts.windowStart} <= ${windowFloor} THEN ${now} ELSE ${loginAttempts.windowStart} END`,
        },
      }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export async function clearFailedLogins(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}
