import type { AppLoadContext } from "@remix-run/cloudflare";
import { profileShellFields, type ShellUser } from "~/services/shell-user.server";
import { getRequestAuth } from "./current-user.server";

/** The signed-in user with the profile fields the shell shows (one query on the cookie path). */
export async function getShellUser(context: AppLoadContext, request: Request): Promise<ShellUser | null> {
  const auth = await getRequestAuth(context, request);
  if (auth.kind === "none") return null;
  if (auth.kind === "cookie") {
    const { id, username, nickname, avatarUrl, theme } = auth.user;
    return { id, username, nickname, avatarUrl, theme };
  }
  return {
    id: auth.user.id,
    username: auth.user.username,
    ...(await profileShellFields(context.deps, auth.user.id)),
  };
}
