import { leaderboardSchema } from "~/schemas/game-stats";
import { PUBLISHED_TRUST_MS, readKvJson } from "~/services/kv-json.server";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { getVisibleDataset } from "../datasets/visibility.server";
import { dailyDateOf } from "./daily-date.server";
import { assertHasDaily } from "./dataset-daily.server";
import {
  ME_DAILY,
  ME_DATASET,
  ME_DATASET_DAILY,
  ME_DATASET_DAILY_ALL,
  ME_GLOBAL,
} from "./leaderboard-sql.server";
import {
  boardKvKey,
  dailyBoard,
  datasetBoard,
  datasetDailyAllTimeBoard,
  datasetDailyBoard,
  globalBoard,
  type Leaderboard,
  type LeaderboardEntry,
  parseBoard,
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
  const name = parseBoard(board);
  switch (name.kind) {
    case "global":
      return d1.prepare(ME_GLOBAL).bind(userId);
    case "daily":
      return d1.prepare(ME_DAILY).bind(userId, name.date);
    case "datasetDaily":
      return d1.prepare(ME_DATASET_DAILY).bind(userId, name.datasetId, name.date);
    case "datasetDailyAllTime":
      return d1.prepare(ME_DATASET_DAILY_ALL).bind(userId, name.datasetId);
    case "dataset":
      return d1.prepare(ME_DATASET).bind(userId, name.datasetId);
  }
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
 * The leaderboard page: the global board, the day's daily board, one dataset's board (null when the
 * viewer cannot see that dataset) and, for a public dataset with a daily, its daily's boards of the
 * day and of all time (ADR 021), with the viewer's own rows read in one D1 round trip.
 * `publicDatasetIds`: datasets the caller just read as public and playable (the page's picker), whose
 * boards need no visibility check; those are the datasets that have a daily.
 */
export async function getLeaderboardPageBoards(
  deps: LeaderboardDeps,
  options: { date: string; datasetId: number | null; publicDatasetIds?: readonly number[] },
  viewerId: number | null,
): Promise<{
  global: Leaderboard;
  daily: Leaderboard;
  dataset: Leaderboard | null;
  datasetDaily: DatasetDailyBoards | null;
}> {
  const { datasetId } = options;
  const isPublic = datasetId !== null && (options.publicDatasetIds?.includes(datasetId) ?? false);
  const visibleDataset = async () => {
    if (datasetId === null) return null;
    if (isPublic) return readStoredBoard(deps.kv, datasetBoard(datasetId));
    try {
      await getVisibleDataset(deps, datasetId, viewerId);
    } catch (error) {
      if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
      throw error;
    }
    return readStoredBoard(deps.kv, datasetBoard(datasetId));
  };
  const datasetDailyBoards = () =>
    isPublic && datasetId !== null
      ? Promise.all([
          readStoredBoard(deps.kv, datasetDailyBoard(datasetId, options.date)),
          readStoredBoard(deps.kv, datasetDailyAllTimeBoard(datasetId)),
        ])
      : Promise.resolve([]);
  const [global, daily, dataset, ownDaily] = await Promise.all([
    readStoredBoard(deps.kv, globalBoard()),
    readStoredBoard(deps.kv, dailyBoard(options.date)),
    visibleDataset(),
    datasetDailyBoards(),
  ]);
  const boards = await withOwnRows(
    deps.db,
    [global, daily, ...(dataset ? [dataset] : []), ...ownDaily],
    viewerId,
  );
  const [withGlobal, withDaily] = boards;
  const rest = boards.slice(2);
  const withDataset = dataset ? (rest.shift() ?? null) : null;
  const [today, allTime] = rest;
  return {
    global: withGlobal,
    daily: withDaily,
    dataset: withDataset,
    datasetDaily: today && allTime ? { date: options.date, today, allTime } : null,
  };
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

/** A dataset daily's two boards (ADR 021): the day's and all time, with the viewer's rows. */
export type DatasetDailyBoards = { date: string; today: Leaderboard; allTime: Leaderboard };

/** The boards of a dataset's daily the caller already knows exists (visible, with a daily). */
export async function readDatasetDailyBoards(
  deps: LeaderboardDeps,
  datasetId: number,
  date: string,
  viewerId: number | null,
): Promise<DatasetDailyBoards> {
  const stored = await Promise.all([
    readStoredBoard(deps.kv, datasetDailyBoard(datasetId, date)),
    readStoredBoard(deps.kv, datasetDailyAllTimeBoard(datasetId)),
  ]);
  const [today, allTime] = await withOwnRows(deps.db, stored, viewerId);
  return { date, today, allTime };
}

/**
 * Today's and the all-time board of dataset `datasetId`'s daily: 404 for a dataset the viewer cannot
 * see (design §8) or one without a daily (private, or under 10 entries), as its daily answers.
 */
export async function getDatasetDailyLeaderboard(
  deps: LeaderboardDeps & { now: () => Date },
  datasetId: number,
  viewerId: number | null,
): Promise<DatasetDailyBoards> {
  const dataset = await getVisibleDataset(deps, datasetId, viewerId);
  assertHasDaily(dataset);
  return readDatasetDailyBoards(deps, datasetId, dailyDateOf(deps.now()), viewerId);
}
