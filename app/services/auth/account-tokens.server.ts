import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~db/index";
import { accountTokens } from "~db/schema";
import { randomToken, sha256Hex } from "./crypto.server";

export type TokenPurpose = "verify" | "reset";

/**
 * An email verification link works for 24 hours; a password reset link for 1 hour, as long as the
 * reset caps' windows (password-reset.server.ts), so the newest link sent is still valid for as long
 * as a cap holds back the next one (ADR 055).
 */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** A new one-time token (256 random bits); only its SHA-256 is stored, like a session token. */
export async function issueAccountToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  email: string | null,
  now: number,
): Promise<string> {
  const token = randomToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The row of a token that still works: known, of this purpose, unused and unexpired. */
async function liveToken(token: string, purpose: TokenPurpose, now: number) {
  return and(
    eq(accountTokens.tokenHash, await sha256Hex(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    sql`${accountTokens.expiresAt} > ${now}`,
  );
}

/**
 * Spends a token: one UPDATE that succeeds only while it is unused and unexpired, so two requests
 * racing with the same link cannot both use it. Null for an unknown, used or expired token.
 */
export async function spendAccountToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<{ userId: number; email: string | null } | null> {
  const row = await db
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(await liveToken(token, purpose, now))
    .returning({ userId: accountTokens.userId, email: accountTokens.email })
    .get();
  return row ?? null;
}

/** Whether a token would still work, without spending it (a page that asks for more first). */
export async function isLiveAccountToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(await liveToken(token, purpose, now))
    .get();
  return row !== undefined;
}

/** Every unused token of a purpose ends (a password was reset: older reset links stop working). */
export function spendAllTokens(db: Database, userId: number, purpose: TokenPurpose, now: number) {
  return db
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
