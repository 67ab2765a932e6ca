import { eq } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { users } from "~db/schema";
import { sendVerificationMail } from "./account-mail.server";
import { isLiveAccountToken, issueAccountToken, spendAccountToken } from "./account-tokens.server";
import { spendBudgets } from "./request-budget.server";
import { findUserById } from "./users.server";

type Deps = Pick<AppDeps, "db" | "env" | "now">;

/** Verification mails per account and per address in VERIFY_MAIL_WINDOW_MS. */
export const VERIFY_MAIL_LIMIT = 3;
export const VERIFY_MAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sends a verification link (valid 24 h) to the account's email: at sign-up, and again when the
 * player asks. Nothing for an account without an email or one already verified. Unverified accounts
 * play and publish as any other; only linking an OAuth sign-in needs a verified email.
 * At most VERIFY_MAIL_LIMIT mails per account and per address in 15 minutes: past that a resend is
 * refused with the wait (`RATE_LIMITED`), so nobody can turn the button into a mail bomb.
 */
export async function sendEmailVerification(deps: Deps, userId: number, locale: Locale): Promise<boolean> {
  const user = await findUserById(deps, userId);
  if (!user?.email || user.isVerified) return false;
  const now = deps.now().getTime();
  const window = { limit: VERIFY_MAIL_LIMIT, windowMs: VERIFY_MAIL_WINDOW_MS };
  const wait = await spendBudgets(
    deps.db,
    [
      { key: `mail:verify:acct:${user.id}`, ...window },
      { key: `mail:verify:${user.email.toLowerCase()}`, ...window },
    ],
    now,
  );
  if (wait > 0) {
    throw new DomainError("RATE_LIMITED", "Too many verification emails", { retryAfter: wait }, wait).because(
      "throttled",
    );
  }
  const token = await issueAccountToken(deps.db, user.id, "verify", user.email, now);
  return sendVerificationMail(deps, user.email, token, locale);
}

/**
 * Whether a verification link still works (unused, unexpired), read without spending it: mail
 * scanners open links, so only the page's button spends it; the page says at once when it is dead.
 */
export function verifyLinkIsLive(deps: Pick<AppDeps, "db" | "now">, token: string): Promise<boolean> {
  return isLiveAccountToken(deps.db, token, "verify", deps.now().getTime());
}

/**
 * Verifies the email the link was sent to: once, within 24 h, and only while the account still has
 * that address (a link sent to an older address verifies nothing).
 */
export async function verifyEmail(
  deps: Pick<AppDeps, "db" | "now">,
  token: string,
): Promise<{ userId: number }> {
  const spent = await spendAccountToken(deps.db, token, "verify", deps.now().getTime());
  const user = spent ? await findUserById(deps, spent.userId) : null;
  if (!spent || !user?.email || user.email !== spent.email) {
    throw new DomainError("INVALID", "The verification link is invalid, used or expired", {
      fields: { token: ["errors.verifyTokenInvalid"] },
    }).because("verifyTokenInvalid");
  }
  await deps.db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
  return { userId: user.id };
}
