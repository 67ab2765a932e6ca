import type { AppDeps } from "~/services/deps.server";
import { jwtConfig } from "./config.server";
import { signAccessToken } from "./jwt.server";
import { createSession, type SessionMeta } from "./sessions.server";
import { publicAuthUser, type UserRow } from "./users.server";

export type StartedSession = {
  /** spec §7 response body: the user and a 15-minute access token bound to the new session. */
  body: { user: ReturnType<typeof publicAuthUser>; accessToken: string; expiresIn: number };
  /** The opaque session/refresh token; the web layer puts it in the cookie. */
  sessionToken: string;
  rememberMe: boolean;
};

/** Signs a user in: a new session family plus an access token that names it (`sid`). */
export async function startSession(
  deps: Pick<AppDeps, "db" | "env" | "now">,
  user: UserRow,
  options: { rememberMe: boolean } & SessionMeta,
): Promise<StartedSession> {
  const now = deps.now().getTime();
  const session = await createSession(deps, user.id, options, now);
  const access = await signAccessToken(jwtConfig(deps), user, session.familyId, now);
  return {
    body: { user: publicAuthUser(user), accessToken: access.token, expiresIn: access.expiresIn },
    sessionToken: session.token,
    rememberMe: options.rememberMe,
  };
}
