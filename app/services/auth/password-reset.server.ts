import { and, eq, isNull } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import type { ForgotPasswordInput, ResetPasswordInput } from "~/schemas/account";
import { detectIdentifierType } from "~/schemas/auth";
import type { AppDeps } from "~/services/deps.server";
import { forgetInIsolate } from "~/services/forget-on-write.server";
import { DomainError } from "~/utils/domain-error";
import { sessions, users } from "~db/schema";
import { sendResetMail } from "./account-mail.server";
import {
  isLiveAccountToken,
  issueAccountToken,
  spendAccountToken,
  spendAllTokens,
  TOKEN_TTL_MS,
} from "./account-tokens.server";
import { isCommonPassword } from "./common-passwords";
import { type DeviceClaim, deviceFor } from "./device-token.server";
import { findByIdentifier, normalizeIdentifier } from "./login.server";
import { hashPassword } from "./password.server";
import { type Budget, spendBudgets } from "./request-budget.server";
import type { UserRow } from "./users.server";

/**
 * Reset requests (design: a stranger must not lock a player out of their own reset): per account
 * RESET_ACCOUNT_LIMIT an hour, of which at most RESET_ACCOUNT_IP_LIMIT from any one IP, so requests
 * from elsewhere leave the player's own request from their address its mail; and per IP
 * RESET_IP_LIMIT per 15 minutes. The account is counted by the identifier typed, so an unknown
 * account is limited exactly like a known one and the answer reveals nothing. The owner's own
 * browser is not held by these caps (RESET_DEVICE_LIMIT below).
 */
export const RESET_ACCOUNT_LIMIT = 5;
export const RESET_ACCOUNT_IP_LIMIT = 3;
/**
 * ADR 055: the account's and the address's caps last exactly as long as a reset link. A window
 * starts with a request that was served, so the newest link it sent outlives the window: while a
 * cap holds back further mail (strangers spent it), the owner's mailbox still has a link that works.
 */
const HOUR_MS = TOKEN_TTL_MS.reset;
export const RESET_ACCOUNT_WINDOW_MS = HOUR_MS;
export const RESET_IP_LIMIT = 20;
export const RESET_WINDOW_MS = 15 * 60 * 1000;
/** Reset mails per address an hour, whatever asked for them. */
export const RESET_MAIL_LIMIT = 5;

function resetLimited(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    "RATE_LIMITED",
    `Too many reset requests; try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    { retryAfter: retryAfterSeconds, minutes },
    retryAfterSeconds,
  ).because("throttled");
}

const accountBudget = (account: string): Budget => ({
  key: `reset:acct:${account}`,
  limit: RESET_ACCOUNT_LIMIT,
  windowMs: RESET_ACCOUNT_WINDOW_MS,
});

/** What one address may ask: for one account, and in all (the account's own budget is spent apart). */
function resetBudgets(account: string, ip: string): Budget[] {
  return [
    {
      key: `reset:acctip:${account}|${ip}`,
      limit: RESET_ACCOUNT_IP_LIMIT,
      windowMs: RESET_ACCOUNT_WINDOW_MS,
    },
    { key: `reset:ip:${ip}`, limit: RESET_IP_LIMIT, windowMs: RESET_WINDOW_MS },
  ];
}

/**
 * A browser that signed in to the account before (its device token, ADR 047) is served past the
 * account's and the address's caps, which strangers can spend: RESET_DEVICE_LIMIT requests per
 * device per RESET_WINDOW_MS, each with its mail.
 */
export const RESET_DEVICE_LIMIT = 3;

type ResetDeps = Pick<AppDeps, "db" | "env" | "now" | "waitUntil">;

/** The link and its mail, after the answer (`waitUntil`); `capped` spends the address's hourly mail cap first. */
function mailResetLink(
  deps: ResetDeps,
  user: UserRow,
  { now, locale, capped }: { now: number; locale: Locale; capped: boolean },
) {
  const email = user.email;
  if (!email || !user.isActive) return;
  deps.waitUntil(
    (async () => {
      const mailBudget = {
        key: `mail:reset:${email.toLowerCase()}`,
        limit: RESET_MAIL_LIMIT,
        windowMs: HOUR_MS,
      };
      if (capped && (await spendBudgets(deps.db, [mailBudget], now)) > 0) return;
      const token = await issueAccountToken(deps.db, user.id, "reset", email, now);
      await sendResetMail(deps, email, token, locale);
    })(),
  );
}

/**
 * POST /api/v1/password/forgot: the same answer whatever the identifier. When it names an active
 * account with an email, a single-use link valid 1 hour goes there. The token and the email are
 * made after the answer (`waitUntil`), so a known account does not answer slower than an unknown one.
 * `devices` are the accounts this browser proved it signed in to before; only a token for the account
 * named changes anything.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  input: ForgotPasswordInput,
  { ip, locale, devices = [] }: { ip: string; locale: Locale; devices?: readonly DeviceClaim[] },
): Promise<{ sent: true }> {
  const now = deps.now().getTime();
  const type = detectIdentifierType(input.identifier);
  const identifier = normalizeIdentifier(type, input.identifier);
  const account = `${type}:${identifier.toLowerCase()}`;
  // Looked up first only for a browser holding device tokens: it already knows its own accounts.
  const known = devices.length > 0 ? await findByIdentifier(deps.db, type, identifier) : null;
  const device = deviceFor(devices, known?.id);
  if (known && device) {
    const deviceBudget = {
      key: `reset:dev:${device.userId}|${device.nonce}`,
      limit: RESET_DEVICE_LIMIT,
      windowMs: RESET_WINDOW_MS,
    };
    const wait = await spendBudgets(deps.db, [deviceBudget], now);
    if (wait > 0) throw resetLimited(wait);
    mailResetLink(deps, known, { now, locale, capped: false });
    return { sent: true };
  }
  const wait = await spendBudgets(deps.db, resetBudgets(account, ip), now);
  if (wait > 0) throw resetLimited(wait);
  // Past the account's hourly budget the answer stays the same and no further mail is sent: the
  // links already sent stay valid until the hour ends (ADR 055), and the page says to use the
  // newest; the owner's own browser is served above.
  const accountSpent = (await spendBudgets(deps.db, [accountBudget(account)], now)) > 0;
  const user = accountSpent ? null : (known ?? (await findByIdentifier(deps.db, type, identifier)));
  if (user) mailResetLink(deps, user, { now, locale, capped: true });
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
    // Worded as a reset (api.json reasons.passwordCommonReset), not as the sign-up's refusal.
    throw new DomainError("INVALID", "Reset failed: the password is too common", {
      fields: { password: ["errors.passwordCommon"] },
    }).because("passwordCommonReset");
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
  forgetInIsolate({ kind: "password-reset", userId: spent.userId });
  return { userId: spent.userId };
}
