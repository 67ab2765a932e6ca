import { env, exports } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { challengeToken } from "./challenge-token";
import { getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";

/**
 * The sender who opens their own challenge link is never their own challenger: the page says it
 * is their link, shows their result of that day with the link to share, and starts no reply.
 * For the site daily and a dataset's own daily, in both languages.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

function browser(account: TestUser, language: "en-US" | "zh-CN" = "en-US") {
  const cookie = `i18n_redirected=${language}; ${account.sessionCookie}`;
  const send = (path: string, fields: Record<string, string>) =>
    worker.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Accept: "text/html", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    async get(path: string) {
      const response = await worker.fetch(`${ORIGIN}${path}`, {
        headers: { Accept: "text/html", Cookie: cookie },
      });
      expect(response.status, path).toBe(200);
      return response.text();
    },
    send,
    async post(path: string, fields: Record<string, string>) {
      expect((await send(path, fields)).status, path).toBe(303);
    },
  };
}

const gamesOf = (userId: number) =>
  db.select().from(gameRecords).where(eq(gameRecords.userId, userId)).orderBy(desc(gameRecords.id));

async function winDaily(b: ReturnType<typeof browser>, page: string, user: TestUser, fixture: Fixture) {
  await b.post(page, {
    intent: "start",
    datasetId: String(fixture.datasetId),
    isDailyChallenge: "on",
    dailyDate: dailyDateOf(new Date()),
  });
  const [record] = await gamesOf(user.user.id);
  const miss = fixture.entryIds.find((id) => id !== record.answerEntryId) ?? 0;
  for (const entryId of [miss, record.answerEntryId]) {
    await b.post(page, {
      intent: "guess",
      recordId: String(record.id),
      sessionId: record.sessionId,
      guess: fixtureEntries[entryId % 100].name,
      entryId: String(entryId),
    });
  }
  return (await gamesOf(user.user.id))[0];
}

/** The page's visible main text (no scripts, styles nor the translations the page carries). */
const text = (html: string) =>
  html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

let site: Fixture;
let own: Fixture;
let today: string;
beforeAll(async () => {
  site = await createGameFixture(db, { name: "Own link realms", daily: true });
  own = await createGameFixture(db, { name: "Own link dataset daily" });
  today = dailyDateOf(new Date());
  const pick = await getDailyChallenge({ db, kv: env.KV, env: env as never, now: () => new Date() }, today);
  if (pick?.datasetId !== site.datasetId) throw new Error("the fixture is not today's daily");
});

describe("opening one's own challenge link", () => {
  for (const kind of ["site daily", "dataset daily"] as const) {
    it(`the ${kind}'s sender sees their own link and result, and cannot reply to themselves`, async () => {
      const emma = await createTestUser(env.DB);
      const fixture = kind === "site daily" ? site : own;
      const dailyPage =
        kind === "site daily"
          ? `/game/${fixture.datasetId}?daily=${today}`
          : `/game/${fixture.datasetId}/daily`;
      const sent = await winDaily(browser(emma), `/en-US${dailyPage}`, emma, fixture);
      expect(sent).toMatchObject({ result: "won", attempts: 2, isRanked: true });
      const token = await challengeToken({ env: env as never }, sent.id);
      const linkPath = `${kind === "site daily" ? `/game/${fixture.datasetId}` : `/game/${fixture.datasetId}/daily`}?challenge=${token}`;

      const en = await browser(emma).get(`/en-US${linkPath}`);
      expect(en).toContain('data-testid="challenge-own-link"');
      expect(text(en)).toContain("This is your own challenge link");
      expect(en).not.toContain('data-testid="challenge-incoming"');
      expect(text(en)).not.toContain("A challenge from");
      expect(text(en)).not.toContain("Your friend");
      // Their result of that day, with the link to share (Copy/Share once hydrated).
      expect(en).toContain('data-testid="game-over"');
      expect(en).toContain(`challenge=${token}`);
      expect(en).not.toContain('data-testid="challenge-verdict"');

      const zh = await browser(emma, "zh-CN").get(linkPath);
      expect(text(zh)).toContain("这是你自己的挑战链接");
      expect(text(zh)).not.toContain("来自");

      // Starting the own link (a stale form, the API) is refused: no reply to oneself.
      const refused = await browser(emma).send(`/en-US${linkPath}`, {
        intent: "start",
        datasetId: String(fixture.datasetId),
        challenge: token,
      });
      expect(refused.status).not.toBe(303);
      const games = await gamesOf(emma.user.id);
      expect(games).toHaveLength(1);
      expect(games.filter((game) => game.challengeOf === sent.id)).toEqual([]);
      // The daily page lists no friend who tied.
      const daily = text(await browser(emma).get(`/en-US${dailyPage}`));
      expect(daily).not.toContain(`${emma.user.username} Tie`);
    });
  }
});

describe("giving up a friend's challenge of a daily already played", () => {
  it("reads as an unranked replay, and the verdict says it compares the result of the day", async () => {
    const bob = await createTestUser(env.DB);
    const emma = await createTestUser(env.DB);
    const dailyPage = `/en-US/game/${site.datasetId}?daily=${today}`;
    const sent = await winDaily(browser(bob), dailyPage, bob, site);
    await winDaily(browser(emma), dailyPage, emma, site);
    const token = await challengeToken({ env: env as never }, sent.id);
    const link = `/game/${site.datasetId}?challenge=${token}`;
    const e = browser(emma);
    await e.post(`/en-US${link}`, { intent: "start", datasetId: String(site.datasetId), challenge: token });
    const [replay] = await gamesOf(emma.user.id);
    expect(replay).toMatchObject({ challengeOf: sent.id, isRanked: false });
    await e.post(`/en-US${link}`, {
      intent: "giveup",
      recordId: String(replay.id),
      sessionId: replay.sessionId,
    });
    const en = text(await e.get(`/en-US${link}`));
    expect(en).toContain("Unranked replay: Out of luck this time");
    expect(en).toContain("Replay score");
    expect(en).toContain("Compared: your result of the day (2 guesses) vs your friend");
    expect(en).toContain("You (result of the day)");
    const zh = text(await browser(emma, "zh-CN").get(link));
    expect(zh).toContain("不计成绩的重玩");
    expect(zh).toContain("比较的是你当天的成绩（2 次猜测）");
  });
});
