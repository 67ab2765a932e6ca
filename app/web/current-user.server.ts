import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  type AuthUser,
  authenticate,
  authUserOf,
  noTokenError,
  type RequestAuth,
} from "~/services/auth/authenticate.server";
import { requestCredentials } from "./auth-request.server";

export type { AuthUser, RequestAuth };

// The root loader and the page loader both ask; one lookup per request is enough.
const cache = new WeakMap<Request, Promise<RequestAuth>>();

/** How the request is authenticated (bearer, cookie or none), resolved once per request. */
export function getRequestAuth(context: AppLoadContext, request: Request): Promise<RequestAuth> {
  let pending = cache.get(request);
  if (!pending) {
    pending = authenticate(context.deps, requestCredentials(request));
    cache.set(request, pending);
  }
  return pending;
}

/**
 * CONTRACT used by every feature: a valid bearer JWT or a live `dd_session` cookie gives the
 * user; anything else is null (see `authenticate`). A bearer token whose session was logged out,
 * or whose account was deactivated, gives null at once.
 */
export async function getAuthUser(context: AppLoadContext, request: Request): Promise<AuthUser | null> {
  return authUserOf(await getRequestAuth(context, request));
}

/** The signed-in user, or a 401 DomainError (API) that pages turn into a redirect to login. */
export async function requireAuthUser(context: AppLoadContext, request: Request): Promise<AuthUser> {
  const user = await getAuthUser(context, request);
  if (!user) throw noTokenError();
  return user;
}
