import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { users } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { runScheduled } from "../../../tests/support/run-cron";
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

  it("shows the player's own rows on every board of the page, from the published top or read below it", async () => {
    const crowded = await insertDataset(db, { size: 12, name: "Thronged" });
    const daily = await insertDataset(db, { size: 12, name: "Quiet" });
    const onCrowded = {
      datasetId: crowded.id,
      versionId: crowded.versionId,
      answerEntryId: crowded.entryIds[0] ?? 0,
    };
    const crowd: { id: number }[] = [];
    for (let i = 0; i < 100; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) => ({ username: `throng${i + j}_${Date.now()}` }));
      crowd.push(...(await db.insert(users).values(batch).returning({ id: users.id })));
    }
    for (const user of crowd)
      await insertGame(db, { ...onCrowded, userId: user.id, score: 900, duration: 20 });
    const me = await createTestUser(db, { username: `bothboards${Date.now()}` });
    await insertGame(db, { ...onCrowded, userId: me.user.id, score: 100, duration: 299 });
    // Today's ranked daily, won alone: the player is in that board's published top.
    const today = new Date().toISOString().slice(0, 10);
    const now = new Date();
    await insertGame(db, {
      datasetId: daily.id,
      versionId: daily.versionId,
      answerEntryId: daily.entryIds[0] ?? 0,
      userId: me.user.id,
      score: 700,
      duration: 40,
      dailyDate: today,
      isRanked: true,
      startTime: new Date(now.getTime() - 120_000),
    });
    await runCron();
    const { html } = await page(`/en-US/leaderboard?dataset_id=${crowded.id}`, me.sessionCookie);
    const own = [...html.matchAll(/class="board__me"[^>]*>\s*<td class="board__rank">(\d+)<\/td>/g)].map(
      (match) => match[1],
    );
    // The daily board: rank 1 in its top; the dataset board: rank 101, read below its top.
    expect(own).toContain("1");
    expect(own).toContain("101");
    expect(html.split(me.user.username).length - 1).toBeGreaterThanOrEqual(2);
  });

  it("lists past dailies on the daily page, without today's, a deleted dataset's or a private one", async () => {
    const stamp = Date.now();
    const author = await createTestUser(db);
    const kept = await insertDataset(db, { size: 12, name: `Archived ${stamp}` });
    const gone = await insertDataset(db, { size: 12, name: `Deleted ${stamp}`, ownerId: author.user.id });
    const hidden = await insertDataset(db, { size: 12, name: `Hidden ${stamp}`, isPublic: false });
    const fresh = await insertDataset(db, { size: 12, name: `Today ${stamp}` });
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    for (const [back, set] of [
      [0, fresh],
      [1, kept],
      [2, gone],
      [3, hidden],
    ] as const) {
      await env.DB.prepare(
        "INSERT OR REPLACE INTO daily_challenges (date, dataset_id, version_id, entry_id, created_at) VALUES (?, ?, ?, ?, ?)",
      )
        .bind(day(back), set.id, set.versionId, set.entryIds[0] ?? 0, Date.now())
        .run();
    }
    // Its author deletes one (a dataset write: the page's cached archive is dropped with it).
    const deleted = await site.fetch(`http://localhost/api/v1/dataset/${gone.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${author.accessToken}` },
    });
    expect(deleted.status).toBe(200);
    const { status, html } = await page("/en-US/daily-challenge");
    expect(status).toBe(200);
    const start = html.indexOf('<ul class="archive-list">');
    expect(start).toBeGreaterThan(0);
    const archive = html.slice(start, html.indexOf("</ul>", start));
    expect(archive).toContain(`Archived ${stamp}`);
    expect(archive).toContain(day(1));
    expect(archive).not.toContain(`Deleted ${stamp}`);
    expect(archive).not.toContain(`Hidden ${stamp}`);
    expect(archive).not.toContain(`Today ${stamp}`);
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
