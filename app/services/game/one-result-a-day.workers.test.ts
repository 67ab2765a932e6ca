import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords, playerStats } from "~db/schema";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { insertGame } from "./stats-fixtures.test-helper";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";

/**
 * Seen by a player without JavaScript and by an API client: one result a day (a
 * challenge of a daily already played is "not counted" and changes nothing of the day), a
 * challenge says what it is before Start, guesses first (migration 0029 rescores stored games),
 * and practice is untimed unless chosen.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

/** A signed-in browser without JavaScript (English pages), and its API calls with the same cookie. */
function browser(account: TestUser) {
  const cookie = `i18n_redirected=en-US; ${account.sessionCookie}`;
  return {
    async get(path: string) {
      const response = await worker.fetch(`${ORIGIN}${path}`, {
        headers: { Accept: "text/html", Cookie: cookie },
      });
      return { status: response.status, html: await response.text() };
    },
    async post(path: string, fields: Record<string, string>) {
      const response = await worker.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Accept: "text/html", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, location: response.headers.get("Location") ?? "" };
    },
    async api<T>(path: string) {
      const response = await worker.fetch(`${ORIGIN}${path}`, {
        headers: { Authorization: `Bearer ${account.accessToken}` },
      });
      return { status: response.status, body: (await response.json()) as { data: T } };
    },
  };
}

const latestOf = async (userId: number) =>
  (await db.select().from(gameRecords).where(eq(gameRecords.userId, userId))).sort((a, b) => b.id - a.id)[0];

const nameOf = (entryId: number) => fixtureEntries[entryId % 100].name;

/** Guesses on the page's form: `wrong` wrong entries, then the answer. */
async function playToWin(
  b: ReturnType<typeof browser>,
  page: string,
  userId: number,
  fixture: Fixture,
  wrong: number,
) {
  const record = await latestOf(userId);
  const misses = fixture.entryIds.filter((id) => id !== record.answerEntryId).slice(0, wrong);
  for (const entryId of [...misses, record.answerEntryId]) {
    const sent = await b.post(page, {
      intent: "guess",
      recordId: String(record.id),
      sessionId: record.sessionId,
      guess: nameOf(entryId),
      entryId: String(entryId),
    });
    expect(sent.status).toBe(303);
  }
  return latestOf(userId);
}

/** The end screen's share block (the page's translations also carry its button's words). */
const SHARE = 'class="game-share"';

