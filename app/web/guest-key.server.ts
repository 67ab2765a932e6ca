import { parse, serialize } from "cookie";
import type { AppEnv } from "~/services/deps.server";
import { isGuestId, sameSecret } from "~/services/game/guest-player";
import { hmacSha256 } from "~/utils/hmac";
import { embedPlayer, isEmbedPath } from "./embed.server";
import { GUEST_COOKIE, readGuestId } from "./game-request.server";

/**
 * A guest's own rate-limit budgets (ADR 037). The dd_guest id is random and unsigned, so anyone can
 * make one up: a guest id buys its own budgets only with this server's mark beside it, the
 * `dd_guest_key` cookie, given with a start the guest's IP paid for (`guestStart`). A made-up id
 * is counted per IP, as before; and an IP cannot mint guests faster than `guestStart` lets it.
 * The mark is `<minted>.<mac>`: the second it was given (base 36) and HMAC-SHA256 of
 * "rate-guest:<id>:<minted>" under DAILY_SECRET (else JWT_SECRET), 16 bytes in base64url, so the
 * server can tell a guest minted a minute ago from one that was there before (ADR 055). A mark
 * given before it carried a time (the bare MAC of "rate-guest:<id>") is still honoured, as an old guest's.
 */
export const GUEST_KEY_COOKIE = "dd_guest_key";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

type SecretEnv = Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET">;

/** A guest the request proves it is: its id, and when its mark was given (null: before marks carried a time). */
export type ProvenGuest = { guestId: string; mintedAtMs: number | null; embed: boolean };

async function mac(env: SecretEnv, text: string): Promise<string | null> {
  const secret = env.DAILY_SECRET ?? env.JWT_SECRET;
  if (!secret) return null;
  const bytes = (await hmacSha256(secret, text)).slice(0, 16);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The mark for `guestId` given at `mintedAtSeconds`. */
async function mark(env: SecretEnv, guestId: string, mintedAtSeconds: number): Promise<string | null> {
  const minted = mintedAtSeconds.toString(36);
  const signature = await mac(env, `rate-guest:${guestId}:${minted}`);
  return signature === null ? null : `${minted}.${signature}`;
}

/** When a cookie's mark for `guestId` was given (ms; null for a mark from before it carried a time), else undefined. */
async function markedAt(env: SecretEnv, guestId: string, given: string): Promise<number | null | undefined> {
  const dot = given.indexOf(".");
  if (dot < 0) {
    const legacy = await mac(env, `rate-guest:${guestId}`);
    return legacy !== null && sameSecret(legacy, given) ? null : undefined;
  }
  const minted = given.slice(0, dot);
  if (!/^[0-9a-z]{1,10}$/.test(minted)) return undefined;
  const signature = await mac(env, `rate-guest:${guestId}:${minted}`);
  if (signature === null || !sameSecret(signature, given.slice(dot + 1))) return undefined;
  return Number.parseInt(minted, 36) * 1000;
}

/**
 * The guest this request proves it is, for its budgets: a dd_guest id with this server's mark in
 * `dd_guest_key`, or an embed's signed guest (its URL's `?guest=`, embed.server.ts); else null.
 */
export async function provenGuest(env: SecretEnv, request: Request): Promise<ProvenGuest | null> {
  const url = new URL(request.url);
  if (isEmbedPath(url.pathname)) {
    const guestId = (await embedPlayer({ env }, url)).guestId;
    return guestId === null ? null : { guestId, mintedAtMs: null, embed: true };
  }
  const guestId = readGuestId(request);
  const header = request.headers.get("Cookie");
  const given = header ? parse(header)[GUEST_KEY_COOKIE] : undefined;
  if (!guestId || !given) return null;
  const mintedAtMs = await markedAt(env, guestId, given);
  return mintedAtMs === undefined ? null : { guestId, mintedAtMs, embed: false };
}

/**
 * How long a new guest shares its IP's start guard (`ipStart`, ADR 055): long enough that one
 * abuser's freshly minted guests (at most 60 a minute, `guestStart`) are held together, short enough
 * that a classroom's guests soon start on their own budgets alone.
 */
export const FRESH_GUEST_MS = 10 * 60 * 1000;

/**
 * Whether a guest's starts spend its IP's start guard: a guest marked in the last FRESH_GUEST_MS,
 * and an embed's guest (its signed id carries no time). A guest marked earlier, or before marks
 * carried a time, has only its own budget, so a flood of new guests cannot starve it.
 */
export function sharesIpStartGuard(guest: ProvenGuest, nowMs: number): boolean {
  if (guest.embed) return true;
  return guest.mintedAtMs !== null && nowMs - guest.mintedAtMs < FRESH_GUEST_MS;
}

/** The guest id a response gives (its dd_guest Set-Cookie), else null. */
function givenGuestId(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const value = parse(cookie)[GUEST_COOKIE];
    if (value !== undefined) return isGuestId(value) ? value : null;
  }
  return null;
}

/**
 * After a start its IP paid for as a new guest's (`guestStart`): the mark of the guest it played as
 * (the one the response gives, else the request's), so the guest's next requests spend its own
 * budgets. Any other response is left as it is.
 */
export async function withGuestKey(
  env: SecretEnv,
  request: Request,
  response: Response,
  paidAsNewGuest: boolean,
): Promise<Response> {
  // An embed carries its own signed guest in its URL, never the visitor's cookie (embed.server.ts).
  if (!paidAsNewGuest || response.status === 429 || isEmbedPath(new URL(request.url).pathname))
    return response;
  const guestId = givenGuestId(response) ?? readGuestId(request);
  const value = guestId ? await mark(env, guestId, Math.floor(Date.now() / 1000)) : null;
  if (!value) return response;
  const headers = new Headers(response.headers);
  headers.append(
    "Set-Cookie",
    serialize(GUEST_KEY_COOKIE, value, {
      maxAge: MAX_AGE_SECONDS,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
    }),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
