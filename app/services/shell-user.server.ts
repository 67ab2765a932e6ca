import { eq } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import { profiles } from "~db/schema";

/** What the site header needs to know about the signed-in user. */
export type ShellUser = {
  id: number;
  username: string;
  nickname: string | null;
  avatarUrl: string | null;
  theme: "light" | "dark" | "system";
};

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
