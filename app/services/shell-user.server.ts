import type { AppLoadContext } from "@remix-run/cloudflare";

/** What the site header needs to know about the signed-in user. */
export type ShellUser = {
  id: number;
  username: string;
  nickname: string | null;
  avatarUrl: string | null;
  theme: "light" | "dark" | "system";
};

/** Replaced by the accounts feature: reads the session cookie. */
export async function getShellUser(_context: AppLoadContext, _request: Request): Promise<ShellUser | null> {
  return null;
}
