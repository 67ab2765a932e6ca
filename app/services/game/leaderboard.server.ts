import { leaderboardSchema } from "~/schemas/game-stats";
import { readKvJson } from "~/services/kv-json.server";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { getVisibleDataset } from "../datasets/visibility.server";
import { ME_DAILY, ME_DATASET, ME_GLOBAL } from "./leaderboard-sql.server";
import {
  boardKvKey,
  dailyBoard,
  datasetBoard,
  globalBoard,
  type Leaderboard,
  type LeaderboardEntry,
} from "./leaderboard-types.server";

export type LeaderboardDeps = { db: Database; kv: KVNamespace };

const storedBoard = leaderboardSchema.omit({ me: true });

/** A board as the cron job last published it (never aggregated here), plus the viewer's own row. */
export async function readLeaderboard(
  { db, kv }: LeaderboardDeps,
  board: string,
  viewerId: number | null,
): Promise<Leaderboard> {
  const parsed = await readKvJson(kv, boardKvKey(board), (json) => storedBoard.safeParse(json));
  const stored = parsed.success ? parsed.data : { board, generatedAt: null, total: 0, entries: [] };
  const me =
    viewerId === null
      ? null
      : (stored.entries.find((entry) => entry.userId === viewerId) ?? (await ownRow(db, board, viewerId)));
  return { ...stored, board, me };
}

/** The viewer's own row below the top: a key lookup plus an index range count for the rank. */
async function ownRow(db: Database, board: string, userId: number): Promise<LeaderboardEntry | null> {
  const d1 = db.$client;
  const statement =
    board === "global"
      ? d1.prepare(ME_GLOBAL).bind(userId)
      : board.startsWith("daily:")
        ? d1.prepare(ME_DAILY).bind(userId, board.slice(6))
        : d1.prepare(ME_DATASET).bind(userId, Number(board.slice(8)));
  const row = await statement.first<Omit<LeaderboardEntry, "completedAt"> & { completedAt: number }>();
  return row ? { ...row, completedAt: new Date(row.completedAt).toISOString() } : null;
}

export function getGlobalLeaderboard(deps: LeaderboardDeps, viewerId: number | null): Promise<Leaderboard> {
  return readLeaderboard(deps, globalBoard(), viewerId);
}

/** 404 for a dataset the viewer cannot see (design §8). */
export async function getDatasetLeaderboard(
  deps: LeaderboardDeps,
  datasetId: number,
  viewerId: number | null,
): Promise<Leaderboard> {
  await getVisibleDataset(deps, datasetId, viewerId);
  return readLeaderboard(deps, datasetBoard(datasetId), viewerId);
}

/** The dataset's board, or null when the viewer cannot see the dataset (a page shows "no board"). */
export async function findDatasetLeaderboard(
  deps: LeaderboardDeps,
  datasetId: number,
  viewerId: number | null,
): Promise<Leaderboard | null> {
  try {
    return await getDatasetLeaderboard(deps, datasetId, viewerId);
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

export function getDailyLeaderboard(
  deps: LeaderboardDeps,
  date: string,
  viewerId: number | null,
): Promise<Leaderboard> {
  return readLeaderboard(deps, dailyBoard(date), viewerId);
}
