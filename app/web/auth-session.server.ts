import type { AppLoadContext } from "@remix-run/cloudflare";
import { logout, refreshSession } from "~/services/auth/refresh.server";
import { startSession } from "~/services/auth/start-session.server";
import type { UserRow } from "~/services/auth/users.server";
import { claimGuestGames } from "~/services/game/claim-guest.server";
import { DomainError, isDomainError } from "~/utils/domain-error";
import { sessionMeta } from "./auth-request.server";
import { getRequestAuth } from "./current-user.server";
import { deviceCookieAfterSignIn } from "./device-cookie.server";
import { readGuestId } from "./game-request.server";
import {
  clearSessionCookie,
  isSecureRequest,
  readSessionCookie,
  serializeSessionCookie,
} from "./session-cookie.server";

/**
 * THE place a session starts (password login, registration, OAuth callback): the session, its
 * cookie, the browser's device cookie for the account (ADR 047) and the spec §7 body. Work that
 * belongs to every sign-in goes here.
 */
export async function signIn(context: AppLoadContext, request: Request, user: UserRow, rememberMe: boolean) {
  const started = await startSession(context.deps, user, { rememberMe, ...sessionMeta(request) });
  // The guest's games (dd_guest cookie) become the account's: history, stats and today's daily.
  const claimed = await claimGuestGames(context.deps, readGuestId(request), user.id);
  const device = await deviceCookieAfterSignIn(context.deps.env, request, user.id);
  const session = serializeSessionCookie(started.sessionToken, {
    rememberMe,
    secure: isSecureRequest(request),
  });
  return {
    body: started.body,
    /** How many of the guest's games the account took over (a page says they were kept). */
    claimed,
    /** Each goes in its own Set-Cookie header. */
    setCookies: device ? [session, device] : [session],
  };
}

/**
 * POST /api/v1/refresh: the cookie's token (or, in spec's variant, a `refresh_token` in the body)
 * is rotated when it is due (ADR 043); a new one goes back the way the old one came, and an
 * unchanged cookie is not sent again. A failed cookie refresh also removes the dead cookie
 * (`setCookie` on the thrown error).
 */
export async function refreshFromRequest(context: AppLoadContext, request: Request, bodyToken?: string) {
  const token = bodyToken || readSessionCookie(request);
  const secure = isSecureRequest(request);
  if (!token) throw new DomainError("UNAUTHORIZED", "No refresh token").because("refreshFailed");
  try {
    const refreshed = await refreshSession(context.deps, token, sessionMeta(request));
    return {
      body: { ...refreshed.body, ...(bodyToken ? { refreshToken: refreshed.token } : {}) },
      setCookie:
        bodyToken || refreshed.token === token
          ? null
          : serializeSessionCookie(refreshed.token, { rememberMe: refreshed.rememberMe, secure }),
    };
  } catch (error) {
    if (isDomainError(error) && !bodyToken) Object.assign(error, { setCookie: clearSessionCookie(secure) });
    throw error;
  }
}

/**
 * Logout ends the session family of the cookie, of a body token and of the bearer token (so the
 * access token stops writing at once), and always clears the cookie.
 */
export async function logoutFromRequest(
  context: AppLoadContext,
  request: Request,
  bodyToken?: string,
): Promise<string> {
  const auth = await getRequestAuth(context, request);
  await logout(context.deps, {
    tokens: [readSessionCookie(request), bodyToken],
    sessionId: auth.kind === "bearer" ? auth.sessionId : null,
  });
  return clearSessionCookie(isSecureRequest(request));
}
