import type { SessionMeta } from "./sessions.server";

/** The client's address as Cloudflare reports it; the throttle's per-IP key. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

export function sessionMeta(request: Request): SessionMeta {
  return { userAgent: request.headers.get("User-Agent"), ipAddress: clientIp(request) };
}
