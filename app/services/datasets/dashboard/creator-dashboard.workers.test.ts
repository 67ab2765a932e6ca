import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDeps } from "~/services/deps.server";
import { forgetInIsolate } from "~/services/forget-on-write.server";
import { clearGames, insertDataset, insertGame } from "~/services/game/stats-fixtures.test-helper";
import { DomainError } from "~/utils/domain-error";
import { database } from "~db/index";
import { datasets, gameRecords } from "~db/schema";
import { createTestUser, type TestUser } from "../../../../tests/factories/users";
import { runScheduled } from "../../../../tests/support/run-cron";
import { readMeasuredPlay } from "../quality/measured-play.server";
import { raw } from "../testing/api-client";
import { creatorDashboard } from "./creator-dashboard.server";

const db = database(env.DB);
const DAY = 86_400_000;
const today = () => new Date(Date.now());
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const tick = () => runScheduled(env, Date.now());
const deps = () => createDeps(env as never);

const page = (path: string, user?: TestUser) =>
  raw(path, {
    redirect: "manual",
    headers: {
      Accept: "text/html",
      Cookie: ["i18n_redirected=zh-CN", user?.sessionCookie].filter(Boolean).join("; "),
    },
  });

async function world() {
  const owner = await createTestUser(env.DB);
  const other = await createTestUser(env.DB);
  const set = await insertDataset(db, { size: 12, ownerId: owner.user.id });
  await db.update(datasets).set({ isPublic: true }).where(eq(datasets.id, set.id));
  const game = (over: Partial<Parameters<typeof insertGame>[1]> & { entry?: number }) =>
    insertGame(db, {
      userId: null,
      datasetId: set.id,
      versionId: set.versionId,
      answerEntryId: set.entryIds[over.entry ?? 0] ?? 0,
      startTime: today(),
      ...over,
    });
  return { owner, other, set, game };
}

