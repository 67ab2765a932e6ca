import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { jwtConfig } from "./config.server";
import { verifyAccessToken } from "./jwt.server";
import { recentSessionUser, rememberSessionCheck } from "./session-reuse.server";
import type { SessionUser } from "./session-user";
import { findSessionUser, isSessionFamilyLive } from "./sessions.server";

/** Who is making a request: from `Authorization: Bearer <JWT>` (API clients) or the session cookie (pages). */
export type AuthUser = { id: number; username: string };

export type RequestAuth =
  | { kind: "none" }
  | {
      kind: "bearer";
      user: AuthUser;
      tokenExpiresAt: number;
      /** The session family the token was issued for (absent only in tokens older than this rule). */
      sessionId: string | null;
    }
  | { kind: "cookie"; user: SessionUser };

/**
 * The credentials a request presented, as the web layer read them. `bearer` is undefined when
 * no `Authorization` header came, null when one came but is not a well-formed bearer token.
 * `write` asks for the stricter check every state-changing request gets.
 */
export type Credentials = {
  bearer?: string | null;
  sessionToken: string | null;
  write?: boolean;
};

/**
 * CONTRACT used by every feature: a valid bearer JWT (HS256, our `kid`, unexpired) or a live
 * session token gives the user; anything else is "none". A presented but invalid bearer token
 * is never silently replaced by the cookie. On reads and writes alike the bearer token's session
 * must still be live and its account active, so logout and deactivation stop it at once (not when
 * the token expires, 15 minutes later): one indexed D1 lookup (`sessions_family_idx`) per request.
 * A session cookie on a read may be answered from this isolate's check of the last 30 s.
 */
export async function authenticate(
  deps: Pick<AppDeps, "db" | "env" | "now">,
  credentials: Credentials,
): Promise<RequestAuth> {
  const now = deps.now().getTime();
  const { bearer } = credentials;
  if (bearer !== undefined) {
    if (!bearer) return { kind: "none" };
    const claims = await verifyAccessToken(jwtConfig(deps), bearer, now);
    const id = claims ? Number(claims.sub) : Number.NaN;
    if (!claims || !Number.isInteger(id)) return { kind: "none" };
    const sessionId = typeof claims.sid === "string" ? claims.sid : null;
    if (!(sessionId && (await isSessionFamilyLive(deps, sessionId, id, now)))) {
      return { kind: "none" };
    }
    return {
      kind: "bearer",
      user: { id, username: claims.username },
      tokenExpiresAt: claims.exp * 1000,
      sessionId,
    };
  }
  const token = credentials.sessionToken;
  if (!token) return { kind: "none" };
  // Reads may reuse this isolate's recent check (session-reuse.server.ts); writes always ask D1.
  const recent = credentials.write ? null : recentSessionUser(token, now);
  if (recent) return { kind: "cookie", user: recent };
  const user = await findSessionUser(deps, token, now);
  rememberSessionCheck(token, user, now);
  return user ? { kind: "cookie", user } : { kind: "none" };
}

export function authUserOf(auth: RequestAuth): AuthUser | null {
  return auth.kind === "none" ? null : { id: auth.user.id, username: auth.user.username };
}

/** The 401 an API answers for a request without a (valid) token; pages redirect to login instead. */
export function noTokenError(): DomainError {
  return new DomainError("UNAUTHORIZED", "No authentication token").because("noToken");
}
