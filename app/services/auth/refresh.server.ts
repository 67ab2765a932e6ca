import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { jwtConfig } from "./config.server";
import { signAccessToken } from "./jwt.server";
import { revokeFamily, revokeSessionToken, rotateSession, type SessionMeta } from "./sessions.server";
import { findUserById, publicAuthUser } from "./users.server";

/**
 * POST /api/v1/refresh: the session token is rotated (same successor within the grace window)
 * and a new access token issued. The web layer decides where the new token goes (cookie or body).
 */
export async function refreshSession(
  deps: Pick<AppDeps, "db" | "env" | "now">,
  token: string,
  meta: SessionMeta = {},
) {
  const config = jwtConfig(deps);
  const now = deps.now().getTime();
  const rotated = await rotateSession(deps, config.secret, token, meta, now);
  const user = await findUserById(deps, rotated.userId);
  if (!user) throw new DomainError("UNAUTHORIZED", "Invalid refresh token").because("refreshFailed");
  const access = await signAccessToken(config, user, rotated.familyId, now);
  return {
    body: {
      accessToken: access.token,
      expiresIn: access.expiresIn,
      user: publicAuthUser(user),
      rememberMe: rotated.rememberMe,
    },
    token: rotated.token,
    rememberMe: rotated.rememberMe,
  };
}

/**
 * Logout ends every session family the request names: its session tokens (cookie, body) and the
 * family of its bearer token, so the access token stops writing at once.
 */
export async function logout(
  deps: Pick<AppDeps, "db" | "now">,
  { tokens, sessionId }: { tokens: (string | null | undefined)[]; sessionId?: string | null },
): Promise<void> {
  const now = deps.now().getTime();
  for (const token of tokens) if (token) await revokeSessionToken(deps, token, now);
  if (sessionId) await revokeFamily(deps, sessionId, now);
}
