import { z } from "zod";
import { pageSize } from "./page-param";

// Zod messages are locale keys (namespace "game"), translated where they are shown.
export const DEFAULT_GAME_TIME_LIMIT = 300;
/** `gameTimeLimit: 0`: an untimed practice game, which the clock never ends. */
export const NO_TIME_LIMIT = 0;
/** Bounded like every stored client field: a start stores at most ~2.5 KB of client text. */
const OTHER_INFO_MAX_CHARS = 1024;

const id = z.coerce.number("errors.invalidId").int("errors.invalidId").positive("errors.invalidId");
const sessionId = z.string().max(64);
const dailyDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "errors.invalidDate")
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, "errors.invalidDate");
/** Free-form client data: kept as sent, never trusted, bounded so it cannot bloat a record. */
const otherInfo = z
  .record(z.string().max(64), z.unknown())
  .refine((value) => JSON.stringify(value).length <= OTHER_INFO_MAX_CHARS, "errors.otherInfoTooLarge");
const clientTime = z.union([z.string().max(40), z.number()]);

/** spec §7 start payload. The server keeps its own clock and picks its own session id and answer. */
export const startGameSchema = z.object({
  datasetId: id,
  versionId: id.nullish(),
  startTime: clientTime.nullish(),
  /** Seconds (30–3600), or 0 for no limit; spec §7's 300 when absent. A daily has no limit either way. */
  gameTimeLimit: z.coerce
    .number("errors.timeLimitRange")
    .int("errors.timeLimitRange")
    .max(3600, "errors.timeLimitRange")
    .refine((value) => value === NO_TIME_LIMIT || value >= 30, "errors.timeLimitRange")
    .default(DEFAULT_GAME_TIME_LIMIT),
  sessionId: sessionId.nullish(),
  ipAddress: z.string().max(64).nullish(),
  userAgent: z.string().max(512).nullish(),
  referrer: z.string().max(1024).nullish(),
  isDailyChallenge: z.boolean().default(false),
  /** An archive day (unranked); today's daily when absent. Not in SPEC: the archive needs it. */
  dailyDate: dailyDate.nullish(),
  /**
   * Not the client's to set: the server decides whether a game is ranked (a signed-in player's first
   * daily of the day). `true` from a guest is refused in words (a guest's game never reaches a board);
   * from a signed-in player it changes nothing.
   */
  isRanked: z.boolean().nullish(),
  /** Hard mode: every guess must agree with the exact cells revealed so far (server-enforced). */
  hardMode: z.boolean().default(false),
  /** A challenge link's signed token: plays the same hidden answer as the challenger's game. */
  challenge: z.string().max(200).nullish(),
  otherInfo: otherInfo.nullish(),
});
export type StartGameInput = z.output<typeof startGameSchema>;

export const guessSchema = z.object({
  entryId: id,
  /** Guests prove the record is theirs with it; a signed-in owner may omit it. */
  sessionId: sessionId.nullish(),
});
export type GuessInput = z.output<typeof guessSchema>;

export const GAME_RESULTS = ["playing", "won", "lost", "abandoned"] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** spec §7 end payload. Every value but `sessionId` and `result` is only stored in `otherInfo`. */
export const endGameSchema = z.object({
  sessionId: sessionId.nullish(),
  startTime: clientTime.nullish(),
  endTime: clientTime.nullish(),
  duration: z.number().nullish(),
  answer: z.unknown().optional(),
  attempts: z.number().int().nullish(),
  successAt: clientTime.nullish(),
  gameTimeLimit: z.number().int().nullish(),
  accuracy: z.number().nullish(),
  /** `lost` = gave up, `abandoned` = left the page; `won` is never taken from a client. */
  result: z.enum(GAME_RESULTS).nullish(),
  otherInfo: otherInfo.nullish(),
});
export type EndGameInput = z.output<typeof endGameSchema>;

/** The beacon form must carry its session id: it has no other credential. */
export const beaconSchema = endGameSchema.extend({ sessionId });

export const recordsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: pageSize,
});

// ── Responses (documented in OpenAPI; the handlers build these shapes) ────────────

export const FEEDBACK_STATUSES = ["exact", "partial", "near", "wrong", "unknown"] as const;
export const DIRECTIONS = [
  "higher",
  "lower",
  "later",
  "earlier",
  "N",
  "NE",
  "E",
  "SE",
  "S",
  "SW",
  "W",
  "NW",
] as const;

const cellValue = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);

export const feedbackCellSchema = z.object({
  key: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  direction: z.enum(DIRECTIONS).optional(),
  distanceKm: z.number().optional(),
  /** The guessed entry's own value in this column. */
  value: cellValue,
});

export const guessedEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});

