import type { AppLoadContext } from "@remix-run/cloudflare";
import { noTokenError } from "~/services/auth/authenticate.server";
import type { DeletingUser } from "~/services/auth/delete-account.server";
import { getRequestAuth } from "./current-user.server";

/**
 * The signed-in user with the session family the request came with (the cookie's, or the bearer
 * token's `sid`): deleting an OAuth-only account asks how recently that session signed in.
 */
export async function requireSessionOwner(context: AppLoadContext, request: Request): Promise<DeletingUser> {
  const auth = await getRequestAuth(context, request);
  if (auth.kind === "none") throw noTokenError();
  return { userId: auth.user.id, familyId: auth.kind === "bearer" ? auth.sessionId : auth.user.familyId };
}
