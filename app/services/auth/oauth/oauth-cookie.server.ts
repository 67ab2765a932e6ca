import { z } from "zod";
import type { OAuthProvider } from "./providers.server";

export const OAUTH_COOKIE = "dd_oauth";
const TEN_MINUTES = 600;

const storedSchema = z.object({
  state: z.string().min(16).max(128),
  provider: z.enum(["github", "google"]),
  codeVerifier: z.string().max(128).nullable(),
  redirectTo: z.string().max(2048).nullable(),
});
export type StoredOAuth = z.output<typeof storedSchema>;

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
      const parsed = storedSchema.safeParse(JSON.parse(decodeURIComponent(part.slice(index + 1).trim())));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

export type { OAuthProvider };