export const guessRowSchema = z.object({
  position: z.number().int(),
  entry: guessedEntrySchema,
  cells: z.array(feedbackCellSchema),
  correct: z.boolean(),
});

export const HINT_STATES = ["hidden", "shown", "unavailable"] as const;

export const hintSchema = z.object({
  key: z.string(),
  revealAfter: z.number().int(),
  /** hidden: before `revealAfter` guesses; shown: `value` is set; unavailable: the answer has none. */
  state: z.enum(HINT_STATES),
  /** Null unless shown; in the request's language (the column's value labels). */
  value: z.string().nullable(),
});

export const answerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  attributes: z.record(z.string(), cellValue),
});

export const gameRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  datasetId: z.number().int(),
  /** The dataset's name when the game started (kept if the dataset is deleted later). */
  datasetName: z.string().nullable(),
  /** The answer's name, kept like the dataset's; null until the game has ended. */
  answerName: z.string().nullable(),
  versionId: z.number().int(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  duration: z.number().int().nullable(),
  /** Null until the game has ended; a timed-out game's, until the player finds it or asks for it. */
  answer: answerSchema.nullable(),
  /** A timed-out game: when its answer was shown (found by an unscored guess, or asked for). */
  answerShownAt: z.string().nullable(),
  attempts: z.number().int(),
  successAt: z.string().nullable(),
  gameTimeLimit: z.number().int(),
  accuracy: z.number().nullable(),
  score: z.number().int(),
  result: z.enum(GAME_RESULTS),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  referrer: z.string().nullable(),
  sessionId: z.string(),
  isDailyChallenge: z.boolean(),
  dailyDate: z.string().nullable(),
  isRanked: z.boolean(),
  hardMode: z.boolean(),
  challengeOf: z.number().int().nullable(),
  otherInfo: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The challenger's game beside the friend's (a challenge link): never its answer. */
export const challengerSchema = z.object({
  recordId: z.number().int(),
  name: z.string(),
  datasetId: z.number().int(),
  dailyDate: z.string().nullable(),
  result: z.enum(GAME_RESULTS),
  attempts: z.number().int(),
  score: z.number().int(),
  duration: z.number().int().nullable(),
  hardMode: z.boolean(),
});

export const recordWithChallengeSchema = gameRecordSchema.extend({
  challenger: challengerSchema.nullable(),
  /** Once the game has ended: `/game/{dataset_id}?challenge=<token>` challenges a friend. */
  challengeToken: z.string().nullable(),
});

export const recordReadQuerySchema = z.object({ sessionId: sessionId.nullish() });

export const guessResultSchema = z.object({
  recordId: z.number().int(),
  /** Null when the guess came after the time limit (the game is then lost). */
  guess: guessRowSchema.nullable(),
  attempts: z.number().int(),
  won: z.boolean(),
  ended: z.boolean(),
  result: z.enum(GAME_RESULTS),
  score: z.number().int(),
  hints: z.array(hintSchema),
  answer: answerSchema.nullable(),
});

export const recordsPageSchema = z.object({
  records: z.array(gameRecordSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

// ── The game page's forms (no JavaScript needed) ──────────────────────────────────

/** The game page's start form: the API's start payload (same rules, same errors) plus its intent. */
export const startFormSchema = startGameSchema.extend({
  intent: z.literal("start"),
  /** The page's "Timed (5 min)" box: practice is untimed unless it is ticked. */
  timed: z.boolean().default(false),
});

/** The record a page form acts on (hidden fields): the page shows one game and acts on that one. */
const pageRecord = {
  recordId: id.optional(),
  sessionId: sessionId.optional(),
};

export const giveUpFormSchema = z.object({ intent: z.literal("giveup"), ...pageRecord });

export const guessFormSchema = z.object({
  intent: z.literal("guess"),
  ...pageRecord,
  guess: z
    .string("errors.guessRequired")
    .trim()
    .min(1, "errors.guessRequired")
    .max(200, "errors.guessTooLong"),
  /** Set by the autocomplete when a suggestion was picked; the text is resolved otherwise. */
  entryId: id.optional(),
  /**
   * Set by the page's script: answer a guess that leaves the game playing with its new view, not
   * a redirect (a page without JavaScript needs the redirect: post, redirect, get).
   */
  reply: z.literal("view").optional(),
});

/**
 * The same, on the page of dataset `datasetId` (already parsed from the URL by the same `id`
 * rule): the start form may leave `datasetId` out, the page's dataset is meant.
 */
export function gameFormSchemaFor(datasetId: number) {
  return z.discriminatedUnion("intent", [
    startFormSchema.extend({ datasetId: id.default(datasetId) }),
    guessFormSchema,
    giveUpFormSchema,
  ]);
}
