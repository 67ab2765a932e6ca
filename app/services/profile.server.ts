import { eq, sql } from "drizzle-orm";
import type { FullProfile, ProfileUpdate, PublicProfile } from "~/schemas/profile";
import { batchPrepared, prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { profiles, users } from "~db/schema";
import { readThrough } from "./cache.server";
import { loadUserPublicDatasets, type UserDatasets } from "./datasets/user-datasets.server";
import { forgetOnWrite, publicReadKey } from "./forget-on-write.server";
import { type ChallengeInboxItem, challengeInboxOf, challengeInboxRead } from "./game/challenge-inbox.server";
import { getPlayStats, type PlayStats, playStatsOf, playStatsRead } from "./game/player-scope-stats.server";
import { playerStatsOf, playerStatsRead } from "./game/player-stats.server";
import { getUserStats, toUserStats } from "./game/stats.server";
import type { UserStats } from "./game/stats-types.server";

type ProfileRow = typeof profiles.$inferSelect;

function toFull(row: ProfileRow): FullProfile {
  return {
    userId: row.userId,
    nickname: row.nickname,
    avatarUrl: row.avatarUrl,
    gender: row.gender,
    birthday: row.birthday,
    location: row.location,
    bio: row.bio,
    language: row.language,
    timezone: row.timezone,
    theme: row.theme,
    website: row.website,
    socialLinks: row.socialLinks ?? null,
    interests: row.interests ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row is created with the account; an account made before that (or by hand) gets one now. */
async function ensureProfile(db: Database, userId: number): Promise<ProfileRow> {
  const row = await db.select().from(profiles).where(eq(profiles.userId, userId)).get();
  if (row) return row;
  const user = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw new DomainError("NOT_FOUND", "User not found");
  await db.insert(profiles).values({ userId, nickname: user.username }).onConflictDoNothing();
  const created = await db.select().from(profiles).where(eq(profiles.userId, userId)).get();
  if (!created) throw new DomainError("NOT_FOUND", "User not found");
  return created;
}

export async function getFullProfile({ db }: Pick<AppDeps, "db">, userId: number): Promise<FullProfile> {
  return toFull(await ensureProfile(db, userId));
}

// The /profile page's read: the account and its profile row in one statement, built once.
const accountWithProfile = prepared((db) =>
  db
    .select({
      username: users.username,
      email: users.email,
      isVerified: users.isVerified,
      hasPassword: sql<number>`${users.passwordHash} IS NOT NULL`,
      profile: profiles,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

export type OwnProfileView = {
  profile: FullProfile;
  account: { username: string; email: string | null; isVerified: boolean; hasPassword: boolean };
  stats: UserStats;
  /** The player's games that friends played from a challenge link, with their results. */
  challenges: ChallengeInboxItem[];
  /** The site daily, practice and each dataset daily apart. */
  playStats: PlayStats;
};

/** The signed-in user's own profile, account names (username, email), stats and challenge replies, in one D1 batch. */
export async function getOwnProfileView(
  deps: Pick<AppDeps, "db" | "now">,
  userId: number,
): Promise<OwnProfileView> {
  const { db } = deps;
  const player = { userId, guestId: null };
  const [accounts, statsRows, playRows, replies] = await batchPrepared({ db }, [
    [accountWithProfile(db), { userId }],
    playerStatsRead({ db }, player),
    playStatsRead({ db }, player),
    challengeInboxRead({ db }, userId),
  ]);
  const row = accounts[0];
  if (!row) throw new DomainError("NOT_FOUND", "User not found");
  const [profile, stats] = await Promise.all([
    row.profile ?? ensureProfile(db, userId),
    playerStatsOf(deps, player, statsRows[0]),
  ]);
  return {
    profile: toFull(profile),
    account: {
      username: row.username,
      email: row.email ?? null,
      isVerified: row.isVerified,
      hasPassword: Boolean(row.hasPassword),
    },
    stats: toUserStats(stats),
    challenges: challengeInboxOf(replies),
    playStats: playStatsOf(deps, playRows),
  };
}

export async function getPublicProfile({ db }: Pick<AppDeps, "db">, userId: number): Promise<PublicProfile> {
  const row = await db
    .select({
      userId: users.id,
      isActive: users.isActive,
      hiddenAt: users.hiddenAt,
      username: users.username,
      nickname: profiles.nickname,
      avatarUrl: profiles.avatarUrl,
      gender: profiles.gender,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  // A user an operator hid (scripts/moderate.mjs) has no public page, like a deactivated one.
  if (!row?.isActive || row.hiddenAt) throw new DomainError("NOT_FOUND", "User not found");
  return {
    userId: row.userId,
    nickname: row.nickname ?? row.username,
    avatarUrl: row.avatarUrl ?? null,
    gender: row.gender ?? "unspecified",
  };
}

export type PublicProfileView = {
  profile: PublicProfile;
  stats: UserStats;
  playStats: PlayStats;
  datasets: UserDatasets;
};

/**
 * A player's public page (profile, stats and public datasets) as other people see it: through the
 * public-read cache as one copy, so a profile shared around costs no D1 read per view and a first
 * view one KV read and one round of D1 reads. Its stats may be up to the cache's 10 minutes old, as
 * the leaderboards are; the player's own view always reads D1, a profile edit drops the cached copy
 * and a dataset write starts a new generation. NOT_FOUND (no such active user) is never cached.
 */
export async function getPublicProfileView(
  deps: Pick<AppDeps, "db" | "kv" | "now" | "waitUntil">,
  userId: number,
  viewerId: number | null,
): Promise<PublicProfileView> {
  const load = async () => {
    const player = { userId, guestId: null };
    const [profile, stats, playStats, datasets] = await Promise.all([
      getPublicProfile(deps, userId),
      getUserStats(deps, userId),
      getPlayStats(deps, player),
      loadUserPublicDatasets(deps, userId),
    ]);
    return { profile, stats, playStats, datasets };
  };
  return viewerId === userId ? load() : readThrough(deps, publicReadKey.playerView(userId), load);
}

/** Only the fields present in `input` change; null clears a field. */
export async function updateProfile(
  deps: Pick<AppDeps, "db" | "kv">,
  userId: number,
  input: ProfileUpdate,
): Promise<FullProfile> {
  const { db } = deps;
  await ensureProfile(db, userId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return getFullProfile({ db }, userId);
  const row = await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning()
    .get();
  // Pages show nickname, avatar and theme from the session's copy: the next one shows the change.
  await forgetOnWrite(deps, { kind: "profile-edited", userId });
  return toFull(row);
}