/** The text of the page without tags, for phrases split by inline elements. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'");

let daily: Fixture;
let today: string;
beforeAll(async () => {
  daily = await createGameFixture(db, { name: "Result realms", daily: true });
  today = dailyDateOf(new Date());
  const pick = await getDailyChallenge({ db, kv: env.KV, env: env as never, now: () => new Date() }, today);
  if (pick?.datasetId !== daily.datasetId) throw new Error("the fixture is not today's daily");
});

describe("one result a day", () => {
  it("a challenge of a daily already played is not counted, and the day's result stays the first ranked game", async () => {
    const alice = await createTestUser(env.DB);
    const bob = await createTestUser(env.DB);
    const a = browser(alice);
    const b = browser(bob);
    const dailyPage = `/en-US/game/${daily.datasetId}?daily=${today}`;
    const start = {
      intent: "start",
      datasetId: String(daily.datasetId),
      isDailyChallenge: "on",
      dailyDate: today,
    };

    expect((await a.post(dailyPage, start)).status).toBe(303);
    const alicesGame = await playToWin(a, dailyPage, alice.user.id, daily, 0);
    expect(alicesGame).toMatchObject({ result: "won", attempts: 1, isRanked: true });
    const token = (await a.get(dailyPage)).html.match(/\?challenge=([\w.-]+)/)?.[1] ?? "";
    expect(token).not.toBe("");

    expect((await b.post(dailyPage, start)).status).toBe(303);
    const bobsDaily = await playToWin(b, dailyPage, bob.user.id, daily, 2);
    expect(bobsDaily).toMatchObject({ result: "won", attempts: 3, isRanked: true });

    // Before Start, the link says who challenges, with what, and that this is not the daily again.
    const challengePage = `/en-US/game/${daily.datasetId}?challenge=${token}`;
    const before = textOf((await b.get(challengePage)).html);
    expect(before).toContain(`A challenge from ${alice.user.username}: 1 guess. Can you do it in fewer?`);
    expect(before).toContain("You will play an unranked challenge game: your daily result stays as it is.");
    expect(before).not.toContain("You have 5 minutes");
    expect((await b.get(challengePage)).html).not.toContain('data-testid="practice-badge"');

    const started = await b.post(challengePage, {
      intent: "start",
      datasetId: String(daily.datasetId),
      challenge: token,
    });
    expect(started.location).toContain(`?challenge=${token}`);
    const replay = await playToWin(b, challengePage, bob.user.id, daily, 0);
    expect(replay).toMatchObject({ result: "won", attempts: 1, isRanked: false, challengeOf: alicesGame.id });

    const after = (await b.get(challengePage)).html;
    expect(textOf(after)).toContain("Not counted: your daily was 3 guesses");
    expect(after).not.toContain(SHARE);

    // The daily's own page, the API and the stats still say 3 guesses.
    const dayPage = (await b.get(dailyPage)).html;
    expect(dayPage).not.toContain('data-testid="not-counted"');
    expect(dayPage).toMatch(/<dt>Guesses<\/dt><dd>3<\/dd>/);
    expect(dayPage).toContain(SHARE);
    const api = await b.api<{
      result: { attempts: number; won: boolean; score: number; share_text: string } | null;
    }>("/api/v1/game/daily");
    expect(api.status).toBe(200);
    expect(api.body.data.result).toMatchObject({ attempts: 3, won: true, score: bobsDaily.score });
    // The share text says the count in the caller's language: Chinese by default, English when asked.
    expect(api.body.data.result?.share_text).toMatch(/^Datadle 第 \d+ 期 · Result realms · 3 次\n/);
    const english = await b.api<{ result: { share_text: string } | null }>("/api/v1/game/daily?lang=en");
    expect(english.body.data.result?.share_text).toMatch(/^Datadle #\d+ · Result realms · 3 guesses\n/);
    const [{ count }] = await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM game_records WHERE user_id = ? AND is_ranked = 1 AND daily_date = ?",
    )
      .bind(bob.user.id, today)
      .all<{ count: number }>()
      .then((rows) => rows.results);
    expect(count).toBe(1);
  });

  it("answers result: null before the player has finished today's daily", async () => {
    const carol = await createTestUser(env.DB);
    const api = await browser(carol).api<{ result: unknown }>("/api/v1/game/daily");
    expect(api.status).toBe(200);
    expect(api.body.data.result).toBeNull();
  });
});

describe("a challenge says what it is before Start", () => {
  it("today's daily not yet played: the link plays it, ranked; a practice link is an unranked challenge", async () => {
    const dan = await createTestUser(env.DB);
    const erin = await createTestUser(env.DB);
    const d = browser(dan);
    const e = browser(erin);
    const dailyPage = `/en-US/game/${daily.datasetId}?daily=${today}`;
    await d.post(dailyPage, {
      intent: "start",
      datasetId: String(daily.datasetId),
      isDailyChallenge: "on",
      dailyDate: today,
    });
    const dans = await playToWin(d, dailyPage, dan.user.id, daily, 1);
    const token = (await d.get(dailyPage)).html.match(/\?challenge=([\w.-]+)/)?.[1] ?? "";
    const page = `/en-US/game/${daily.datasetId}?challenge=${token}`;
    const before = textOf((await e.get(page)).html);
    expect(before).toContain(`A challenge from ${dan.user.username}: 2 guesses. Can you do it in fewer?`);
    expect(before).toContain("You will play today's daily: this game is your result of the day.");
    const started = await e.post(page, {
      intent: "start",
      datasetId: String(daily.datasetId),
      challenge: token,
    });
    expect(started.location).toContain(`?daily=${today}`);
    expect(await latestOf(erin.user.id)).toMatchObject({
      isRanked: true,
      dailyDate: today,
      challengeOf: dans.id,
    });

    // A practice game's link: an unranked challenge, named so, with no clock.
    const practicePage = `/en-US/game/${daily.datasetId}`;
    await d.post(practicePage, { intent: "start", datasetId: String(daily.datasetId) });
    const practice = await playToWin(d, practicePage, dan.user.id, daily, 0);
    const practiceToken = (await d.get(practicePage)).html.match(/\?challenge=([\w.-]+)/)?.[1] ?? "";
    const linkPage = `/en-US/game/${daily.datasetId}?challenge=${practiceToken}`;
    const html = (await e.get(linkPage)).html;
    expect(textOf(html)).toContain("You will play an unranked challenge game, with no time limit.");
    expect(html).toContain('data-testid="challenge-badge"');
    expect(html).not.toContain('data-testid="practice-badge"');
    await e.post(linkPage, { intent: "start", datasetId: String(daily.datasetId), challenge: practiceToken });
    expect(await latestOf(erin.user.id)).toMatchObject({
      challengeOf: practice.id,
      isRanked: false,
      gameTimeLimit: 0,
    });
  });
});

describe("practice is untimed unless chosen", () => {
  it("the page's form starts an untimed game, or a 5-minute one when ticked; the API keeps 300 s", async () => {
    const fay = await createTestUser(env.DB);
    const f = browser(fay);
    const page = `/en-US/game/${daily.datasetId}`;
    await f.post(page, { intent: "start", datasetId: String(daily.datasetId) });
    expect(await latestOf(fay.user.id)).toMatchObject({ gameTimeLimit: 0, isDailyChallenge: false });
    const untimed = (await f.get(page)).html;
    expect(textOf(untimed)).toContain("No time limit: take your time.");
    await f.post(page, { intent: "start", datasetId: String(daily.datasetId), timed: "on" });
    expect(await latestOf(fay.user.id)).toMatchObject({ gameTimeLimit: 300 });
    expect(textOf((await f.get(page)).html)).toContain("You have 5 minutes.");
    const response = await worker.fetch(`${ORIGIN}/api/v1/game/record`, {
      method: "POST",
      headers: { Authorization: `Bearer ${fay.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ dataset_id: daily.datasetId }),
    });
    expect(((await response.json()) as { data: { game_time_limit: number } }).data.game_time_limit).toBe(300);
  });
});

describe("migration 0029 rescores stored games, guesses first", () => {
  it("rewrites won scores and the players' totals, and has the cron rebuild every board", async () => {
    const gus = await createTestUser(env.DB);
    const on = {
      userId: gus.user.id,
      datasetId: daily.datasetId,
      versionId: daily.versionId,
      answerEntryId: daily.entryIds[0],
    };
    // The two games under the old formula: 3 guesses in 151 s scored 749, 4 in 11 s 839.
    const three = await insertGame(db, { ...on, attempts: 3, duration: 151, score: 749 });
    const four = await insertGame(db, { ...on, attempts: 4, duration: 11, score: 839 });
    const lost = await insertGame(db, { ...on, attempts: 5, duration: 40, score: 0, result: "lost" });
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0029_"));
    if (!migration) throw new Error("migration 0029 missing");
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    const score = async (id: number) =>
      (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0].score;
    expect(await score(three.id)).toBe(1000 - 100 - 15);
    expect(await score(four.id)).toBe(1000 - 150 - 1);
    expect(await score(lost.id)).toBe(0);
    const [stats] = await db
      .select()
      .from(playerStats)
      .where(eq(playerStats.playerKey, `u:${gus.user.id}`));
    expect(stats).toMatchObject({ bestScore: 885, totalScore: 885 + 849 });
    const state = await env.DB.prepare("SELECT value FROM cron_state WHERE key = 'rebuilding'").first<{
      value: string;
    }>();
    expect(state?.value).toBe("1");
  });
});
