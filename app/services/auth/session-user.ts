/** A signed-in session as the pages and the API see it, with its user. */
export type SessionUser = {
  id: number;
  username: string;
  nickname: string | null;
  avatarUrl: string | null;
  theme: "light" | "dark" | "system";
  rememberMe: boolean;
  sessionExpiresAt: Date;
  /** The session family: access tokens issued from this session carry it as `sid`. */
  familyId: string;
};
