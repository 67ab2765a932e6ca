import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AnswerPool } from "../app/schemas/answer-pool";
import { reportReasons } from "../app/schemas/report";
import type { ColumnPlan } from "../app/schemas/upload-plan";
import { bool, createdAt, id, updatedAt } from "./columns";

export type LocalizedText = { "zh-CN"?: string; "en-US"?: string };

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; null for OAuth-only accounts. */
    passwordHash: text("password_hash"),
    isActive: bool("is_active").notNull().default(true),
    isVerified: bool("is_verified").notNull().default(false),
    /** Hidden by an operator (scripts/moderate.mjs): the public profile is a 404, the datasets hidden. */
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_phone_unique").on(t.phone),
  ],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["github", "google"] }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_provider_user_unique").on(t.provider, t.providerUserId),
    index("oauth_user_idx").on(t.userId),
  ],
);

/** Opaque refresh/session tokens, stored only as their SHA-256 (hex). */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** Every token issued by rotation from one login shares a family. */
    familyId: text("family_id").notNull(),
    rememberMe: bool("remember_me").notNull().default(false),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Set when the token was rotated (replaced) or revoked. */
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** The session that rotation issued in this one's place (its token is derived, not stored). */
    replacedById: integer("replaced_by_id"),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_unique").on(t.tokenHash),
    index("sessions_family_idx").on(t.familyId),
    index("sessions_user_idx").on(t.userId),
    // The prune job's way to expired rows (migration 0010).
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

export const profiles = sqliteTable("profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  nickname: text("nickname"),
  avatarUrl: text("avatar_url"),
  gender: text("gender", { enum: ["male", "female", "other", "unspecified"] })
    .notNull()
    .default("unspecified"),
  birthday: text("birthday"),
  location: text("location"),
  bio: text("bio"),
  language: text("language", { enum: ["zh-CN", "en-US"] }),
  timezone: text("timezone"),
  theme: text("theme", { enum: ["light", "dark", "system"] })
    .notNull()
    .default("system"),
  website: text("website"),
  socialLinks: text("social_links", { mode: "json" }).$type<Record<string, string>>(),
  interests: text("interests", { mode: "json" }).$type<string[]>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Failed-login counters per key (`acct:<identifier>` or `ip:<address>`), one window each. */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
    count: integer("count").notNull().default(0),
    /** The latest failure: the account-wide progressive delay counts from it. */
    lastFailureAt: integer("last_failure_at", { mode: "timestamp_ms" }),
  },
  // The prune job's way to ended windows (migration 0010).
  (t) => [index("login_attempts_window_idx").on(t.windowStart)],
);

// ── Datasets ────────────────────────────────────────────────────────────────

export const datasets = sqliteTable(
  "datasets",
  {
    id: id(),
    name: text("name").notNull(),
    /** Optional per-locale display names (demo data is bilingual). */
    nameI18n: text("name_i18n", { mode: "json" }).$type<LocalizedText>(),
    description: text("description").notNull().default(""),
    descriptionI18n: text("description_i18n", { mode: "json" }).$type<LocalizedText>(),
    language: text("language", { enum: ["zh-CN", "en-US"] })
      .notNull()
      .default("zh-CN"),
    /** Null for demo datasets that nobody owns. */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    isPublic: bool("is_public").notNull().default(true),
    allowFork: bool("allow_fork").notNull().default(true),
    type: text("type").notNull().default("other"),
    /** Stable key for seeded datasets so seeding is idempotent. */
    slug: text("slug"),
    forkedFromId: integer("forked_from_id"),
    forksCount: integer("forks_count").notNull().default(0),
    favoritesCount: integer("favorites_count").notNull().default(0),
    playsCount: integer("plays_count").notNull().default(0),
    entriesCount: integer("entries_count").notNull().default(0),
    latestVersionId: integer("latest_version_id"),
    /** Soft delete: hidden everywhere at once, restorable by the owner for 30 days. */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    /** Set by the cron purge 30 days after the delete: entries, tags and favorites are gone, the row stays. */
    purgedAt: integer("purged_at", { mode: "timestamp_ms" }),
    /**
     * Hidden by an operator: private while hidden (so it leaves lists, search, boards and the daily
     * pool), a 404 for everyone but the owner, who sees the reason. `hiddenWasPublic` is restored on unhide.
     */
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenReason: text("hidden_reason"),
    hiddenWasPublic: bool("hidden_was_public"),
    /** Hidden because its owner was hidden: unhiding the owner unhides it. */
    hiddenWithOwner: bool("hidden_with_owner").notNull().default(false),
    /** Its owner deleted the account: forks of it credit "a deleted user". */
    ownerDeleted: bool("owner_deleted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("datasets_slug_unique").on(t.slug),
    index("datasets_public_updated_idx").on(t.isPublic, t.updatedAt),
    index("datasets_owner_idx").on(t.ownerId),
    index("datasets_type_idx").on(t.type),
    index("datasets_forked_from_idx").on(t.forkedFromId),
    // The cron tick re-reads datasets changed since its last run (visibility, size, soft delete).
    index("datasets_updated_idx").on(t.updatedAt),
  ],
);

export const datasetTags = sqliteTable(
  "dataset_tags",
  {
    datasetId: integer("dataset_id")
      .notNull()
      .references(() => datasets.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.tag] }), index("dataset_tags_tag_idx").on(t.tag)],
);

