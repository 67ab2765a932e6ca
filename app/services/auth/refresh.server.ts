import type { AppLoadContext } from "@remix-run/cloudflare";
import { DomainError } from "~/utils/domain-error";
import { sessionMeta } from "./client-meta.server";
import { jwtConfig } from "./config.server";
import { signAccessToken } from "./jwt.server";
import {
  clearSessionCookie,
  isSecureRequest,
  readSessionCookie,
  serializeSessionCookie,
} from "./session-cookie.server";
import { revokeSessionToken, rotateSession } from "./sessions.server";
import { findUserById, publicAuthUser } from "./users.server";

/**
 * POST /api/v1/refresh: the cookie's token (or, in SPEC's variant, a `refresh_token` in the body)
 * is rotated. The new refresh token goes back the way the old one came.
 */
export async function refreshAccess(context: AppLoadContext, request: Request, bodyToken?: string) {
  const token = bodyToken || readSessionCookie(request);
  if (!token) throw new DomainError("UNAUTHORIZED", "No refresh token");
  const secure = isSecureRequest(request);
  let rotated: Awaited<ReturnType<typeof rotateSession>>;
  try {
    rotated = await rotateSession(context.deps.db, token, sessionMeta(request));
  } catch (error) {
    if (error instanceof DomainError && !bodyToken) throw withHeader(error, clearSessionCookie(secure));
    throw error;
  }
  const user = await findUserById(context.deps.db, rotated.userId);
  if (!user) throw new DomainError("UNAUTHORIZED", "Invalid refresh token");
  const access = await signAccessToken(jwtConfig(context.cloudflare.env), user);
  return {
    body: {
      accessToken: access.token,
      expiresIn: access.expiresIn,
      user: publicAuthUser(user),
      rememberMe: rotated.rememberMe,
      ...(bodyToken ? { refreshToken: rotated.token } : {}),
    },
    setCookie: bodyToken
      ? null
      : serializeSessionCookie(rotated.token, { rememberMe: rotated.rememberMe, secure }),
  };
}

/** A failed cookie refresh also removes the dead cookie. */
function withHeader(error: DomainError, setCookie: string): DomainError & { setCookie: string } {
  return Object.assign(error, { setCookie });
}

/** Logout ends the session family of the cookie (and of a body token) and always clears the cookie. */
export async function logout(context: AppLoadContext, request: Request, bodyToken?: string): Promise<string> {
  for (const token of [readSessionCookie(request), bodyToken]) {
    if (token) await revokeSessionToken(context.deps.db, token);
  }
  return clearSessionCookie(isSecureRequest(request));
}
