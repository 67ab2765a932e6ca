import { REMEMBER_ME_SECONDS } from "~/services/auth/sessions.server";

export const SESSION_COOKIE = "dd_session";
export { REMEMBER_ME_SECONDS };

export type SessionCookieOptions = { rememberMe: boolean; secure: boolean };

/** HttpOnly, SameSite=Lax, Secure on https; 30 days with remember-me, else a browser-session cookie. */
export function serializeSessionCookie(token: string, { rememberMe, secure }: SessionCookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (rememberMe) parts.push(`Max-Age=${REMEMBER_ME_SECONDS}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(secure: boolean): string {
  return [
    `${SESSION_COOKIE}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === SESSION_COOKIE) {
      const value = part.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{22,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
