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
/** ADR 021: one dataset's daily of one day (`dataset-daily:<id>:<YYYY-MM-DD>`) and of all time (`dataset-daily:<id>`). */
export const datasetDailyBoard = (datasetId: number, date: string) => `dataset-daily:${datasetId}:${date}`;
export const datasetDailyAllTimeBoard = (datasetId: number) => `dataset-daily:${datasetId}`;

/** A day board is published until the end of the next day (games started before midnight end after it). */
export const DAY_BOARD_TTL_SECONDS = 2 * 24 * 60 * 60;

export type BoardName =
  | { kind: "global" }
  | { kind: "daily"; date: string }
  | { kind: "dataset"; datasetId: number }
  | { kind: "datasetDaily"; datasetId: number; date: string }
  | { kind: "datasetDailyAllTime"; datasetId: number };

/** What a board's name says: the one parser of the names above. */
export function parseBoard(board: string): BoardName {
  if (board === "global") return { kind: "global" };
  if (board.startsWith("daily:")) return { kind: "daily", date: board.slice(6) };
  if (board.startsWith("dataset-daily:")) {
    const [id, date] = board.slice(14).split(":");
    return date
      ? { kind: "datasetDaily", datasetId: Number(id), date }
      : { kind: "datasetDailyAllTime", datasetId: Number(id) };
  }
  return { kind: "dataset", datasetId: Number(board.slice(8)) };
}
