import { type StoredOAuth, storedOAuthSchema } from "~/services/auth/oauth/oauth-flow.server";

export const OAUTH_COOKIE = "dd_oauth";
const TEN_MINUTES = 600;

/** State, provider and PKCE verifier between the start and the callback: HttpOnly, 10 minutes. */
export function serializeOAuthCookie(value: StoredOAuth, secure: boolean): string {
  const encoded = encodeURIComponent(JSON.stringify(value));
  return [`${OAUTH_COOKIE}=${encoded}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${TEN_MINUTES}`]
    .concat(secure ? ["Secure"] : [])
    .join("; ");
}

export function clearOAuthCookie(secure: boolean): string {
  return [`${OAUTH_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"]
    .concat(secure ? ["Secure"] : [])
    .join("; ");
}

export function readOAuthCookie(request: Request): StoredOAuth | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== OAUTH_COOKIE) continue;
    try {
      const parsed = storedOAuthSchema.safeParse(
        JSON.parse(decodeURIComponent(part.slice(index + 1).trim())),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}
