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
 * The mark is HMAC-SHA256 of "rate-guest:<id>" under DAILY_SECRET (else JWT_SECRET), 16 bytes in
 * base64url.
 */
export const GUEST_KEY_COOKIE = "dd_guest_key";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

type SecretEnv = Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET">;

async function mark(env: SecretEnv, guestId: string): Promise<string | null> {
  const secret = env.DAILY_SECRET ?? env.JWT_SECRET;
  if (!secret) return null;
  const mac = (await hmacSha256(secret, `rate-guest:${guestId}`)).slice(0, 16);
  let text = "";
  for (const byte of mac) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The guest this request proves it is, for its budgets: a dd_guest id with this server's mark in
 * `dd_guest_key`, or an embed's signed guest (its URL's `?guest=`, embed.server.ts); else null.
 */
export async function provenGuestId(env: SecretEnv, request: Request): Promise<string | null> {
  const url = new URL(request.url);
  if (isEmbedPath(url.pathname)) return (await embedPlayer({ env }, url)).guestId;
  const guestId = readGuestId(request);
  const header = request.headers.get("Cookie");
  const given = header ? parse(header)[GUEST_KEY_COOKIE] : undefined;
  if (!guestId || !given) return null;
  const expected = await mark(env, guestId);
  return expected !== null && sameSecret(expected, given) ? guestId : null;
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
  const value = guestId ? await mark(env, guestId) : null;
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
