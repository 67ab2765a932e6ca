import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import { database } from "~db/index";
import { readLeaderboard } from "./leaderboard.server";
import { dailyBoard, datasetBoard, globalBoard } from "./leaderboard-types.server";

/**
 * A signed-in viewer below a board's published top gets their competition rank from D1 on every
 * leaderboard view. On a popular day the daily board holds everyone who won it, so that read must
 * not grow with the board, nor with how many players are ahead of the viewer: the better scores are
 * summed from the board's per-score counts (migration 0011), one row a score.
 */
const counted = countingD1(env.DB);
const deps = { db: database(counted.d1), kv: env.KV };
const CROWD = 3000;
const DAY = "2026-11-24";
const DATASET_ID = 424242;

/** Scores 100–1000 (a won game's) and times 0–6 s, so many players tie on score and some on both. */
const scoreOf = (n: number) => 100 + 100 * (n % 10);
const timeOf = (n: number) => n % 7;

type Standing = { score: number; time: number };

/** Competition rank (1, 2, 2, 4): one more than the rows with a better score, or the same in less time. */
const expectedRank = (rows: Standing[], me: Standing) =>
  1 + rows.filter((row) => row.score > me.score || (row.score === me.score && row.time < me.time)).length;

async function crowdIds(): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ?1)
    INSERT INTO users (username) SELECT 'rank_crowd_' || n FROM s RETURNING id`,
  )
    .bind(CROWD)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

async function fillBoards(ids: number[]) {
  const statements = ids.flatMap((userId, i) => [
    env.DB.prepare(
      `INSERT INTO board_bests (dataset_id, user_id, score, time_spent, completed_at, record_id)
      VALUES (?1, ?2, ?3, ?4, ?5, ?5)`,
    ).bind(DATASET_ID, userId, scoreOf(i), timeOf(i), i + 1),
    env.DB.prepare(
      `INSERT INTO daily_bests (day, user_id, won, score, time_spent, completed_at, start_time, record_id)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?6)`,
    ).bind(DAY, userId, i % 13 === 0 ? 0 : 1, scoreOf(i), timeOf(i), i + 1),
    env.DB.prepare("INSERT INTO global_totals (user_id, total, spent, done) VALUES (?1, ?2, ?3, ?4)").bind(
      userId,
      scoreOf(i) * 3,
      timeOf(i),
      i + 1,
    ),
  ]);
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
}

async function viewerRank(board: string, viewerId: number) {
  const before = counted.rowsRead();
  const { me } = await readLeaderboard(deps, board, viewerId);
  return { rank: me?.rank ?? null, rowsRead: counted.rowsRead() - before };
}

let ids: number[] = [];
beforeAll(async () => {
  ids = await crowdIds();
  await fillBoards(ids);
});

describe("a viewer's rank below the published top", () => {
  /** A crowd member near the top: a 1000, the best score, in 3 s (the 1000s in less time are ahead). */
  const nearTop = () => ids.findIndex((_, i) => scoreOf(i) === 1000 && timeOf(i) === 3 && i % 13 !== 0);

  it("is the competition rank on the dataset, daily and global boards", async () => {
    const all = ids.map((_, i) => ({ score: scoreOf(i), time: timeOf(i) }));
    const won = all.filter((_, i) => i % 13 !== 0);
    for (const i of [nearTop(), ids.length - 1, 500]) {
      const me = all[i];
      if (!me || i % 13 === 0) continue;
      const onDataset = await viewerRank(datasetBoard(DATASET_ID), ids[i] ?? 0);
      const onDaily = await viewerRank(dailyBoard(DAY), ids[i] ?? 0);
      const onGlobal = await viewerRank(globalBoard(), ids[i] ?? 0);
      expect(onDataset.rank).toBe(expectedRank(all, me));
      expect(onDaily.rank).toBe(expectedRank(won, me));
      expect(onGlobal.rank).toBe(expectedRank(all, me));
    }
  });

  it("gives players who tie on score and time the same rank", async () => {
    const twins = ids.filter((_, i) => scoreOf(i) === 600 && timeOf(i) === 2);
    expect(twins.length).toBeGreaterThan(1);
    const ranks = await Promise.all(
      twins.slice(0, 3).map(async (id) => (await viewerRank(datasetBoard(DATASET_ID), id)).rank),
    );
    expect(new Set(ranks).size).toBe(1);
  });

  it("reads the better scores' counts and the viewer's own score, not every row ahead", async () => {
    // The last of the crowd: the lowest score in the most time, behind about 2,700 players.
    const i =
      ids
        .map((_, j) => j)
        .filter((j) => scoreOf(j) === 100 && timeOf(j) === 6 && j % 13 !== 0)
        .at(-1) ?? -1;
    const all = ids.map((_, j) => ({ score: scoreOf(j), time: timeOf(j) }));
    const me = all[i] ?? { score: 0, time: 0 };
    const sameScore = all.filter((row) => row.score === me.score).length;
    for (const board of [datasetBoard(DATASET_ID), dailyBoard(DAY), globalBoard()]) {
      const { rank, rowsRead } = await viewerRank(board, ids[i] ?? 0);
      expect(rank, board).toBeGreaterThan(CROWD * 0.8);
      // Nine better scores, the viewer's own score's players, and the viewer's row: not ~2,700 rows.
      expect(rowsRead, board).toBeLessThan(sameScore + 30);
    }
  });

  it("reads about the rows ahead of the viewer, not the whole board", async () => {
    const i = nearTop();
    const me = { score: scoreOf(i), time: timeOf(i) };
    const ahead = expectedRank(
      ids.map((_, j) => ({ score: scoreOf(j), time: timeOf(j) })),
      me,
    );
    expect(ahead).toBeLessThan(CROWD / 10);
    for (const board of [datasetBoard(DATASET_ID), dailyBoard(DAY), globalBoard()]) {
      const { rank, rowsRead } = await viewerRank(board, ids[i] ?? 0);
      expect(rank).not.toBeNull();
      expect(rowsRead, board).toBeLessThan(ahead + 20);
    }
  });
});
