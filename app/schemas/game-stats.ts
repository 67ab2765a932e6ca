import { z } from "zod";
import { GAME_RESULTS } from "./game";

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real UTC calendar day written `YYYY-MM-DD`. */
export const dailyDateSchema = z
  .string()
  .max(10)
  .regex(DATE_RE, "errors.invalidDate")
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, "errors.invalidDate");

export const datasetIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `GET /api/v1/game/leaderboard/dataset?dataset_id=` (also the /leaderboard page's GET form). */
export const datasetLeaderboardQuerySchema = z.object({ datasetId: datasetIdSchema });

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  score: z.number().int(),
  timeSpent: z.number().int(),
  completedAt: z.string(),
});

export const leaderboardSchema = z.object({
  board: z.string(),
  generatedAt: z.string().nullable(),
  total: z.number().int(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's own row (signed in, on the board), even below the top 100. */
  me: leaderboardEntrySchema.nullable(),
});

/** `GET /api/v1/dataset/{id}/daily/leaderboard`: a dataset daily's board of today and of all time (ADR 021). */
export const datasetDailyLeaderboardSchema = z.object({
  /** The UTC day of `today`. */
  date: z.string(),
  /** Each player's ranked game of today's daily, the won ones, by score then time. */
  today: leaderboardSchema,
  /** Each player's points of the won days summed, by total then time. */
  allTime: leaderboardSchema,
});

export const datasetStatsSchema = z.object({
  datasetId: z.number().int(),
  totalGames: z.number().int(),
  uniquePlayers: z.number().int(),
  averageAccuracyRate: z.number(),
  averageDuration: z.number(),
  bestDuration: z.number().int().nullable(),
  averageGuesses: z.number(),
  generatedAt: z.string().nullable(),
});

export const userStatsSchema = z.object({
  totalGames: z.number().int(),
  totalScore: z.number().int(),
  averageScore: z.number(),
  totalTime: z.number().int(),
  averageTime: z.number(),
  bestScore: z.number().int(),
  gamesWon: z.number().int(),
  winRate: z.number(),
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  guessHistogram: z.record(z.string(), z.number().int()),
  generatedAt: z.string().nullable(),
});

/** A daily challenge as anyone may see it: never its answer. */
export const dailyInfoSchema = z.object({
  date: z.string(),
  datasetId: z.number().int(),
  datasetName: z.string(),
  versionId: z.number().int(),
  /** Today's first game of a signed-in player is ranked; archive days never are. */
  ranked: z.boolean(),
  nextResetAt: z.string(),
});

/**
 * GET /api/v1/game/daily: today's daily and this player's result of it (the day's first
 * ranked game, fixed once it ends), null until a signed-in or known guest player has finished it.
 */
export const todayDailySchema = dailyInfoSchema.extend({
  result: z
    .object({
      attempts: z.number().int(),
      won: z.boolean(),
      score: z.number().int(),
      /** The text the end screen's "Share result" copies (its link is the daily's page). */
      shareText: z.string(),
    })
    .nullable(),
});

/** GET /api/v1/dataset/{id}/daily: a dataset's daily of today (never its answer) and this player's play of it. */
export const datasetDailyInfoSchema = z.object({
  date: z.string(),
  /** The day's number: days since the dataset's fixed day 1, from 1 (ADR 042). */
  number: z.number().int(),
  datasetId: z.number().int(),
  versionId: z.number().int(),
  /** Whether this player's play of today counts (or would): not for the owner, nor for a replay. */
  ranked: z.boolean(),
  nextResetAt: z.string(),
  played: z
    .object({
      recordId: z.number().int(),
      result: z.enum(GAME_RESULTS),
      attempts: z.number().int(),
      score: z.number().int(),
    })
    .nullable(),
});
export type DatasetDailyInfo = z.infer<typeof datasetDailyInfoSchema>;
