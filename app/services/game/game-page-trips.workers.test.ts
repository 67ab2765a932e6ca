import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gameAction } from "~/routes/($lang).game.$id/action.server";
import { loadGamePage } from "~/routes/($lang).game.$id/page-data.server";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { getLoadContext } from "../../../load-context";
import { type DailyChallenge, getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { createGameFixture, type Fixture } from "./testing/game-fixture";

/**
 * On the day of a popular daily, the game page is what players load most: once per visit and once
 * more after every guess (the page revalidates). Locally each D1 round trip costs a page a large
 * share of its throughput, so the page's player reads go in one batch and a guess only writes.
 */
const ORIGIN = "http://localhost";
const counted = countingD1(env.DB);
const context = getLoadContext({
  request: new Request(ORIGIN),
  context: {
    cloudflare: {
      env: { ...(env as unknown as AppEnv), DB: counted.d1 },
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    },
  },
});
const db = database(env.DB);

let daily: DailyChallenge;
let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Trip realms", daily: true });
  const pick = await getDailyChallenge(context.deps, dailyDateOf(new Date()));
  if (!pick) throw new Error("no daily pick over the fixture");
  daily = pick;
});

/** A guest without JavaScript on today's daily: its page views and form posts, with the D1 round trips of each. */
function dailyPlayer() {
  const page = `${ORIGIN}/en-US/game/${daily.datasetId}?daily=${daily.date}`;
  const params = { lang: "en-US", id: String(daily.datasetId) };
  let cookie = "i18n_redirected=en-US";
  const trips = async <T>(call: () => Promise<T>): Promise<[T, number]> => {
    const before = counted.roundTrips();
    const result = await call();
    return [result, counted.roundTrips() - before];
  };
  return {
    view: () =>
      trips(() =>
        loadGamePage({ request: new Request(page, { headers: { Cookie: cookie } }), params, context }),
      ),
    async post(fields: Record<string, string>) {
      const request = new Request(page, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: new URLSearchParams(fields).toString(),
      });
      const [response, count] = await trips(() => gameAction({ request, params, context }));
      const guest =
        response instanceof Response ? response.headers.get("Set-Cookie")?.match(/dd_guest=[^;]+/) : null;
      if (guest) cookie = `${cookie}; ${guest[0]}`;
      return [response, count] as const;
    },
  };
}

/** The guess form's fields when a suggestion was picked (the autocomplete sends the entry's id). */
const picked = (entryId: number) => ({ guess: "picked", entryId: String(entryId) });

const statusOf = (response: unknown) => (response instanceof Response ? response.status : 200);

describe("the daily game page's round trips to D1", () => {
  it("reads a player's game, day and stats in one round trip in every state, and a guess only writes", async () => {
    const player = dailyPlayer();
    await player.view(); // the dataset, the daily and the version are read once into this isolate's caches
    const [fresh, freshTrips] = await player.view();
    expect(fresh.game).toBeNull();
    expect(freshTrips).toBe(0); // a visitor without a cookie has no games to read

    const [started] = await player.post({
      intent: "start",
      datasetId: String(daily.datasetId),
      isDailyChallenge: "on",
      dailyDate: daily.date,
    });
    expect(statusOf(started)).toBe(303);
    const [playing, playingTrips] = await player.view();
    const game = playing.game;
    if (!game) throw new Error("the started game is not on the page");
    expect(game.result).toBe("playing");
    expect(game.answer).toBeNull();
    expect(playingTrips).toBe(1);

    const [record] = await db.select().from(gameRecords).where(eq(gameRecords.id, game.recordId));
    const missEntry = fixture.entryIds.find((id) => id !== record.answerEntryId) ?? 0;
    const form = { intent: "guess", recordId: String(game.recordId), sessionId: game.sessionId };
    const [missed, missTrips] = await player.post({ ...form, ...picked(missEntry) });
    expect(statusOf(missed)).toBe(303);
    expect(missTrips).toBe(1);
    const [afterMiss, afterMissTrips] = await player.view();
    expect(afterMiss.game?.rows.map((row) => row.entry.id)).toEqual([missEntry]);
    expect(afterMissTrips).toBe(1);

    const [won, wonTrips] = await player.post({ ...form, ...picked(record.answerEntryId) });
    expect(statusOf(won)).toBe(303);
    expect(wonTrips).toBe(1);
    // The end screen reads one more thing: who took the game's challenge link.
    const [ended, endedTrips] = await player.view();
    expect(ended.game?.result).toBe("won");
    expect(ended.playerStats?.played).toBe(1);
    expect(ended.challenge.replies).toEqual([]);
    expect(endedTrips).toBe(2);

    // The same game's page again, after it ended: the finished record and its replies.
    const [again, againTrips] = await player.view();
    expect(again.game?.recordId).toBe(game.recordId);
    expect(againTrips).toBe(2);
  });

  it("answers a guess sent by the page's script with the game's new view, in the same round trip", async () => {
    const player = dailyPlayer();
    await player.post({
      intent: "start",
      datasetId: String(daily.datasetId),
      isDailyChallenge: "on",
      dailyDate: daily.date,
    });
    const [playing] = await player.view();
    const game = playing.game;
    if (!game) throw new Error("the started game is not on the page");
    const [record] = await db.select().from(gameRecords).where(eq(gameRecords.id, game.recordId));
    const missEntry = fixture.entryIds.find((id) => id !== record.answerEntryId) ?? 0;
    const form = {
      intent: "guess",
      recordId: String(game.recordId),
      sessionId: game.sessionId,
      reply: "view",
    };

    const [missed, missTrips] = await player.post({ ...form, ...picked(missEntry) });
    expect(missTrips).toBe(1);
    expect(missed).not.toBeInstanceOf(Response);
    const view = (missed as { guessView: NonNullable<typeof game> }).guessView;
    expect(view.rows.map((row) => row.entry.id)).toEqual([missEntry]);
    expect({ attempts: view.attempts, result: view.result, answer: view.answer }).toEqual({
      attempts: 1,
      result: "playing",
      answer: null,
    });
    // The view is what the page's loader now shows, and it never names the answer.
    const [reloaded] = await player.view();
    expect(view.rows).toEqual(reloaded.game?.rows);
    expect(JSON.stringify(view)).not.toContain("answerEntryId");

    // The guess that ends the game goes back to the page: its loader brings the end screen and stats.
    const [won, wonTrips] = await player.post({ ...form, ...picked(record.answerEntryId) });
    expect(statusOf(won)).toBe(303);
    expect(wonTrips).toBe(1);
  });
});
