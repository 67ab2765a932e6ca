import { stripLocale } from "~/i18n/config";
import type { AppEnv } from "~/services/deps.server";
import { isGuestId, newGuestId, type Player } from "~/services/game/guest-player";
import { hmacSha256 } from "~/utils/hmac";

/**
 * The embeddable pages live under `/embed/` (with or without the language prefix). They are the
 * only pages another site may frame (workers/security-headers.ts), and they never act with the
 * visitor's session or guest cookie: in a frame from another site those cookies are often blocked,
 * and a framed page that acted with them could be clicked into doing so (clickjacking). An embed
 * carries its own guest instead, in its URL and so in its forms' actions.
 */
export const isEmbedPath = (pathname: string): boolean => stripLocale(pathname).startsWith("/embed/");

/** The query parameter that carries an embed's own guest id from page to form to page. */
export const EMBED_GUEST_PARAM = "guest";

type SecretEnv = { env: Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET"> };

/**
 * The guest in an embed's URL is `<guest id>.<signature>`, issued by this server at the embed's
 * first start: a framing page that picks `?guest=g_…` itself (to read the game, give it up, or claim
 * the record at its own sign-up) is refused, as is an id taken from another embed with a forged mark.
 * HMAC-SHA256 of "embed-guest:<id>" under DAILY_SECRET (else JWT_SECRET), 16 bytes in base64url.
 */
async function mark({ env }: SecretEnv, guestId: string): Promise<string> {
  const secret = env.DAILY_SECRET ?? env.JWT_SECRET;
  if (!secret) throw new Error("DAILY_SECRET is not configured");
  const mac = (await hmacSha256(secret, `embed-guest:${guestId}`)).slice(0, 16);
  let text = "";
  for (const byte of mac) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The signed value of the guest parameter for `guestId`. */
export async function signedEmbedGuest(deps: SecretEnv, guestId: string): Promise<string> {
  return `${guestId}.${await mark(deps, guestId)}`;
}

/** The embed's guest: the one its URL carries with this server's mark, else nobody yet. */
export async function embedPlayer(deps: SecretEnv, url: URL): Promise<Player> {
  const [guestId, given] = (url.searchParams.get(EMBED_GUEST_PARAM) ?? "").split(".");
  if (!isGuestId(guestId) || !given) return { userId: null, guestId: null };
  const expected = await mark(deps, guestId);
  let diff = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  return { userId: null, guestId: diff === 0 ? guestId : null };
}

/** The guest a start in the embed plays as (a new one, unless its URL carries a signed one), and the query that keeps it. */
export async function embedGuestForStart(
  deps: SecretEnv,
  url: URL,
): Promise<{ player: Player; search: string }> {
  const known = (await embedPlayer(deps, url)).guestId;
  const guestId = known ?? newGuestId();
  return {
    player: { userId: null, guestId },
    search: `?${new URLSearchParams({ [EMBED_GUEST_PARAM]: await signedEmbedGuest(deps, guestId) }).toString()}`,
  };
}
