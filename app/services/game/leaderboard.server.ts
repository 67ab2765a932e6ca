import { leaderboardSchema } from "~/schemas/game-stats";
import { PUBLISHED_TRUST_MS, readKvJson } from "~/services/kv-json.server";
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

type StoredBoard = Omit<Leaderboard, "me">;
type OwnRow = Omit<LeaderboardEntry, "completedAt"> & { completedAt: number };

async function readStoredBoard(kv: KVNamespace, board: string): Promise<StoredBoard> {
  const parsed = await readKvJson({ kv }, boardKvKey(board), (json) => storedBoard.safeParse(json), {
    trustMs: PUBLISHED_TRUST_MS,
  });
  return parsed.success ? { ...parsed.data, board } : { board, generatedAt: null, total: 0, entries: [] };
}

/** A board as the cron job last published it (never aggregated here), plus the viewer's own row. */
export async function readLeaderboard(
  { db, kv }: LeaderboardDeps,
  board: string,
  viewerId: number | null,
): Promise<Leaderboard> {
  const [withMe] = await withOwnRows(db, [await readStoredBoard(kv, board)], viewerId);
  return withMe;
}

/** The viewer's own row below the top: a key lookup plus an index range count for the rank. */
function ownRowStatement(d1: D1Database, board: string, userId: number): D1PreparedStatement {
  return board === "global"
    ? d1.prepare(ME_GLOBAL).bind(userId)
    : board.startsWith("daily:")
      ? d1.prepare(ME_DAILY).bind(userId, board.slice(6))
      : d1.prepare(ME_DATASET).bind(userId, Number(board.slice(8)));
}

/**
 * Each board with the viewer's row (`me`): from its published top when the viewer is in it, else
 * read. The rows to read go in one D1 batch (one round trip for the leaderboard page's three boards).
 */
async function withOwnRows(
  db: Database,
  boards: StoredBoard[],
  viewerId: number | null,
): Promise<Leaderboard[]> {
  if (viewerId === null) return boards.map((stored) => ({ ...stored, me: null }));
  const listed = boards.map((stored) => stored.entries.find((entry) => entry.userId === viewerId) ?? null);
  const missing = boards.filter((_, i) => listed[i] === null);
  const d1 = db.$client;
  const results =
    missing.length === 0
      ? []
      : missing.length === 1
        ? [
            {
              results: [await ownRowStatement(d1, missing[0].board, viewerId).first<OwnRow>()].filter(
                (row) => row !== null,
              ),
            },
          ]
        : await d1.batch<OwnRow>(missing.map((stored) => ownRowStatement(d1, stored.board, viewerId)));
  let next = 0;
  return boards.map((stored, i) => {
    if (listed[i] !== null) return { ...stored, me: listed[i] };
    const row = results[next++]?.results[0];
    return { ...stored, me: row ? { ...row, completedAt: new Date(row.completedAt).toISOString() } : null };
  });
}

/**
 * The leaderboard page: the global board, the day's daily board and one dataset's board (null when
 * the viewer cannot see that dataset), with the viewer's own rows read in one D1 round trip.
 * `publicDatasetIds`: datasets the caller just read as public (the page's picker), whose board needs
 * no visibility check.
 */
export async function getLeaderboardPageBoards(
  deps: LeaderboardDeps,
  options: { date: string; datasetId: number | null; publicDatasetIds?: readonly number[] },
  viewerId: number | null,
): Promise<{ global: Leaderboard; daily: Leaderboard; dataset: Leaderboard | null }> {
  const { datasetId } = options;
  const visibleDataset = async () => {
    if (datasetId === null) return null;
    if (options.publicDatasetIds?.includes(datasetId))
      return readStoredBoard(deps.kv, datasetBoard(datasetId));
    try {
      await getVisibleDataset(deps, datasetId, viewerId);
    } catch (error) {
      if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
      throw error;
    }
    return readStoredBoard(deps.kv, datasetBoard(datasetId));
  };
  const [global, daily, dataset] = await Promise.all([
    readStoredBoard(deps.kv, globalBoard()),
    readStoredBoard(deps.kv, dailyBoard(options.date)),
    visibleDataset(),
  ]);
  const boards = await withOwnRows(deps.db, dataset ? [global, daily, dataset] : [global, daily], viewerId);
  return { global: boards[0], daily: boards[1], dataset: boards[2] ?? null };
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
