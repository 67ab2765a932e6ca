import type { AppEnv } from "~/services/deps.server";
import { sameSecret } from "~/services/game/guest-player";
import { hmacSha256 } from "~/utils/hmac";

/**
 * A device token (OWASP's "device cookies", ADR 047): this browser once signed in to this account.
 * `<userId>.<nonce>.<mark>`, the mark being HMAC-SHA256 of "device:<userId>:<nonce>" under
 * JWT_SECRET (16 bytes, base64url). The account is inside the signed text, so a token copied from
 * account A's browser proves nothing about account B. The nonce names the device: its own failure
 * and reset budgets are counted under it.
 */
export type DeviceClaim = { userId: number; nonce: string };

const NONCE = /^[A-Za-z0-9_-]{22}$/;

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function mark(secret: string, claim: DeviceClaim): Promise<string> {
  return base64url((await hmacSha256(secret, `device:${claim.userId}:${claim.nonce}`)).slice(0, 16));
}

export function newDeviceNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function signDeviceToken(
  env: Pick<AppEnv, "JWT_SECRET">,
  claim: DeviceClaim,
): Promise<string | null> {
  if (!env.JWT_SECRET) return null;
  return `${claim.userId}.${claim.nonce}.${await mark(env.JWT_SECRET, claim)}`;
}

/** The claims among `tokens` that carry this server's mark; anything else is ignored. */
export async function verifyDeviceTokens(
  env: Pick<AppEnv, "JWT_SECRET">,
  tokens: string[],
): Promise<DeviceClaim[]> {
  const secret = env.JWT_SECRET;
  if (!secret) return [];
  const claims: DeviceClaim[] = [];
  for (const token of tokens) {
    const [id, nonce, given, ...rest] = token.split(".");
    if (rest.length > 0 || !id || !/^[1-9][0-9]{0,15}$/.test(id) || !nonce || !NONCE.test(nonce) || !given)
      continue;
    const claim = { userId: Number(id), nonce };
    if (sameSecret(await mark(secret, claim), given)) claims.push(claim);
  }
  return claims;
}

/** The claim that vouches for `userId`, if this browser holds one. */
export function deviceFor(claims: readonly DeviceClaim[], userId: number | undefined): DeviceClaim | null {
  return userId === undefined ? null : (claims.find((claim) => claim.userId === userId) ?? null);
}
