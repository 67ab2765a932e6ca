import { env, exports } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dailyNumber } from "~/utils/daily-number";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { challengeToken } from "./challenge-token";
import { getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { type GameInput, insertGame } from "./stats-fixtures.test-helper";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";

/**
 * The sender of a daily's challenge sees, on that daily's end screen, who took it: each friend (or
 * "A guest"), their guesses and the verdict, guesses first. Without JavaScript, in both languages,
 * for the site daily and a dataset's own daily.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

function browser(account: TestUser, language: "en-US" | "zh-CN" = "en-US") {
  const cookie = `i18n_redirected=${language}; ${account.sessionCookie}`;
  return {
    async get(path: string) {
      const response = await worker.fetch(`${ORIGIN}${path}`, {
        headers: { Accept: "text/html", Cookie: cookie },
      });
      expect(response.status, path).toBe(200);
      return response.text();
    },
    async post(path: string, fields: Record<string, string>) {
      const response = await worker.fetch(`${ORIGIN}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Accept: "text/html", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
      expect(response.status, path).toBe(303);
    },
  };
}

const latestOf = async (userId: number) =>
  (
    await db.select().from(gameRecords).where(eq(gameRecords.userId, userId)).orderBy(desc(gameRecords.id))
  )[0];

/** Starts the page's daily and wins it after `wrong` wrong guesses, on the page's forms. */
async function winDaily(
  b: ReturnType<typeof browser>,
  page: string,
  user: TestUser,
  fixture: Fixture,
  wrong: number,
) {
  await b.post(page, {
    intent: "start",
    datasetId: String(fixture.datasetId),
    isDailyChallenge: "on",
    dailyDate: dailyDateOf(new Date()),
  });
  const record = await latestOf(user.user.id);
  const misses = fixture.entryIds.filter((id) => id !== record.answerEntryId).slice(0, wrong);
  for (const entryId of [...misses, record.answerEntryId]) {
    await b.post(page, {
      intent: "guess",
      recordId: String(record.id),
      sessionId: record.sessionId,
      guess: fixtureEntries[entryId % 100].name,
      entryId: String(entryId),
    });
  }
  return latestOf(user.user.id);
}

/** A friend's finished game from the sender's link. */
const reply = (fixture: Fixture, of: { id: number; answerEntryId: number }, input: Partial<GameInput>) =>
  insertGame(db, {
    userId: null,
    datasetId: fixture.datasetId,
    versionId: fixture.versionId,
    answerEntryId: of.answerEntryId,
    challengeOf: of.id,
    startTime: new Date(),
    ...input,
  });

/** The replies section's text, tags removed. */
function repliesOf(html: string): string {
  const start = html.indexOf('data-testid="challenge-replies"');
  expect(start, "the end screen has a replies section").toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf("</section>", start));
  return section.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

let site: Fixture;
let own: Fixture;
let today: string;
beforeAll(async () => {
  site = await createGameFixture(db, { name: "Reply realms", daily: true });
  own = await createGameFixture(db, { name: "Own reply realms" });
  today = dailyDateOf(new Date());
  const pick = await getDailyChallenge({ db, kv: env.KV, env: env as never, now: () => new Date() }, today);
  if (pick?.datasetId !== site.datasetId) throw new Error("the fixture is not today's daily");
});

describe("who took my daily's challenge", () => {
  it("the site daily's end screen lists each friend, a guest too, with guesses and who won", async () => {
    const alice = await createTestUser(env.DB);
    const bob = await createTestUser(env.DB);
    const a = browser(alice);
    const page = `/en-US/game/${site.datasetId}?daily=${today}`;
    const mine = await winDaily(a, page, alice, site, 2);
    expect(mine).toMatchObject({ result: "won", attempts: 3, isRanked: true });

    // Before anyone played the link: where the replies will show.
    expect(repliesOf(await a.get(page))).toContain("Nobody has taken this challenge yet.");

    await reply(site, mine, { userId: bob.user.id, attempts: 1, duration: 90 });
    await reply(site, mine, { guestId: "guest-reply", attempts: 5, duration: 5 });
    await reply(site, mine, { userId: null, guestId: "guest-lost", result: "lost", attempts: 9 });
    const en = repliesOf(await a.get(page));
    expect(en).toContain("Friends who took your challenge");
    // Guesses first: bob's 1 guess beats alice's 3 though he took longer; 5 quick guesses do not.
    expect(en).toContain(`${bob.user.username} Beat you Found in 1 guess`);
    expect(en).toContain("A guest You won Found in 5 guesses");
    expect(en).toContain("A guest You won Not found after 9 guesses");
    expect(en).not.toContain("Nobody has taken");

    const zh = repliesOf(await browser(alice, "zh-CN").get(`/game/${site.datasetId}?daily=${today}`));
    expect(zh).toContain("接受你挑战的朋友");
    expect(zh).toContain(`${bob.user.username} 赢了你 1 次猜中`);
    expect(zh).toContain("一位访客 你赢了 5 次猜中");
  }, 30_000);

  it("a friend who had already played the day shows their day's result, not a replay that knew the answer", async () => {
    const dave = await createTestUser(env.DB);
    const erin = await createTestUser(env.DB);
    const page = `/en-US/game/${site.datasetId}?daily=${today}`;
    const mine = await winDaily(browser(dave), page, dave, site, 2);
    // Erin's day: 4 guesses, ranked; then she replays Dave's link in 1 guess (unranked).
    await insertGame(db, {
      userId: erin.user.id,
      datasetId: site.datasetId,
      versionId: site.versionId,
      answerEntryId: mine.answerEntryId,
      dailyDate: today,
      isRanked: true,
      attempts: 4,
      startTime: new Date(Date.now() - 3_600_000),
    });
    await reply(site, mine, { userId: erin.user.id, dailyDate: today, isRanked: false, attempts: 1 });
    const en = repliesOf(await browser(dave).get(page));
    expect(en).toContain(`${erin.user.username} You won Found in 4 guesses`);
    expect(en).not.toContain(`${erin.user.username} Beat you`);
  });

  it("a dataset's own daily shows its replies too", async () => {
    const carol = await createTestUser(env.DB);
    const dan = await createTestUser(env.DB);
    const c = browser(carol);
    const page = `/en-US/game/${own.datasetId}/daily`;
    const mine = await winDaily(c, page, carol, own, 1);
    expect(mine).toMatchObject({ result: "won", attempts: 2, datasetDailyDate: today });
    await reply(own, mine, { userId: dan.user.id, attempts: 2, duration: (mine.duration ?? 0) + 30 });
    const en = repliesOf(await c.get(page));
    expect(en).toContain(`${dan.user.username} You won Found in 2 guesses`);
  });

  it("a friend's link played as the day's daily is that daily when reopened after the end, not practice", async () => {
    const fay = await createTestUser(env.DB);
    const gus = await createTestUser(env.DB);
    const sent = await winDaily(browser(fay), `/en-US/game/${site.datasetId}?daily=${today}`, fay, site, 1);
    const link = `/en-US/game/${site.datasetId}?challenge=${await challengeToken({ env: env as never }, sent.id)}`;
    const g = browser(gus);
    const badge = (html: string) =>
      html.match(/<strong class="kind-band__name"[^>]*>([\s\S]*?)<\/strong>/)?.[1]?.replace(/<[^>]+>/g, "") ??
      "";
    const label = `Datadle daily #${dailyNumber(today)}`;
    // Gus has not played today: the link plays his day's daily, ranked.
    expect(badge(await g.get(link))).toContain(label);
    await g.post(link, {
      intent: "start",
      datasetId: String(site.datasetId),
      challenge: link.split("=")[1] ?? "",
    });
    const game = await latestOf(gus.user.id);
    expect(game).toMatchObject({ dailyDate: today, isRanked: true, challengeOf: sent.id });
    await g.post(link, {
      intent: "guess",
      recordId: String(game.id),
      sessionId: game.sessionId,
      guess: fixtureEntries[game.answerEntryId % 100].name,
      entryId: String(game.answerEntryId),
    });
    // Reopened after the end: his daily's end screen, named as the daily, with tomorrow's countdown.
    const again = await g.get(link);
    expect(again).toContain('data-testid="game-over"');
    expect(badge(again)).toContain(label);
    expect(again).not.toContain('data-testid="practice-badge"');
    expect(again).toContain('data-testid="next-daily"');
  });

  it("a challenge intro names a guest sender in lower case mid-sentence", async () => {
    const erin = await createTestUser(env.DB);
    const guestGame = await insertGame(db, {
      userId: null,
      guestId: "guest-sender",
      datasetId: own.datasetId,
      versionId: own.versionId,
      answerEntryId: own.entryIds[0],
      attempts: 4,
    });
    const token = await challengeToken({ env: env as never }, guestGame.id);
    const html = await browser(erin).get(`/en-US/game/${own.datasetId}?challenge=${token}`);
    expect(html.replace(/<[^>]+>/g, "")).toContain("A challenge from a guest: 4 guesses.");
  });
});
