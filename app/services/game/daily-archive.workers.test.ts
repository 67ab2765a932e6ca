import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { datasetPlays, datasets } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { addDays, dailyDateOf } from "./daily-date.server";
import { getDailyPage } from "./daily-view.server";
import { insertGame } from "./stats-fixtures.test-helper";
import { createGameFixture, type Fixture } from "./testing/game-fixture";

/**
 * an archive that lists (past days with their dataset and the player's result, a future
 * day a 404 that says when it opens), and browse that leads with playable datasets, most played
 * this week first.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const page = async (path: string) => {
  const response = await worker.fetch(`http://localhost${path}`, {
    headers: { Accept: "text/html", Cookie: "i18n_redirected=en-US" },
  });
  return { status: response.status, html: await response.text() };
};

let quiet: Fixture;
let busy: Fixture;
beforeAll(async () => {
  quiet = await createGameFixture(db, { name: "Archive quiet realms", daily: true });
  busy = await createGameFixture(db, { name: "Archive busy realms", daily: true });
  await db.insert(datasets).values({ name: "Archive empty realms", isPublic: true, entriesCount: 0 });
});

describe("an archive that lists", () => {
  it("lists past days never stored, each with its dataset and the player's result, and not today", async () => {
    const deps = createDeps(env);
    const today = dailyDateOf(new Date());
    const yesterday = addDays(today, -1);
    const player = await createTestUser(env.DB);
    const first = await getDailyPage(deps, {
      player: { userId: player.user.id, guestId: null },
      locale: "en-US",
    });
    expect(first.archive.map((day) => day.date)).not.toContain(today);
    expect(first.archive[0]?.date).toBe(yesterday);
    expect(first.archive.length).toBeGreaterThanOrEqual(7);
    const day = first.archive[0];
    expect(day.played).toBeNull();
    const set = day.datasetId === quiet.datasetId ? quiet : busy;
    await insertGame(db, {
      userId: player.user.id,
      datasetId: set.datasetId,
      versionId: set.versionId,
      answerEntryId: set.entryIds[0],
      dailyDate: yesterday,
      attempts: 4,
    });
    const again = await getDailyPage(deps, {
      player: { userId: player.user.id, guestId: null },
      locale: "en-US",
    });
    expect(again.archive[0]).toMatchObject({ date: yesterday, played: { result: "won", attempts: 4 } });

    const html = (
      await worker.fetch("http://localhost/en-US/daily-challenge", {
        headers: { Accept: "text/html", Cookie: `i18n_redirected=en-US; ${player.sessionCookie}` },
      })
    ).text();
    expect(await html).toContain("You: found in 4 guesses");
  });

  it("lists every past day, a page at a time, newest first, with the player's result on older pages", async () => {
    const deps = createDeps(env);
    const today = dailyDateOf(new Date());
    const player = await createTestUser(env.DB);
    const who = { userId: player.user.id, guestId: null };
    const first = await getDailyPage(deps, { player: who, locale: "en-US" });
    const second = await getDailyPage(deps, { player: who, locale: "en-US", page: 2 });
    // Every day (not only the last week), one after the other across the pages.
    expect(first.archive.map((day) => day.date)).toEqual(
      Array.from({ length: 20 }, (_, i) => addDays(today, -1 - i)),
    );
    expect(second.archive.map((day) => day.date)).toEqual(
      Array.from({ length: 20 }, (_, i) => addDays(today, -21 - i)),
    );
    const pages = Math.ceil((Date.parse(today) - Date.parse("2026-01-01")) / 86_400_000 / 20);
    expect(second.archivePage).toEqual({ page: 2, pages });

    // A day three weeks ago, played: its result shows on the second page.
    const day = second.archive[5];
    const set = day.datasetId === quiet.datasetId ? quiet : busy;
    await insertGame(db, {
      userId: player.user.id,
      datasetId: set.datasetId,
      versionId: set.versionId,
      answerEntryId: set.entryIds[0],
      dailyDate: day.date,
      attempts: 5,
    });
    const html = await (
      await worker.fetch("http://localhost/en-US/daily-challenge?page=2", {
        headers: { Accept: "text/html", Cookie: `i18n_redirected=en-US; ${player.sessionCookie}` },
      })
    ).text();
    expect(html).toContain(`<time dateTime="${day.date}">`);
    expect(html).toContain("You: found in 5 guesses");
    expect(html).toContain(`Page 2 of ${pages}`);
    expect(html).toContain('href="/en-US/daily-challenge?page=3#daily-archive"');
    expect(html).toContain('href="/en-US/daily-challenge?page=1#daily-archive"');
    // Past the last page: not found.
    expect((await page(`/en-US/daily-challenge?page=${pages + 1}`)).status).toBe(404);
  });

  it("answers a future day with a 404 that says when it opens", async () => {
    const tomorrow = addDays(dailyDateOf(new Date()), 1);
    const answer = await page(`/en-US/game/${quiet.datasetId}?daily=${tomorrow}`);
    expect(answer.status).toBe(404);
    expect(answer.html).toContain("That day&#x27;s challenge has not started yet. It opens at");
    expect(answer.html).toContain(`dateTime="${tomorrow}T00:00:00.000Z"`);
  });
});

describe("browse leads with playable datasets", () => {
  it("hides datasets without entries unless 'Show all' is on, and puts this week's most played first", async () => {
    const today = dailyDateOf(new Date());
    await db.insert(datasetPlays).values(
      ["a", "b", "c"].map((who, i) => ({
        datasetId: busy.datasetId,
        playerKey: `g:${who}`,
        day: today,
        started: 1,
        recordId: 9_000_000 + i,
        won: 1,
        attempts: 3,
        accuracy: 500_000,
        duration: 60,
      })),
    );
    const browse = (await page("/en-US/datasets")).html;
    expect(browse).not.toContain("Archive empty realms");
    const busyAt = browse.indexOf("Archive busy realms");
    const quietAt = browse.indexOf("Archive quiet realms");
    expect(busyAt).toBeGreaterThan(-1);
    expect(quietAt).toBeGreaterThan(busyAt);
    expect((await page("/en-US/datasets?all=1")).html).toContain("Archive empty realms");
  });
});
