import type { AppLoadContext } from "@remix-run/cloudflare";
import { parse, serialize } from "cookie";
import { isGuestId, newGuestId, type Player } from "~/services/game/guest-player";
import type { Credentials } from "~/services/game/record-access.server";
import { getAuthUser } from "~/web/current-user.server";

/** A lazy, memoized user id: the JWT/cookie check runs only when a session id did not settle it. */
export function lazyUserId(context: AppLoadContext, request: Request): () => Promise<number | null> {
  let pending: Promise<number | null> | null = null;
  return () => {
    pending ??= getAuthUser(context, request).then((user) => user?.id ?? null);
    return pending;
  };
}

/** API answers name entries in the caller's language: `?lang=`, else Accept-Language, else zh-CN. */
export function apiLocale(request: Request): "zh-CN" | "en-US" {
  const lang = new URL(request.url).searchParams.get("lang") ?? request.headers.get("Accept-Language") ?? "";
  return lang.trim().toLowerCase().startsWith("en") ? "en-US" : "zh-CN";
}

// ── The guest id cookie (spec: guests keep a history) ──────────────────────────────

/** A random 128-bit id: a guest's games, stats and "played today" live server-side against it. */
export const GUEST_COOKIE = "dd_guest";
const GUEST_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function readGuestId(request: Request): string | null {
  const header = request.headers.get("Cookie");
  const value = header ? parse(header)[GUEST_COOKIE] : undefined;
  return value && isGuestId(value) ? value : null;
}

export function guestCookieHeader(guestId: string, request: Request): string {
  return serialize(GUEST_COOKIE, guestId, {
    maxAge: GUEST_MAX_AGE_SECONDS,
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
  });
}

/**
 * Who is playing this request: the signed-in user, else the guest of the dd_guest cookie. With
 * `create`, a guest without the cookie gets a new id and `setCookie` carries it (a game start).
 */
export async function requestPlayer(
  userId: () => Promise<number | null>,
  request: Request,
  options: { create?: boolean } = {},
): Promise<{ player: Player; setCookie: string | null }> {
  const id = await userId();
  if (id !== null) return { player: { userId: id, guestId: null }, setCookie: null };
  const existing = readGuestId(request);
  if (existing || !options.create) return { player: { userId: null, guestId: existing }, setCookie: null };
  const guestId = newGuestId();
  return { player: { userId: null, guestId }, setCookie: guestCookieHeader(guestId, request) };
}

/** What proves a record is this request's: a session id it sent, its guest cookie or its user. */
export function recordCredentials(
  context: AppLoadContext,
  request: Request,
  sessionId: string | null | undefined,
  userId: () => Promise<number | null> = lazyUserId(context, request),
): Credentials {
  return { sessionId, guestId: readGuestId(request), userId };
}

/** A page's viewer as a user id (the page wrappers resolve the viewer once per request). */
export const viewerId = (viewer: () => Promise<{ id: number } | null>) => async (): Promise<number | null> =>
  (await viewer())?.id ?? null;
