import { inArray, sql } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { loginAttempts } from "~db/schema";

/**
 * Login throttling that an attacker cannot turn against the people it protects (OWASP ASVS 5.0
 * V6.3, design §6). Failures are counted in 15-minute windows under three keys:
 *
 * - (account, IP): 5 failures, then that pair waits for the window's end. Guessing one
 *   account's password from one place stops here.
 * - IP: a much higher 100 failures (a campus, an office or a CGNAT exit is many people), then
 *   the IP waits. A few mistyped or made-up names behind a shared address lock nobody out.
 * - account, whatever the IP: a progressive delay, never a lock. From 5 failures on, an IP that
 *   has itself failed on this account must wait 2^(n-5) seconds (at most 5 minutes) after the
 *   account's latest failure. An IP that has not failed on the account is never delayed, so a
 *   correct password from a clean address always gets in, however many others failed.
 *
 * Unknown accounts are counted like known ones (by identifier), so answers do not reveal which
 * accounts exist.
 *
 * A browser that has signed in to the account before (a valid device token for it, ADR 047) is
 * counted under its own key instead: DEVICE_LIMIT failures per device and account, then that device
 * waits. It is not held by the IP's, the pair's or the account's counters, so strangers failing
 * from the owner's address (or on the owner's account) cannot lock the owner's own browser out.
 */
export const PAIR_LIMIT = 5;
export const IP_LIMIT = 100;
export const DEVICE_LIMIT = 5;
export const ACCOUNT_DELAY_FROM = 5;
export const MAX_ACCOUNT_DELAY_SECONDS = 5 * 60;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** `device` is set only for a device token that names this very account (never another's). */
export type ThrottleKeys = { account: string; pair: string; ip: string; device: string | null };

export function throttleKeys(
  account: string | number,
  ip: string,
  deviceNonce?: string | null,
): ThrottleKeys {
  const acct = String(account).toLowerCase();
  return {
    account: `acct:${acct}`,
    pair: `acctip:${acct}|${ip}`,
    ip: `ip:${ip}`,
    device: deviceNonce ? `dev:${acct}|${deviceNonce}` : null,
  };
}

/** The counters a failure adds to: a trusted device's own and the account's, else the three by place. */
function failureKeys(keys: ThrottleKeys): string[] {
  return keys.device ? [keys.account, keys.device] : [keys.account, keys.pair, keys.ip];
}

export function throttledError(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    "RATE_LIMITED",
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfter: retryAfterSeconds, minutes },
    retryAfterSeconds,
  ).because("throttled");
}

/** The account-wide delay after `failures` failures: 1 s, 2 s, 4 s… from the 5th, at most 5 minutes. */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_DELAY_FROM) return 0;
  return Math.min(MAX_ACCOUNT_DELAY_SECONDS, 2 ** (failures - ACCOUNT_DELAY_FROM));
}

type Counter = { count: number; windowEnd: number; lastFailureAt: number | null };

/** Refuses (429 with the wait) when one of the rules above holds for this attempt. */
export async function assertNotThrottled(
  { db }: Pick<AppDeps, "db">,
  keys: ThrottleKeys,
  now: number,
): Promise<void> {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, keys.device ? [keys.device] : [keys.account, keys.pair, keys.ip]))
    .all();
  const live = new Map<string, Counter>();
  for (const row of rows) {
    const windowEnd = row.windowStart.getTime() + THROTTLE_WINDOW_MS;
    if (windowEnd > now)
      live.set(row.key, { count: row.count, windowEnd, lastFailureAt: row.lastFailureAt?.getTime() ?? null });
  }
  if (keys.device) {
    const device = live.get(keys.device);
    if (device && device.count >= DEVICE_LIMIT)
      throw throttledError(Math.ceil((device.windowEnd - now) / 1000));
    return;
  }
  const pair = live.get(keys.pair);
  const ip = live.get(keys.ip);
  const account = live.get(keys.account);
  let wait = 0;
  if (pair && pair.count >= PAIR_LIMIT) wait = Math.max(wait, pair.windowEnd - now);
  if (ip && ip.count >= IP_LIMIT) wait = Math.max(wait, ip.windowEnd - now);
  if (pair && account?.lastFailureAt) {
    const delayEnd = account.lastFailureAt + accountDelaySeconds(account.count) * 1000;
    wait = Math.max(wait, delayEnd - now);
  }
  if (wait > 0) throw throttledError(Math.ceil(wait / 1000));
}

/** One more failure per key; a key whose window has passed starts a new one. One batch. */
export async function recordFailedLogin(
  { db }: Pick<AppDeps, "db">,
  keys: ThrottleKeys,
  now: number,
): Promise<void> {
  const windowFloor = now - THROTTLE_WINDOW_MS;
  const [first, ...rest] = failureKeys(keys).map((key) =>
    db
      .insert(loginAttempts)
      .values({ key, windowStart: new Date(now), count: 1, lastFailureAt: new Date(now) })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          count: sql`CASE WHEN ${loginAttempts.windowStart} <= ${windowFloor} THEN 1 ELSE ${loginAttempts.count} + 1 END`,
          windowStart: sql`CASE WHEN ${loginAttempts.windowStart} <= ${windowFloor} THEN ${now} ELSE ${loginAttempts.windowStart} END`,
          lastFailureAt: sql`${now}`,
        },
      }),
  );
  await db.batch([first, ...rest]);
}

/** A successful login forgets this place's and this device's failures on the account (not the IP's or the account's). */
export async function clearFailedLogins({ db }: Pick<AppDeps, "db">, keys: ThrottleKeys): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(inArray(loginAttempts.key, keys.device ? [keys.pair, keys.device] : [keys.pair]));
}
