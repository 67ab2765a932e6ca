import type { AppLoadContext } from "@remix-run/cloudflare";
import { DomainError } from "~/utils/domain-error";
import { getRequestAuth } from "./request-auth.server";

/** Who is making a request: from `Authorization: Bearer <JWT>` (API clients) or the session cookie (pages). */
export type AuthUser = { id: number; username: string };

/**
 * CONTRACT used by every feature: a valid bearer JWT (HS256, our `kid`, unexpired) or a live
 * `dd_session` cookie gives the user; anything else is null. An `Authorization` header that is
 * present but invalid gives null even when a cookie is sent too.
 */
export async function getAuthUser(context: AppLoadContext, request: Request): Promise<AuthUser | null> {
  const auth = await getRequestAuth(context, request);
  if (auth.kind === "none") return null;
  return { id: auth.user.id, username: auth.user.username };
}

/** The signed-in user, or a 401 DomainError (API) that pages turn into a redirect to login. */
export async function requireAuthUser(context: AppLoadContext, request: Request): Promise<AuthUser> {
  const user = await getAuthUser(context, request);
  if (!user) throw new DomainError("UNAUTHORIZED", "No authentication token");
  return user;
}
