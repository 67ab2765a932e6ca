/** spec §3 leaderboard entry. `timeSpent` in seconds, `completedAt` ISO 8601. */
export type LeaderboardEntry = {
  rank: number;
  userId: number;
  username: string;
  score: number;
  timeSpent: number;
  completedAt: string;
};

/** What the cron job publishes to KV per board (`lb:<board>`). */
export type StoredBoard = {
  board: string;
  generatedAt: string;
  total: number;
  entries: LeaderboardEntry[];
};

/** A board as pages and the API read it, with the viewer's own row even below the top 100. */
export type Leaderboard = {
  board: string;
  generatedAt: string | null;
  total: number;
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
};

export const TOP_SIZE = 100;
export const boardKvKey = (board: string) => `lb:${board}`;
export const BOARD_INDEX_KEY = "lb:index";
export const globalBoard = () => "global";
export const datasetBoard = (datasetId: number) => `dataset:${datasetId}`;
export const dailyBoard = (date: string) => `daily:${date}`;
