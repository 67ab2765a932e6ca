import { and, eq } from "drizzle-orm";
import { USERNAME_PATTERN } from "~/schemas/auth";
import type { AppDeps } from "~/services/deps.server";
import type { Database } from "~db/index";
import { oauthAccounts, users } from "~db/schema";
import { createUser, findUserById, type UserRow } from "../users.server";
import type { ProviderProfile } from "./provider-profile.server";
import type { OAuthProvider } from "./providers.server";

function baseUsername(profile: ProviderProfile): string {
  const raw = (profile.login ?? profile.name ?? "user").normalize("NFKC").replace(/\s+/g, "_");
  const cleaned = [...raw]
    .filter((char) => USERNAME_PATTERN.test(char))
    .join("")
    .slice(0, 48);
  return cleaned.length >= 3 ? cleaned : `user_${cleaned}`.slice(0, 48);
}

async function uniqueUsername(db: Database, profile: ProviderProfile): Promise<string> {
  const base = baseUsername(profile);
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = attempt === 0 ? base : `${base}_${crypto.randomUUID().slice(0, 6)}`;
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).get();
    if (!taken) return candidate;
  }
  return `user_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
}

/**
 * The provider account's user: the one already linked; else the user with the same email, when both
 * the provider and this site verified it (linked now); else a new, separate user with a unique
 * username (design §6, ADR 017). An account that signed up with a password but never proved its
 * email gets no link: whoever registered `victim@example.com` first must not receive the real
 * owner's later Google sign-in.
 */
export async function linkOrCreateOAuthUser(
  { db }: Pick<AppDeps, "db">,
  provider: OAuthProvider,
  profile: ProviderProfile,
): Promise<UserRow> {
  const linked = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(
      and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.providerUserId)),
    )
    .get();
  if (linked) {
    const user = await findUserById({ db }, linked.userId);
    if (user) return user;
  }
  const verifiedEmail = profile.emailVerified ? profile.email : null;
  let user = verifiedEmail
    ? ((await db
        .select()
        .from(users)
        .where(and(eq(users.email, verifiedEmail), eq(users.isVerified, true)))
        .get()) ?? null)
    : null;
  if (!user) {
    const emailFree =
      profile.email &&
      !(await db.select({ id: users.id }).from(users).where(eq(users.email, profile.email)).get());
    user = await createUser(
      { db },
      {
        username: await uniqueUsername(db, profile),
        email: emailFree ? profile.email : null,
        passwordHash: null,
        isVerified: profile.emailVerified && Boolean(emailFree),
        nickname: (profile.name ?? profile.login)?.slice(0, 64) ?? null,
        avatarUrl: profile.avatarUrl?.slice(0, 2048) ?? null,
      },
    );
  }
  await db
    .insert(oauthAccounts)
    .values({ userId: user.id, provider, providerUserId: profile.providerUserId, email: profile.email })
    .onConflictDoNothing();
  return user;
}
