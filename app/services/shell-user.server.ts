import { eq } from "drizzle-orm";
import type { SessionUser } from "~/services/auth/session-user";
import type { AppDeps } from "~/services/deps.server";
import { profiles } from "~db/schema";

/** What the site header needs to know about the signed-in user. */
export type ShellUser = Pick<SessionUser, "id" | "username" | "nickname" | "avatarUrl" | "theme">;

/** The profile fields the shell shows, for a user known by id (bearer requests). */
export async function profileShellFields(deps: Pick<AppDeps, "db">, userId: number) {
  const row = await deps.db
    .select({ nickname: profiles.nickname, avatarUrl: profiles.avatarUrl, theme: profiles.theme })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .get();
  return {
    nickname: row?.nickname ?? null,
    avatarUrl: row?.avatarUrl ?? null,
    theme: row?.theme ?? "system",
  };
}
