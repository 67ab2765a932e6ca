import type { Credentials } from "~/services/auth/authenticate.server";
import type { SessionMeta } from "~/services/auth/sessions.server";
import { readSessionCookie } from "./session-cookie.server";

/** The client's address as Cloudflare reports it; the login throttle's per-IP key. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** What a new session records about the client that opened it. */
export function sessionMeta(request: Request): SessionMeta {
  return { userAgent: request.headers.get("User-Agent"), ipAddress: clientIp(request) };
}

/** `Authorization: Bearer <token>`: undefined without the header, null when it is not a bearer token. */
export function bearerToken(request: Request): string | null | undefined {
  const header = request.headers.get("Authorization");
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What the request presents to `authenticate`: bearer token, session cookie, and whether it writes. */
export function requestCredentials(request: Request): Credentials {
  return {
    bearer: bearerToken(request),
    sessionToken: readSessionCookie(request),
    write: !READ_METHODS.has(request.method.toUpperCase()),
  };
}
