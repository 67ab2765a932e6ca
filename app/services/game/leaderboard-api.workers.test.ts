import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { dailyChallenges, datasets } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { runScheduled } from "../../../tests/support/run-cron";
import { dailyKvKey } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { insertDataset, insertGame } from "./stats-fixtures.test-helper";

const db = database(env.DB);
const api = exports.default as unknown as { fetch: (url: string, init?: RequestInit) => Promise<Response> };
const get = async (path: string, token?: string) => {
  const response = await api.fetch(`http://localhost${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; data: Record<string, unknown> },
  };
};

const runCron = () => runScheduled({ ...env, BOARD_MIN_ENTRIES: "1", BOARD_MIN_PLAYERS: "1" });

describe("stats, leaderboard and daily endpoints", () => {
  it("serve what the cron job stored, with the caller's own row", async () => {
    const ann = await createTestUser(db);
    const bob = await createTestUser(db);
    const set = await insertDataset(db, { size: 12 });
    const on = { datasetId: set.id, versionId: set.versionId, answerEntryId: set.entryIds[0] ?? 0 };
    await insertGame(db, { ...on, userId: ann.user.id, score: 900, duration: 30, attempts: 2 });
    await insertGame(db, { ...on, userId: bob.user.id, score: 400, duration: 90, attempts: 5 });

    const before = await get(`/api/v1/game/stats/dataset/${set.id}`);
    expect(before.status).toBe(200);
    expect(before.body.data.total_games).toBe(0);

    await runCron();

    const stats = await get(`/api/v1/game/stats/dataset/${set.id}`);
    expect(stats.body.data).toMatchObject({
      dataset_id: set.id,
      total_games: 2,
      unique_players: 2,
      best_duration: 30,
    });
    const board = await get(`/api/v1/game/leaderboard/dataset?dataset_id=${set.id}`, bob.accessToken);
    const entries = board.body.data.entries as { rank: number; username: string; time_spent: number }[];
    expect(entries.map((e) => [e.rank, e.username, e.time_spent])).toEqual([
      [1, ann.user.username, 30],
      [2, bob.user.username, 90],
    ]);
    expect(board.body.data.me).toMatchObject({ rank: 2, user_id: bob.user.id });
    // Practice games never reach the global board (ADR 018: it sums won ranked site dailies).
    const global = await get("/api/v1/game/leaderboard/global", ann.accessToken);
    expect(global.body.data.me).toBeNull();
    const mine = await get("/api/v1/game/stats/user", ann.accessToken);
    expect(mine.body.data).toMatchObject({
      total_games: 1,
      games_won: 1,
      best_score: 900,
      guess_histogram: { "2": 1 },
    });
  });

  it("requires sign-in for user stats and hides private datasets", async () => {
    expect((await get("/api/v1/game/stats/user")).status).toBe(401);
    const owner = await createTestUser(db);
    const hidden = await insertDataset(db, { size: 12, isPublic: false });
    await db.update(datasets).set({ ownerId: owner.user.id });
    expect((await get(`/api/v1/game/stats/dataset/${hidden.id}`)).status).toBe(404);
    expect((await get(`/api/v1/game/leaderboard/dataset?dataset_id=${hidden.id}`)).status).toBe(404);
    expect((await get(`/api/v1/game/stats/dataset/${hidden.id}`, owner.accessToken)).status).toBe(200);
    expect((await get("/api/v1/game/leaderboard/dataset?dataset_id=abc")).status).toBe(400);
  });

  it("gives two players the same daily, without its answer; archive days are unranked, future days 404", async () => {
    await db.update(datasets).set({ isPublic: false });
    const set = await insertDataset(db, { size: 15 });
    // The daily pool is curated: seed datasets, which have a slug.
    await db
      .update(datasets)
      .set({ slug: `daily-${set.id}` })
      .where(eq(datasets.id, set.id));
    const today = dailyDateOf(new Date());
    await db.delete(dailyChallenges);
    await env.KV.delete(dailyKvKey(today));
    const ann = await createTestUser(db);
    const bob = await createTestUser(db);
    const a = await get("/api/v1/game/daily", ann.accessToken);
    const b = await get("/api/v1/game/daily", bob.accessToken);
    expect(a.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(a.body.data).toMatchObject({
      date: today,
      dataset_id: set.id,
      version_id: set.versionId,
      ranked: true,
    });
    const stored = await env.KV.get<{ entryId: number }>(dailyKvKey(today), "json");
    const raw = JSON.stringify(a.body);
    expect(raw).not.toContain("entry");
    expect(raw).not.toContain(`-${set.entryIds.indexOf(stored?.entryId ?? -1)}"`);

    const yesterday = dailyDateOf(new Date(Date.now() - 86_400_000));
    const past = await get(`/api/v1/game/daily/${yesterday}`);
    expect(past.body.data).toMatchObject({ date: yesterday, ranked: false });
    const tomorrow = dailyDateOf(new Date(Date.now() + 86_400_000));
    expect((await get(`/api/v1/game/daily/${tomorrow}`)).status).toBe(404);
    expect((await get("/api/v1/game/daily/2026-02-30")).status).toBe(400);
  });
});
