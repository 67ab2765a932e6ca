import type { AppLoadContext } from "@remix-run/cloudflare";
import { sessionMeta } from "./client-meta.server";
import { jwtConfig } from "./config.server";
import { signAccessToken } from "./jwt.server";
import { isSecureRequest, serializeSessionCookie } from "./session-cookie.server";
import { createSession } from "./sessions.server";
import { publicAuthUser, type UserRow } from "./users.server";

/** Signs a user in: a new session family (cookie) plus a 15-minute access token (spec §7 response). */
export async function startSession(
  context: AppLoadContext,
  request: Request,
  user: UserRow,
  rememberMe: boolean,
) {
  const session = await createSession(context.deps.db, user.id, { rememberMe, ...sessionMeta(request) });
  const access = await signAccessToken(jwtConfig(context.cloudflare.env), user);
  return {
    body: { user: publicAuthUser(user), accessToken: access.token, expiresIn: access.expiresIn },
    setCookie: serializeSessionCookie(session.token, { rememberMe, secure: isSecureRequest(request) }),
  };
}
