import { parse, serialize } from "cookie";
import {
  type DeviceClaim,
  newDeviceNonce,
  signDeviceToken,
  verifyDeviceTokens,
} from "~/services/auth/device-token.server";
import type { AppEnv } from "~/services/deps.server";
import { isSecureRequest } from "./session-cookie.server";

/**
 * `dd_device`: the device tokens of the accounts this browser has signed in to (ADR 047), newest
 * first, at most MAX_ACCOUNTS, joined by "~". HttpOnly, SameSite=Lax, Secure on https, 400 days
 * (the longest a browser keeps a cookie). Logout leaves it: it marks the browser, not a session.
 */
export const DEVICE_COOKIE = "dd_device";
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

type SecretEnv = Pick<AppEnv, "JWT_SECRET">;

function rawTokens(request: Request): string[] {
  const header = request.headers.get("Cookie");
  const value = header ? parse(header)[DEVICE_COOKIE] : undefined;
  return value ? value.split("~").slice(0, MAX_ACCOUNTS) : [];
}

/** The accounts this browser proves it signed in to before (forged or foreign tokens are dropped). */
export function readDeviceClaims(env: SecretEnv, request: Request): Promise<DeviceClaim[]> {
  return verifyDeviceTokens(env, rawTokens(request));
}

/**
 * After a successful sign-in to `userId`: the cookie with this account's token first (its nonce
 * kept when the browser already had one, so the device keeps its own counters), then the others.
 * Null when the server has no secret to sign with.
 */
export async function deviceCookieAfterSignIn(
  env: SecretEnv,
  request: Request,
  userId: number,
): Promise<string | null> {
  const claims = await readDeviceClaims(env, request);
  const own = claims.find((claim) => claim.userId === userId) ?? { userId, nonce: newDeviceNonce() };
  const ordered = [own, ...claims.filter((claim) => claim.userId !== userId)].slice(0, MAX_ACCOUNTS);
  const tokens: string[] = [];
  for (const claim of ordered) {
    const token = await signDeviceToken(env, claim);
    if (token) tokens.push(token);
  }
  if (tokens.length === 0) return null;
  return serialize(DEVICE_COOKIE, tokens.join("~"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    maxAge: MAX_AGE_SECONDS,
  });
}
