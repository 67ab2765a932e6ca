import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { datasets } from "~db/schema";
import { listFeaturedDatasets } from "../featured.server";
import { rebuildGameStats } from "./cron.server";
import { insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";
import { listPlayableDatasets } from "./stats-playable.server";

const db = database(env.DB);
const site = exports.default as unknown as { fetch: (url: string, init?: RequestInit) => Promise<Response> };
const get = (path: string) =>
  site.fetch(`http://localhost${path}`, {
    headers: {
      Accept: "text/html",
      Cookie: `i18n_redirected=${path.startsWith("/en-US") ? "en-US" : "zh-CN"}`,
    },
  });

describe("fair boards and play counts on the pages", () => {
  it("/leaderboard states the board rules (ADR 018) in both languages", async () => {
    const en = await (await get("/en-US/leaderboard")).text();
    expect(en).toContain(
      "your first practice game on the dataset&#x27;s current version is the one that counts",
    );
    expect(en).toContain("the sum of your won ranked dailies");
    expect(en).toContain("games started from a challenge link");
    expect(en).toContain("guest games kept when you sign up");
    const zh = await (await get("/leaderboard")).text();
    expect(zh).toContain("你在该数据集当前版本上的第一局练习才计分");
    expect(zh).toContain("你获胜的计分每日挑战得分之和");
    expect(zh).toContain("通过挑战链接开始的游戏");
  });

  it("/datasets, /game and the dataset stats show the same play count", async () => {
    const set = await insertDataset(db, { size: 12, name: `Counted ${Date.now()}` });
    // The old counter was bumped at every start: 30 starts.
    await db.update(datasets).set({ playsCount: 30 }).where(eq(datasets.id, set.id));
    const on = { datasetId: set.id, versionId: set.versionId, answerEntryId: set.entryIds[0] ?? 0 };
    const player = await insertUser(db);
    await insertGame(db, { ...on, userId: player.id, startTime: new Date("2026-11-20T10:00:00Z") });
    await insertGame(db, { ...on, userId: player.id, startTime: new Date("2026-11-20T11:00:00Z") });
    await insertGame(db, { ...on, userId: player.id, startTime: new Date("2026-11-21T10:00:00Z") });
    await insertGame(db, { ...on, userId: null, ipAddress: "198.51.100.7", result: "abandoned" });
    await insertGame(db, { ...on, userId: null, ipAddress: "198.51.100.7", result: "playing" });
    await rebuildGameStats({ env: env as unknown as AppEnv }, Date.now());

    const api = (await (await site.fetch(`http://localhost/api/v1/dataset/${set.id}`)).json()) as {
      data: { plays_count: number };
    };
    const stats = (await (
      await site.fetch(`http://localhost/api/v1/game/stats/dataset/${set.id}`)
    ).json()) as {
      data: { total_games: number };
    };
    const list = await listPlayableDatasets({ db, kv: env.KV, waitUntil: () => {} }, "en-US", {
      page: 1,
      pageSize: 200,
    });
    const card = list.datasets.find((dataset) => dataset.id === set.id);
    // Two days of one player + one guest address.
    expect(api.data.plays_count).toBe(3);
    expect(stats.data.total_games).toBe(3);
    expect(card?.totalGames).toBe(3);
  });

  it("the home page features only playable datasets", async () => {
    const empty = await insertDataset(db, { size: 0, name: `Empty ${Date.now()}` });
    await db
      .update(datasets)
      .set({ playsCount: 1_000_000, favoritesCount: 1_000 })
      .where(eq(datasets.id, empty.id));
    const deleted = await insertDataset(db, { size: 12, name: `Deleted ${Date.now()}` });
    await db
      .update(datasets)
      .set({ playsCount: 1_000_000, deletedAt: new Date() })
      .where(eq(datasets.id, deleted.id));
    const featured = await listFeaturedDatasets({ db, waitUntil: () => {} }, "en-US", 50);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.map((dataset) => dataset.id)).not.toContain(empty.id);
    expect(featured.map((dataset) => dataset.id)).not.toContain(deleted.id);
    expect(featured.every((dataset) => dataset.entriesCount > 0)).toBe(true);
  });
});
