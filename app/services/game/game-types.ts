import type { z } from "zod";
import type {
  answerSchema,
  feedbackCellSchema,
  GameResult,
  guessRowSchema,
  hintSchema,
} from "~/schemas/game";

export type FeedbackCellView = z.infer<typeof feedbackCellSchema>;
export type GuessRow = z.infer<typeof guessRowSchema>;
export type HintView = z.infer<typeof hintSchema>;
export type AnswerView = z.infer<typeof answerSchema>;

/** A game record as every response shows it: `answer` stays null until the game has ended. */
export type GameRecordView = {
  id: number;
  userId: number | null;
  datasetId: number;
  /** The dataset's name when the game started (kept if the dataset is deleted later). */
  datasetName: string | null;
  /** The answer's name, kept like the dataset's; null until the game has ended. */
  answerName: string | null;
  versionId: number;
  startTime: Date;
  endTime: Date | null;
  duration: number | null;
  answer: AnswerView | null;
  attempts: number;
  successAt: Date | null;
  gameTimeLimit: number;
  accuracy: number | null;
  score: number;
  result: GameResult;
  ipAddress: string | null;
  userAgent: string | null;
  referrer: string | null;
  sessionId: string;
  isDailyChallenge: boolean;
  dailyDate: string | null;
  /** The day of a dataset's own daily this game plays. */
  datasetDailyDate: string | null;
  isRanked: boolean;
  hardMode: boolean;
  /** The challenger's record when this game came from a challenge link. */
  challengeOf: number | null;
  otherInfo: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
};

export type GuessResult = {
  recordId: number;
  guess: GuessRow | null;
  attempts: number;
  won: boolean;
  ended: boolean;
  result: GameResult;
  score: number;
  hints: HintView[];
  answer: AnswerView | null;
};