export type AttributeType = "text" | "set" | "number" | "date" | "ordinal" | "geo" | "hint";

export type AttributeColumn = {
  key: string;
  label: LocalizedText;
  /** A few characters for narrow screens (the game's table header on a phone). */
  shortLabel?: LocalizedText;
  type: AttributeType;
  unit?: string;
  tolerance?: number;
  order?: string[];
  revealAfter?: number;
  /** false: the column is compared but not shown as a table column (design §2; default shown). */
  showInTable?: boolean;
  /** Display labels for canonical cell values, per locale. */
  valueLabels?: Record<string, LocalizedText>;
};

export type CellValue = string | number | string[] | null;

export const datasetVersions = sqliteTable(
  "dataset_versions",
  {
    id: id(),
    datasetId: integer("dataset_id")
      .notNull()
      .references(() => datasets.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    changelog: text("changelog").notNull().default(""),
    attributeTypes: text("attribute_types", { mode: "json" }).$type<AttributeColumn[]>().notNull(),
    entriesCount: integer("entries_count").notNull().default(0),
    /** Entries nameable in Chinese / in English, kept by a trigger on entries (ADR 046, migration 0039). */
    zhNames: integer("zh_names").notNull().default(0),
    enNames: integer("en_names").notNull().default(0),
    /** The column plan (app/schemas/upload-plan.ts) the version was saved with; null before issue 39. */
    plan: text("plan", { mode: "json" }).$type<ColumnPlan>(),
    /** The source column whose cells tell repeated names apart (issue 39 §3); null: none. */
    qualifierColumn: text("qualifier_column"),
    /** The author's answer pool (issue 39 §4, app/schemas/answer-pool.ts); null: every entry. */
    answerPool: text("answer_pool", { mode: "json" }).$type<AnswerPool>(),
    /** Soft delete (restorable for 30 days; the purge then drops its entries, never the row). */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("dataset_versions_dataset_version_unique").on(t.datasetId, t.version)],
);

export const entries = sqliteTable(
  "entries",
  {
    id: id(),
    versionId: integer("version_id")
      .notNull()
      .references(() => datasetVersions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    labels: text("labels", { mode: "json" }).$type<LocalizedText>(),
    aliases: text("aliases", { mode: "json" }).$type<string[]>().notNull(),
    imageUrl: text("image_url"),
    attributes: text("attributes", { mode: "json" }).$type<Record<string, CellValue>>().notNull(),
    /** Normalized name + aliases (case, accents and width folded) for autocomplete. */
    searchKey: text("search_key").notNull(),
    /** Shown beside a name another entry shares ("朝阳 · 北京"); null for a name of its own. */
    qualifier: text("qualifier", { mode: "json" }).$type<LocalizedText>(),
    /** Can be the answer (the version's answer pool); every entry stays guessable. */
    inPool: bool("in_pool").notNull().default(true),
  },
  (t) => [index("entries_version_position_idx").on(t.versionId, t.position)],
);

export const favorites = sqliteTable(
  "favorites",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    datasetId: integer("dataset_id")
      .notNull()
      .references(() => datasets.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_dataset_unique").on(t.userId, t.datasetId),
    index("favorites_dataset_idx").on(t.datasetId),
  ],
);

// ── Games ───────────────────────────────────────────────────────────────────

export const gameRecords = sqliteTable(
  "game_records",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    datasetId: integer("dataset_id")
      .notNull()
      .references(() => datasets.id, { onDelete: "cascade" }),
    versionId: integer("version_id")
      .notNull()
      .references(() => datasetVersions.id, { onDelete: "cascade" }),
    /** The secret answer; never sent before the game ends. */
    answerEntryId: integer("answer_entry_id").notNull(),
    startTime: integer("start_time", { mode: "timestamp_ms" }).notNull(),
    endTime: integer("end_time", { mode: "timestamp_ms" }),
    duration: integer("duration"),
    attempts: integer("attempts").notNull().default(0),
    successAt: integer("success_at", { mode: "timestamp_ms" }),
    gameTimeLimit: integer("game_time_limit").notNull().default(300),
    accuracy: real("accuracy"),
    score: integer("score").notNull().default(0),
    result: text("result", { enum: ["playing", "won", "lost", "abandoned"] })
      .notNull()
      .default("playing"),
    ipAddress: text("ip_address"),
    /**
     * What the stats count a guest's address by (migration 0042): `h:` and its keyed hash
     * (address-key.server.ts), set when a guest starts a game, so no stats table holds the address.
     */
    addressKey: text("address_key"),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    sessionId: text("session_id").notNull(),
    isDailyChallenge: bool("is_daily_challenge").notNull().default(false),
    /** The UTC day (YYYY-MM-DD) of a daily game. */
    dailyDate: text("daily_date"),
    /** The UTC day of a game of a dataset's own daily (not the site daily, which sets `dailyDate`). */
    datasetDailyDate: text("dataset_daily_date"),
    /** A player's (user's or guest's) first daily game of the day: the one that counts. */
    isRanked: bool("is_ranked").notNull().default(false),
    otherInfo: text("other_info", { mode: "json" }).$type<Record<string, unknown>>(),
    /** The dataset's and the answer's names, kept so a record still reads after its dataset is purged. */
    datasetName: text("dataset_name"),
    answerName: text("answer_name"),
    /**
     * When a timed-out game's answer was shown (found by an unscored guess, or asked for). A game that
     * ran out of time keeps its answer on the server until then (issue 40).
     */
    answerShownAt: integer("answer_shown_at", { mode: "timestamp_ms" }),
    /** The guest (random id in the dd_guest cookie) who played it; kept when an account claims it. */
    guestId: text("guest_id"),
    /** Hard mode: every guess had to agree with the exact cells revealed before it. */
    hardMode: bool("hard_mode").notNull().default(false),
    /** The record whose hidden answer this game plays (a challenge link). */
    challengeOf: integer("challenge_of"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("game_records_session_unique").on(t.sessionId),
    index("game_records_guest_idx").on(t.guestId, t.startTime),
    // One ranked daily per player and UTC day, enforced by the database (design §4).
    uniqueIndex("game_records_ranked_daily_user_unique")
      .on(t.userId, t.dailyDate)
      .where(sql`is_ranked = 1 AND user_id IS NOT NULL`),
    uniqueIndex("game_records_ranked_daily_guest_unique")
      .on(t.guestId, t.dailyDate)
      .where(sql`is_ranked = 1 AND user_id IS NULL AND guest_id IS NOT NULL`),
    // One ranked dataset daily per player, dataset and UTC day (migration 0020).
    uniqueIndex("game_records_ranked_dataset_daily_user_unique")
      .on(t.userId, t.datasetId, t.datasetDailyDate)
      .where(sql`is_ranked = 1 AND user_id IS NOT NULL AND dataset_daily_date IS NOT NULL`),
    uniqueIndex("game_records_ranked_dataset_daily_guest_unique")
      .on(t.guestId, t.datasetId, t.datasetDailyDate)
      .where(
        sql`is_ranked = 1 AND user_id IS NULL AND guest_id IS NOT NULL AND dataset_daily_date IS NOT NULL`,
      ),
    index("game_records_user_idx").on(t.userId, t.startTime),
    index("game_records_dataset_result_idx").on(t.datasetId, t.result),
    // A player's play of a day and latest game of a dataset, without reading other players' games (migration 0009).
    index("game_records_user_day_idx").on(t.userId, t.dailyDate, t.datasetId, t.startTime),
    index("game_records_guest_day_idx").on(t.guestId, t.dailyDate, t.datasetId, t.startTime),
    // The cron rebuild skips its work when MAX(updated_at) has not moved since its last run.
    index("game_records_updated_idx").on(t.updatedAt),
    // The friends who played a challenge link, beside the challenger's game (migration 0014).
    index("game_records_challenge_of_idx").on(t.challengeOf, t.endTime).where(sql`challenge_of IS NOT NULL`),
  ],
);

export const gameGuesses = sqliteTable(
  "game_guesses",
  {
    id: id(),
    recordId: integer("record_id")
      .notNull()
      .references(() => gameRecords.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    entryId: integer("entry_id").notNull(),
    feedback: text("feedback", { mode: "json" }).$type<unknown[]>().notNull(),
    exactCells: integer("exact_cells").notNull().default(0),
    comparedCells: integer("compared_cells").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("game_guesses_record_position_unique").on(t.recordId, t.position)],
);

export const dailyChallenges = sqliteTable("daily_challenges", {
  date: text("date").primaryKey(),
  datasetId: integer("dataset_id")
    .notNull()
    .references(() => datasets.id, { onDelete: "cascade" }),
  versionId: integer("version_id").notNull(),
  entryId: integer("entry_id").notNull(),
  createdAt: createdAt(),
});

/** A dataset's own daily, day by day: stored when first asked for, so a new version changes only later days. */
export const datasetDailies = sqliteTable(
  "dataset_dailies",
  {
    datasetId: integer("dataset_id")
      .notNull()
      .references(() => datasets.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    versionId: integer("version_id").notNull(),
    entryId: integer("entry_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.date] })],
);

/**
 * A dataset daily's day 1 (ADR 042): the day its first number was worked out. Written once and never
 * moved, so a day stored later for an earlier date (a site archive pick) cannot renumber the days shown.
 */
export const datasetDailyAnchors = sqliteTable("dataset_daily_anchors", {
  datasetId: integer("dataset_id")
    .primaryKey()
    .references(() => datasets.id, { onDelete: "cascade" }),
  first: text("first").notNull(),
  createdAt: createdAt(),
});

/**
 * A player's own stats (a user, or a guest by guest id), recomputed from their records in the same
 * D1 batch that ends one of their games: a game counts the moment it ends, no cron in between.
 * The current streak is derived on read from the last run (it breaks when a day passes).
 */
/**
 * One row per player with a finished game, kept by triggers on `game_records` (migration 0008: each
 * game folds in once, when it ends); `player-stats.server.ts` holds the full recompute (repairs, claims).
 */
export const playerStats = sqliteTable("player_stats", {
  /** `u:<userId>` or `g:<guestId>`. */
  playerKey: text("player_key").primaryKey(),
  played: integer("played").notNull().default(0),
  wins: integer("wins").notNull().default(0),
  totalScore: integer("total_score").notNull().default(0),
  bestScore: integer("best_score").notNull().default(0),
  totalTime: integer("total_time").notNull().default(0),
  bestStreak: integer("best_streak").notNull().default(0),
  /** Length of the run of won ranked dailies that ends on `last_win_day`. */
  lastRun: integer("last_run").notNull().default(0),
  lastWinDay: text("last_win_day"),
  /** The latest ranked daily's day and whether it was won (a loss today breaks the streak). */
  lastDailyDay: text("last_daily_day"),
  lastDailyWon: bool("last_daily_won").notNull().default(false),
  /** Won games by number of guesses: { "1": n, "2": n, ... }. */
  histogram: text("histogram", { mode: "json" }).$type<Record<string, number>>().notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A player's stats split by kind of play (migration 0021, ADR 024): `scope` 0 is the site daily, -1
 * practice, N dataset N's own daily. Kept by triggers as `player_stats` is; the streak columns mean
 * the same as there, for that scope's dailies (always 0 for practice).
 */
export const playerScopeStats = sqliteTable(
  "player_scope_stats",
  {
    playerKey: text("player_key").notNull(),
    scope: integer("scope").notNull(),
    played: integer("played").notNull().default(0),
    wins: integer("wins").notNull().default(0),
    histogram: text("histogram", { mode: "json" }).$type<Record<string, number>>().notNull(),
    bestStreak: integer("best_streak").notNull().default(0),
    lastRun: integer("last_run").notNull().default(0),
    lastWinDay: text("last_win_day"),
    lastDailyDay: text("last_daily_day"),
    lastDailyWon: bool("last_daily_won").notNull().default(false),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerKey, t.scope] })],
);

/** Rebuilt by the cron job from game records; pages read these, never aggregate on request. */
export const datasetStats = sqliteTable("dataset_stats", {
  datasetId: integer("dataset_id")
    .primaryKey()
    .references(() => datasets.id, { onDelete: "cascade" }),
  totalGames: integer("total_games").notNull().default(0),
  uniquePlayers: integer("unique_players").notNull().default(0),
  averageAccuracyRate: real("average_accuracy_rate").notNull().default(0),
  averageDuration: real("average_duration").notNull().default(0),
  bestDuration: integer("best_duration"),
  averageGuesses: real("average_guesses").notNull().default(0),
  generatedAt: integer("generated_at", { mode: "timestamp_ms" }).notNull(),
});

export const userStats = sqliteTable("user_stats", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  totalGames: integer("total_games").notNull().default(0),
  totalScore: integer("total_score").notNull().default(0),
  averageScore: real("average_score").notNull().default(0),
  totalTime: integer("total_time").notNull().default(0),
  averageTime: real("average_time").notNull().default(0),
  bestScore: integer("best_score").notNull().default(0),
  gamesWon: integer("games_won").notNull().default(0),
  winRate: real("win_rate").notNull().default(0),
  currentStreak: integer("current_streak").notNull().default(0),
  bestStreak: integer("best_streak").notNull().default(0),
  /** Won games by number of guesses: { "1": n, "2": n, ... }. */
  guessHistogram: text("guess_histogram", { mode: "json" }).$type<Record<string, number>>().notNull(),
  generatedAt: integer("generated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Every ranked row of every leaderboard, rebuilt by the cron job: the top 100 go to KV for reads,
 * this table answers "where am I" for a player below them. `board` is `global`, `dataset:<id>`
 * or `daily:<YYYY-MM-DD>`; `position` is the row's place in the order, `rank` its competition rank.
 */
export const leaderboardRows = sqliteTable(
  "leaderboard_rows",
  {
    board: text("board").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    rank: integer("rank").notNull(),
    score: integer("score").notNull(),
    timeSpent: integer("time_spent").notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.userId] }),
    index("leaderboard_rows_board_position_idx").on(t.board, t.position),
  ],
);

// Incremental boards and stats (migration 0005, ADR 007): keyed aggregates the cron tick folds new
// records into. Triggers (in the migration) keep dataset_agg's sums and note changes in cron_touched.

export const cronState = sqliteTable("cron_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** One play per player (user, else guest address) per dataset per UTC day: the first game started that day. */
export const datasetPlays = sqliteTable(
  "dataset_plays",
  {
    datasetId: integer("dataset_id").notNull(),
    playerKey: text("player_key").notNull(),
    day: text("day").notNull(),
    started: integer("started").notNull(),
    recordId: integer("record_id").notNull(),
    won: integer("won").notNull(),
    attempts: integer("attempts").notNull(),
    /** Millionths (integer sums stay exact). */
    accuracy: integer("accuracy").notNull(),
    duration: integer("duration").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.datasetId, t.playerKey, t.day] }),
    index("dataset_plays_record_idx").on(t.recordId),
    /** The fastest counted win of a dataset in one seek (the stats' best_duration). */
    index("dataset_plays_won_duration_idx").on(t.datasetId, t.won, t.duration),
  ],
);

export const datasetPlayers = sqliteTable(
  "dataset_players",
  { datasetId: integer("dataset_id").notNull(), userId: integer("user_id").notNull() },
  (t) => [primaryKey({ columns: [t.datasetId, t.userId] })],
);

export const datasetAgg = sqliteTable("dataset_agg", {
  datasetId: integer("dataset_id").primaryKey(),
  plays: integer("plays").notNull().default(0),
  wins: integer("wins").notNull().default(0),
  sumAccuracy: integer("sum_accuracy").notNull().default(0),
  sumDuration: integer("sum_duration").notNull().default(0),
  sumWonAttempts: integer("sum_won_attempts").notNull().default(0),
  bestDuration: integer("best_duration"),
  players: integer("players").notNull().default(0),
  /** Rows on the dataset's board. */
  ranked: integer("ranked").notNull().default(0),
  /** Counts on the global board (ADR 007 thresholds). */
  eligible: integer("eligible").notNull().default(0),
});

// The creator's dashboard (migration 0023): folded by the cron tick from ended games, the owner's own
// signed-in games left out. Written only by SQL (triggers and the tick); the dashboard reads them.

/** Every ended game the tick has folded, once. */
export const dashboardGames = sqliteTable("dashboard_games", {
  recordId: integer("record_id").primaryKey(),
  datasetId: integer("dataset_id").notNull(),
  versionId: integer("version_id").notNull(),
  day: text("day").notNull(),
  /** 1 for a daily (the site's or the dataset's), 0 for practice. */
  daily: integer("daily").notNull(),
  result: text("result").notNull(),
  attempts: integer("attempts").notNull(),
  entryId: integer("entry_id").notNull(),
  playerKey: text("player_key").notNull(),
});

/** Per dataset and UTC day of the start: games started and ended, by mode and outcome, and players. */
export const dashboardDays = sqliteTable(
  "dashboard_days",
  {
    datasetId: integer("dataset_id").notNull(),
    day: text("day").notNull(),
    started: integer("started").notNull().default(0),
    practice: integer("practice").notNull().default(0),
    daily: integer("daily").notNull().default(0),
    won: integer("won").notNull().default(0),
    lost: integer("lost").notNull().default(0),
    abandoned: integer("abandoned").notNull().default(0),
    players: integer("players").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.day] })],
);

