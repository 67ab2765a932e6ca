import { and, eq } from "drizzle-orm";
import { leaderboardSchema } from "~/schemas/game-stats";
import type { Database } from "~db/index";
import { leaderboardRows, users } from "~db/schema";
import { getVisibleDataset } from "../datasets/visibility.server";
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
  const parsed = storedBoard.safeParse(await kv.get(boardKvKey(board), "json"));
  const stored = parsed.success ? parsed.data : { board, generatedAt: null, total: 0, entries: [] };
  const me =
    viewerId === null
      ? null
      : (stored.entries.find((entry) => entry.userId === viewerId) ?? (await ownRow(db, board, viewerId)));
  return { ...stored, board, me };
}

async function ownRow(db: Database, board: string, userId: number): Promise<LeaderboardEntry | null> {
  const [row] = await db
    .select({
      rank: leaderboardRows.rank,
      userId: leaderboardRows.userId,
      username: users.username,
      score: leaderboardRows.score,
      timeSpent: leaderboardRows.timeSpent,
      completedAt: leaderboardRows.completedAt,
    })
    .from(leaderboardRows)
    .innerJoin(users, eq(users.id, leaderboardRows.userId))
    .where(and(eq(leaderboardRows.board, board), eq(leaderboardRows.userId, userId)))
    .limit(1);
  return row ? { ...row, completedAt: row.completedAt.toISOString() } : null;
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

export function getDailyLeaderboard(
  deps: LeaderboardDeps,
  date: string,
  viewerId: number | null,
): Promise<Leaderboard> {
  return readLeaderboard(deps, dailyBoard(date), viewerId);
}
