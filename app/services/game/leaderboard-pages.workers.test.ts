import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { users } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { runScheduled } from "./run-cron.test-helper";
import { insertDataset, insertGame } from "./stats-fixtures.test-helper";

const db = database(env.DB);
const site = exports.default as unknown as { fetch: (url: string, init?: RequestInit) => Promise<Response> };
const page = async (path: string, cookie = "") => {
  const response = await site.fetch(`http://localhost${path}`, {
    headers: {
      Accept: "text/html",
      Cookie: `i18n_redirected=${path.startsWith("/en-US") ? "en-US" : "zh-CN"}; ${cookie}`,
    },
  });
  return { status: response.status, html: await response.text() };
};

const runCron = () => runScheduled(env);

describe("game list, daily challenge and leaderboard pages", () => {
  it("render in both languages", async () => {
    await insertDataset(db, { size: 12, name: "Planets" });
    for (const [path, text] of [
      ["/game", "游戏"],
      ["/en-US/game", "Planets"],
      ["/daily-challenge", "往期挑战"],
      ["/en-US/daily-challenge", "Past challenges"],
      ["/leaderboard", "总榜"],
      ["/en-US/leaderboard", "By dataset"],
    ] as const) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(text);
    }
  });

  it("highlights the signed-in player's own row even below the top 100", async () => {
    const set = await insertDataset(db, { size: 12, name: "Crowded" });
    const on = { datasetId: set.id, versionId: set.versionId, answerEntryId: set.entryIds[0] ?? 0 };
    const crowd: { id: number }[] = [];
    for (let i = 0; i < 100; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) => ({ username: `crowd${i + j}_${Date.now()}` }));
      crowd.push(...(await db.insert(users).values(batch).returning({ id: users.id })));
    }
    for (const user of crowd) await insertGame(db, { ...on, userId: user.id, score: 900, duration: 20 });
    const me = await createTestUser(db, { username: `slowpoke${Date.now()}` });
    await insertGame(db, { ...on, userId: me.user.id, score: 100, duration: 299 });
    await runCron();
    const { html } = await page(`/en-US/leaderboard?dataset_id=${set.id}`, me.sessionCookie);
    expect(html).toContain("Your position");
    expect(html).toMatch(/class="board__me"[^>]*>\s*<td class="board__rank">101<\/td>/);
    expect(html).toContain(me.user.username);
  });

  it("show stats, streaks and the histogram on profile pages and dataset stats on dataset and game pages", async () => {
    const set = await insertDataset(db, { size: 12, name: "Moons" });
    const on = { datasetId: set.id, versionId: set.versionId, answerEntryId: set.entryIds[0] ?? 0 };
    const me = await createTestUser(db);
    await insertGame(db, { ...on, userId: me.user.id, score: 850, attempts: 4, duration: 33 });
    await runCron();
    for (const path of [`/en-US/users/${me.user.id}`, `/en-US/profile/${me.user.id}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain("Guesses per win");
      expect(html, path).toContain("4 guesses: 1 win");
    }
    const own = await page("/profile", me.sessionCookie);
    expect(own.html).toContain("当前每日连胜");
    for (const path of [`/en-US/datasets/${set.id}`, `/en-US/game/${set.id}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain("Fastest win");
      expect(html, path).toContain("0:33");
    }
  });
});