export const dashboardDayPlayers = sqliteTable(
  "dashboard_day_players",
  {
    datasetId: integer("dataset_id").notNull(),
    day: text("day").notNull(),
    playerKey: text("player_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.day, t.playerKey] })],
);

/** Per version: ended games by number of guesses and outcome. */
export const versionOutcomes = sqliteTable(
  "version_outcomes",
  {
    versionId: integer("version_id").notNull(),
    attempts: integer("attempts").notNull(),
    result: text("result").notNull(),
    games: integer("games").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.attempts, t.result] })],
);

/** Per version and answer entry: games, wins and guesses. */
export const versionAnswers = sqliteTable(
  "version_answers",
  {
    versionId: integer("version_id").notNull(),
    entryId: integer("entry_id").notNull(),
    games: integer("games").notNull().default(0),
    wins: integer("wins").notNull().default(0),
    sumAttempts: integer("sum_attempts").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.entryId] })],
);

/** Each user's best ranked win per dataset: the dataset board. */
export const boardBests = sqliteTable(
  "board_bests",
  {
    datasetId: integer("dataset_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    timeSpent: integer("time_spent").notNull(),
    completedAt: integer("completed_at").notNull(),
    recordId: integer("record_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.userId] }), index("board_bests_user_idx").on(t.userId)],
);

/** Each user's ranked daily game per day (the first by start time); the daily board shows the won ones. */
export const dailyBests = sqliteTable(
  "daily_bests",
  {
    day: text("day").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    won: integer("won").notNull(),
    score: integer("score").notNull(),
    timeSpent: integer("time_spent").notNull(),
    completedAt: integer("completed_at").notNull(),
    startTime: integer("start_time").notNull(),
    recordId: integer("record_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/** The global board: each user's summed best scores on eligible datasets. */
export const globalTotals = sqliteTable("global_totals", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  total: integer("total").notNull(),
  spent: integer("spent").notNull(),
  done: integer("done").notNull(),
});

// Per-score counts of each board (migration 0011): a viewer's rank below the published top sums the
// better scores from here instead of walking every row ahead. Triggers keep them equal to the boards.

export const datasetScoreCounts = sqliteTable(
  "dataset_score_counts",
  {
    datasetId: integer("dataset_id").notNull(),
    score: integer("score").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.score] })],
);

/** Won ranked dailies only: the daily board shows no other. */
export const dailyScoreCounts = sqliteTable(
  "daily_score_counts",
  { day: text("day").notNull(), score: integer("score").notNull(), n: integer("n").notNull() },
  (t) => [primaryKey({ columns: [t.day, t.score] })],
);

export const globalScoreCounts = sqliteTable("global_score_counts", {
  total: integer("total").primaryKey(),
  n: integer("n").notNull(),
});

/** ADR 021: each user's ranked game of a dataset's daily per day; the day board shows the won ones. */
export const datasetDailyBests = sqliteTable(
  "dataset_daily_bests",
  {
    datasetId: integer("dataset_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    won: integer("won").notNull(),
    score: integer("score").notNull(),
    timeSpent: integer("time_spent").notNull(),
    completedAt: integer("completed_at").notNull(),
    startTime: integer("start_time").notNull(),
    recordId: integer("record_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.userId, t.day] })],
);

/** ADR 021: a dataset daily's all-time board, each user's won points summed over its days. */
export const datasetDailyTotals = sqliteTable(
  "dataset_daily_totals",
  {
    datasetId: integer("dataset_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    total: integer("total").notNull(),
    spent: integer("spent").notNull(),
    done: integer("done").notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.userId] })],
);

// ── News ────────────────────────────────────────────────────────────────────

export const news = sqliteTable(
  "news",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title", { mode: "json" }).$type<LocalizedText>().notNull(),
    body: text("body", { mode: "json" }).$type<LocalizedText>().notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("news_slug_unique").on(t.slug), index("news_published_idx").on(t.publishedAt)],
);

// ── Quality reports ─────────────────────────────────────────────────────────

/** A version's game quality report, computed when it is uploaded; JSON of `QualityReport`. */
export const versionQuality = sqliteTable("version_quality", {
  versionId: integer("version_id")
    .primaryKey()
    .references(() => datasetVersions.id, { onDelete: "cascade" }),
  report: text("report", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  /** "easy" | "medium" | "hard": the label cards show. */
  difficulty: text("difficulty").notNull(),
  createdAt: createdAt(),
});

// ── Trust and safety ────────────────────────────────────────────────────────

/** One-time links sent by email, stored only as their SHA-256: email verification and password reset. */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address a verification link was sent to: it verifies only while the account still has it. */
    email: text("email"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    index("account_tokens_expires_idx").on(t.expiresAt),
  ],
);

/** The local and test mail adapter's outbox (production sends through the provider instead). */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.toAddress, t.id)],
);

/** A player's report of a dataset; one open report per player and dataset. */
export const datasetReports = sqliteTable(
  "dataset_reports",
  {
    id: id(),
    datasetId: integer("dataset_id")
      .notNull()
      .references(() => datasets.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: ["open", "actioned", "dismissed"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("dataset_reports_open_unique").on(t.datasetId, t.reporterId).where(sql`status = 'open'`),
    index("dataset_reports_status_idx").on(t.status, t.createdAt),
    // The daily report limits count by reporter and by dataset (migration 0028).
    index("dataset_reports_reporter_idx").on(t.reporterId, t.createdAt),
    index("dataset_reports_dataset_idx").on(t.datasetId, t.createdAt),
  ],
);

/** Every operator action (scripts/moderate.mjs): who, what, on what, why and when. */
export const moderationLog = sqliteTable("moderation_log", {
  id: id(),
  actor: text("actor").notNull(),
  action: text("action").notNull(),
  targetKind: text("target_kind").notNull(),
  targetId: integer("target_id").notNull(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});
