import type { AppLoadContext } from "@remix-run/cloudflare";
import { DomainError } from "~/utils/domain-error";

/** Who is making a request: from `Authorization: Bearer <JWT>` (API clients) or the session cookie (pages). */
export type AuthUser = { id: number; username: string };

/**
 * CONTRACT used by every feature. The accounts feature implements it for real
 * (JWT verification, session cookie lookup); until then nobody is signed in.
 */
export async function getAuthUser(_context: AppLoadContext, _request: Request): Promise<AuthUser | null> {
  return null;
}

/** The signed-in user, or a 401 DomainError (API) that pages turn into a redirect to login. */
export async function requireAuthUser(context: AppLoadContext, request: Request): Promise<AuthUser> {
  const user = await getAuthUser(context, request);
  if (!user) throw new DomainError("UNAUTHORIZED", "Authentication required");
  return user;
}