describe("the creator's dashboard", () => {
  beforeEach(() => clearGames(db, env.KV));

  it("keeps no guest's address: one address's games count as one player under a keyed hash", async () => {
    const { set, game } = await world();
    await game({ ipAddress: "10.254.212.196", result: "won", attempts: 4, entry: 1 });
    await game({ ipAddress: "10.254.212.196", result: "lost", attempts: 9, entry: 2 });
    await game({ ipAddress: "10.254.212.197", result: "won", attempts: 3, entry: 3 });
    await tick();
    await tick();
    const keys = await env.DB.prepare(
      `SELECT player_key AS key FROM dashboard_games WHERE dataset_id = ?1
       UNION ALL SELECT player_key FROM dashboard_day_players WHERE dataset_id = ?1`,
    )
      .bind(set.id)
      .all<{ key: string }>();
    expect(keys.results).toHaveLength(5);
    for (const { key } of keys.results) {
      expect(key).not.toContain("10.254.212.19");
      expect(key).toMatch(/^h:[A-Za-z0-9_-]{22}$/);
    }
    const day = await env.DB.prepare("SELECT players FROM dashboard_days WHERE dataset_id = ?1")
      .bind(set.id)
      .first<{ players: number }>();
    expect(day?.players).toBe(2);
  });

  it("shows the owner figures that match the games, from the tick's aggregates", async () => {
    const { owner, set, game, other } = await world();
    const yesterday = new Date(Date.now() - DAY);
    // Today: two guests (by address) and a signed-in player; one of them plays twice.
    await game({ ipAddress: "10.0.0.1", result: "won", attempts: 4, entry: 1 });
    await game({ ipAddress: "10.0.0.1", result: "lost", attempts: 9, entry: 2 });
    await game({ ipAddress: "10.0.0.2", result: "abandoned", attempts: 2, entry: 2 });
    const daily = await game({ userId: other.user.id, result: "won", attempts: 6, entry: 1 });
    await db
      .update(gameRecords)
      .set({ datasetDailyDate: dayOf(today()) })
      .where(eq(gameRecords.id, daily.id));
    await game({ ipAddress: "10.0.0.3", result: "playing", attempts: 1 });
    // Yesterday: a site daily.
    await game({
      ipAddress: "10.0.0.4",
      result: "won",
      attempts: 2,
      startTime: yesterday,
      dailyDate: dayOf(yesterday),
    });
    // The owner's own games are left out.
    await game({ userId: owner.user.id, result: "won", attempts: 1 });
    await tick();
    await tick(); // a record read twice counts once

    const dashboard = await creatorDashboard(deps(), owner.user.id, set.id);
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days.at(-1)).toMatchObject({
      day: dayOf(today()),
      started: 5,
      practice: 3,
      daily: 1,
      won: 2,
      lost: 1,
      abandoned: 1,
      players: 3,
    });
    expect(dashboard.days.at(-2)).toMatchObject({ started: 1, daily: 1, practice: 0, won: 1, players: 1 });
    expect(dashboard.totals).toEqual({ started: 6, practice: 3, daily: 2, won: 3, lost: 1, abandoned: 1 });
    expect(dashboard.giveUps).toEqual([
      { attempts: 0, lost: 0, abandoned: 0 },
      { attempts: 1, lost: 0, abandoned: 0 },
      { attempts: 2, lost: 0, abandoned: 1 },
      ...[3, 4, 5, 6, 7, 8].map((attempts) => ({ attempts, lost: 0, abandoned: 0 })),
      { attempts: 9, lost: 1, abandoned: 0 },
    ]);
    // Entry 2 was never won (2 games), entry 1 twice, entry 0 once (yesterday's daily).
    expect(dashboard.hardest.map((a) => [a.entryId, a.games, a.wins, a.averageGuesses])).toEqual([
      [set.entryIds[2], 2, 0, 5.5],
      [set.entryIds[1], 2, 2, 5],
      [set.entryIds[0], 1, 1, 2],
    ]);
    expect(dashboard.hardest[0]?.name).toBe(`${set.name}-2`);
    expect(dashboard.measured).toEqual({ kind: "tooFew", finished: 4, needed: 26 });
  });

  it("is the owner's only: another player and a guest get none of it", async () => {
    const { owner, other, set, game } = await world();
    await game({ ipAddress: "10.0.0.9", result: "won", attempts: 3 });
    await tick();
    await expect(creatorDashboard(deps(), other.user.id, set.id)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(creatorDashboard(deps(), other.user.id, set.id)).rejects.toBeInstanceOf(DomainError);

    const mine = await (await page(`/datasets/${set.id}`, owner)).text();
    expect(mine).toContain('data-testid="creator-dashboard"');
    expect(mine).toContain("创作者面板");
    expect(mine).toContain("giveUps");
    for (const viewer of [other, undefined]) {
      const response = await page(`/datasets/${set.id}`, viewer);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("creator-dashboard");
      expect(html).not.toContain("创作者面板");
      // Nor in the loader data the page carries for hydration.
      expect(html).not.toContain("giveUps");
      expect(html).not.toContain("hardest");
    }
    const english = await (await page(`/en-US/datasets/${set.id}`, owner)).text();
    expect(english).toContain("Your dashboard");
  });

  it("puts the measured guesses and win rate beside the prediction from 30 finished games", async () => {
    const { set, game, other } = await world();
    // A signed-in reader: a guest's rendering of a public page is shared for a minute (page cache).
    // 29 finished games (won in 4 or 6 guesses, or lost) and one left: not enough yet.
    for (let i = 0; i < 29; i++) {
      const won = i % 3 !== 2;
      await game({
        ipAddress: `10.1.0.${i}`,
        result: won ? "won" : "lost",
        attempts: won ? (i % 2 ? 4 : 6) : 8,
      });
    }
    await game({ ipAddress: "10.1.1.1", result: "abandoned", attempts: 1 });
    await tick();
    expect(await readMeasuredPlay(deps(), set.versionId)).toEqual({
      kind: "tooFew",
      finished: 29,
      needed: 1,
    });
    const before = await (await page(`/en-US/datasets/${set.id}`, other)).text();
    expect(before).toContain("once this version has 1 more finished game.");

    await game({ ipAddress: "10.1.2.1", result: "won", attempts: 5 });
    await tick();
    // The tick ran in the Worker, which forgot its copies; this test's modules are another isolate,
    // whose copy is trusted 30 s as published stats are (ADR 040): it moves on as after that time.
    forgetInIsolate({ kind: "outcomes-folded" });
    const measured = await readMeasuredPlay(deps(), set.versionId);
    // Won: i%3 != 2 among 0..28 (20 games: 10 with 4, 10 with 6 guesses) + one with 5.
    expect(measured).toEqual({
      kind: "measured",
      finished: 30,
      won: 21,
      winRate: 21 / 30,
      averageGuesses: 105 / 21,
    });
    const after = await (await page(`/en-US/datasets/${set.id}`, other)).text();
    expect(after).toContain("Measured over 30 finished games: 5 guesses on average, 70% won.");
    const chinese = await (await page(`/datasets/${set.id}`, other)).text();
    expect(chinese).toContain("已完成 30 局的实测：平均 5 次猜测，胜率 70%。");
  });
});
