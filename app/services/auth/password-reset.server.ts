import { and, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import type { ForgotPasswordInput, ResetPasswordInput } from "~/schemas/account";
import { detectIdentifierType } from "~/schemas/auth";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { loginAttempts, sessions, users } from "~db/schema";
import { sendResetMail } from "./account-mail.server";
import {
  isLiveAccountToken,
  issueAccountToken,
  spendAccountToken,
  spendAllTokens,
} from "./account-tokens.server";
import { isCommonPassword } from "./common-passwords";
import { findByIdentifier, normalizeIdentifier } from "./login.server";
import { hashPassword } from "./password.server";
import { forgetSessions } from "./session-reuse.server";

/**
 * Reset requests per 15-minute window: per account (counted by the identifier typed, so an unknown
 * account is limited exactly like a known one and the answer reveals nothing), and per IP.
 */
export const RESET_ACCOUNT_LIMIT = 3;
export const RESET_IP_LIMIT = 20;
export const RESET_WINDOW_MS = 15 * 60 * 1000;

function resetLimited(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    "RATE_LIMITED",
    `Too many reset requests; try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    { retryAfter: retryAfterSeconds, minutes },
    retryAfterSeconds,
  ).because("throttled");
}

/** Counts one request under each key (the login counters' table, its own key prefix); throws when one is spent. */
async function countResetRequest(db: Database, keys: { key: string; limit: number }[], now: number) {
  const floor = now - RESET_WINDOW_MS;
  const rows = await db.batch([
    db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, keys[0]?.key ?? "")),
    db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, keys[1]?.key ?? "")),
  ]);
  let wait = 0;
  keys.forEach(({ limit }, i) => {
    const row = rows[i]?.[0];
    if (row && row.windowStart.getTime() > floor && row.count >= limit) {
      wait = Math.max(wait, row.windowStart.getTime() + RESET_WINDOW_MS - now);
    }
  });
  if (wait > 0) throw resetLimited(Math.ceil(wait / 1000));
  const [first, ...rest] = keys.map(({ key }) =>
    db
      .insert(loginAttempts)
      .values({ key, windowStart: new Date(now), count: 1, lastFailureAt: null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          count: sqlCount(floor),
          windowStart: sqlWindow(floor, now),
        },
      }),
  );
  if (first) await db.batch([first, ...rest]);
}

const sqlCount = (floor: number) =>
  sql`CASE WHEN ${loginAttempts.windowStart} <= ${floor} THEN 1 ELSE ${loginAttempts.count} + 1 END`;
const sqlWindow = (floor: number, now: number) =>
  sql`CASE WHEN ${loginAttempts.windowStart} <= ${floor} THEN ${now} ELSE ${loginAttempts.windowStart} END`;

/**
 * POST /api/v1/password/forgot: the same answer whatever the identifier. When it names an active
 * account with an email, a single-use link valid 30 minutes goes there. The token and the email are
 * made after the answer (`waitUntil`), so a known account does not answer slower than an unknown one.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, "db" | "env" | "now" | "waitUntil">,
  input: ForgotPasswordInput,
  { ip, locale }: { ip: string; locale: Locale },
): Promise<{ sent: true }> {
  const now = deps.now().getTime();
  const type = detectIdentifierType(input.identifier);
  const identifier = normalizeIdentifier(type, input.identifier);
  await countResetRequest(
    deps.db,
    [
      { key: `reset:acct:${type}:${identifier.toLowerCase()}`, limit: RESET_ACCOUNT_LIMIT },
      { key: `reset:ip:${ip}`, limit: RESET_IP_LIMIT },
    ],
    now,
  );
  const user = await findByIdentifier(deps.db, type, identifier);
  if (user?.email && user.isActive) {
    const email = user.email;
    deps.waitUntil(
      (async () => {
        const token = await issueAccountToken(deps.db, user.id, "reset", email, now);
        await sendResetMail(deps, email, token, locale);
      })(),
    );
  }
  return { sent: true };
}

/**
 * Whether a reset link still works (unused, unexpired), read without spending it: the page says so
 * before the player types a new password twice for nothing.
 */
export function resetLinkIsLive(deps: Pick<AppDeps, "db" | "now">, token: string): Promise<boolean> {
  return isLiveAccountToken(deps.db, token, "reset", deps.now().getTime());
}

/**
 * POST /api/v1/password/reset: a live reset token sets the new password, ends every session of the
 * account (cookies and bearer tokens' writes at once) and every other reset link. Following the link
 * proved the mailbox, so the email counts as verified if it still is the account's.
 */
export async function resetPassword(
  deps: Pick<AppDeps, "db" | "now">,
  input: ResetPasswordInput,
): Promise<{ userId: number }> {
  if (isCommonPassword(input.password)) {
    throw new DomainError("INVALID", "The password is too common", {
      fields: { password: ["errors.passwordCommon"] },
    }).because("passwordCommon");
  }
  const now = deps.now().getTime();
  const spent = await spendAccountToken(deps.db, input.token, "reset", now);
  if (!spent) {
    throw new DomainError("INVALID", "The reset link is invalid, used or expired", {
      fields: { token: ["errors.resetTokenInvalid"] },
    }).because("resetTokenInvalid");
  }
  const { db } = deps;
  const passwordHash = await hashPassword(input.password);
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, spent.userId)),
    db
      .update(users)
      .set({ isVerified: true })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email ?? ""))),
    db
      .update(sessions)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(sessions.userId, spent.userId), isNull(sessions.revokedAt))),
    spendAllTokens(db, spent.userId, "reset", now),
  ]);
  forgetSessions({ userId: spent.userId });
  return { userId: spent.userId };
}
