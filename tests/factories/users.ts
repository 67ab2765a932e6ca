import { env } from "cloudflare:workers";
import { jwtConfig } from "../../app/services/auth/config.server";
import { signAccessToken } from "../../app/services/auth/jwt.server";
import { hashPassword } from "../../app/services/auth/password.server";
import { createSession } from "../../app/services/auth/sessions.server";
import { createUser, type NewUser, type UserRow } from "../../app/services/auth/users.server";
import { SESSION_COOKIE } from "../../app/web/session-cookie.server";
import { type Database, database } from "../../db/index";

export type TestUserOverrides = Partial<Omit<NewUser, "passwordHash">> & {
  password?: string;
  rememberMe?: boolean;
};

export type TestUser = {
  user: UserRow;
  password: string;
  /** `dd_session=<token>`, ready for a `Cookie` header. */
  sessionCookie: string;
  /** A 15-minute JWT for `Authorization: Bearer`. */
  accessToken: string;
};

let counter = 0;
// PBKDF2 at 100k iterations is slow on purpose; hash each distinct test password once.
const hashes = new Map<string, Promise<string>>();

function isDrizzle(db: D1Database | Database): db is Database {
  return typeof (db as Database).select === "function";
}

/** A signed-in user for `*.workers.test.ts`: the row, its password, a session cookie and a bearer token. */
export async function createTestUser(
  db: D1Database | Database,
  overrides: TestUserOverrides = {},
): Promise<TestUser> {
  const orm = isDrizzle(db) ? db : database(db);
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const password = overrides.password ?? "correct-horse-battery-9";
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  const user = await createUser(
    { db: orm },
    {
      username: overrides.username ?? `user_${suffix}`,
      email: overrides.email === undefined ? `user_${suffix}@example.test` : overrides.email,
      phone: overrides.phone ?? null,
      isVerified: overrides.isVerified,
      nickname: overrides.nickname,
      avatarUrl: overrides.avatarUrl,
      passwordHash: await hash,
    },
  );
  const session = await createSession({ db: orm }, user.id, { rememberMe: overrides.rememberMe ?? false });
  // The access token names the session (`sid`), as a real sign-in's does: logging out ends both.
  const { token } = await signAccessToken(jwtConfig({ env }), user, session.familyId);
  return { user, password, sessionCookie: `${SESSION_COOKIE}=${session.token}`, accessToken: token };
}
