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
import { getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { createGameFixture, type Fixture } from "./testing/game-fixture";

/**
 * A popular dataset's daily rush must cost what the site daily's costs (ADR 021): a guess on
 * `/game/{id}/daily` is one D1 round trip, as on the site daily's page (game-page-trips).
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

let fixture: Fixture;
beforeAll(async () => {
  // The site daily is on another dataset, so this one plays its own daily.
  await createGameFixture(db, { name: "Featured trip realms", daily: true });
  fixture = await createGameFixture(db, { name: "Own daily trip realms" });
  const site = await getDailyChallenge(context.deps, dailyDateOf(new Date()));
  if (!site || site.datasetId === fixture.datasetId) throw new Error("the fixture is featured");
});

function datasetDailyPlayer() {
  const page = `${ORIGIN}/en-US/game/${fixture.datasetId}/daily`;
  const params = { lang: "en-US", id: String(fixture.datasetId) };
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

const picked = (entryId: number) => ({ guess: "picked", entryId: String(entryId) });
const statusOf = (response: unknown) => (response instanceof Response ? response.status : 200);

describe("a dataset daily's round trips to D1", () => {
  it("a guess, wrong or winning, is one round trip, as on the site daily", async () => {
    const player = datasetDailyPlayer();
    await player.view();
    const [started] = await player.post({
      intent: "start",
      datasetId: String(fixture.datasetId),
      isDailyChallenge: "on",
      dailyDate: dailyDateOf(new Date()),
    });
    expect(statusOf(started)).toBe(303);
    const [playing] = await player.view();
    const game = playing.game;
    if (!game) throw new Error("the started game is not on the page");
    const [record] = await db.select().from(gameRecords).where(eq(gameRecords.id, game.recordId));
    expect(record.datasetDailyDate).toBe(dailyDateOf(new Date()));
    const missEntry = fixture.entryIds.find((id) => id !== record.answerEntryId) ?? 0;
    const form = { intent: "guess", recordId: String(game.recordId), sessionId: game.sessionId };

    const [missed, missTrips] = await player.post({ ...form, ...picked(missEntry) });
    expect(statusOf(missed)).toBe(303);
    expect(missTrips).toBe(1);
    const [scripted, scriptedTrips] = await player.post({
      ...form,
      ...picked(fixture.entryIds.find((id) => id !== record.answerEntryId && id !== missEntry) ?? 0),
      reply: "view",
    });
    expect(statusOf(scripted)).toBe(200);
    expect(scriptedTrips).toBe(1);
    const [won, wonTrips] = await player.post({ ...form, ...picked(record.answerEntryId) });
    expect(statusOf(won)).toBe(303);
    expect(wonTrips).toBe(1);
    const [ended] = await player.view();
    expect(ended.game?.result).toBe("won");
  });
});
