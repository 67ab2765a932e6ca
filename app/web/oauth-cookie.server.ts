import { parse, serialize } from "cookie";
import { type StoredOAuth, storedOAuthSchema } from "~/services/auth/oauth/oauth-flow.server";

export const OAUTH_COOKIE = "dd_oauth";
const TEN_MINUTES = 600;

/** State, provider and PKCE verifier between the start and the callback: HttpOnly, 10 minutes. */
export function serializeOAuthCookie(value: StoredOAuth, secure: boolean): string {
  // serialize URI-encodes the JSON, parse decodes it.
  return serialize(OAUTH_COOKIE, JSON.stringify(value), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: TEN_MINUTES,
    secure,
  });
}

export function clearOAuthCookie(secure: boolean): string {
  return serialize(OAUTH_COOKIE, "", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 0, secure });
}

export function readOAuthCookie(request: Request): StoredOAuth | null {
  const header = request.headers.get("Cookie");
  const value = header ? parse(header)[OAUTH_COOKIE] : undefined;
  if (!value) return null;
  try {
    const parsed = storedOAuthSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
