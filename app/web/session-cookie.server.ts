import { parse, serialize } from "cookie";
import { REMEMBER_ME_SECONDS } from "~/services/auth/sessions.server";

export const SESSION_COOKIE = "dd_session";
export { REMEMBER_ME_SECONDS };

export type SessionCookieOptions = { rememberMe: boolean; secure: boolean };

/** HttpOnly, SameSite=Lax, Secure on https; 30 days with remember-me, else a browser-session cookie. */
export function serializeSessionCookie(token: string, { rememberMe, secure }: SessionCookieOptions): string {
  return serialize(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    ...(rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 0, secure });
}

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  const value = header ? parse(header)[SESSION_COOKIE] : undefined;
  return value && /^[A-Za-z0-9_-]{22,128}$/.test(value) ? value : null;
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
