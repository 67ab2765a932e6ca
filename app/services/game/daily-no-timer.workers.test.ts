import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { startGameSchema } from "~/schemas/game";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { ACTIVE_GAP_CAP_SECONDS } from "./active-time";
import { getDailyChallenge } from "./daily.server";
import { endGame } from "./end-game.server";
import { gameViewOf } from "./game-view.server";
import { submitGuess } from "./guess.server";
import { newGuestId, type Player } from "./guest-player";
import { getPlayerStats } from "./player-stats.server";
import { readRecordWithGuesses } from "./record-access.server";
import { startGame } from "./start-game.server";
import { createGameFixture, type Fixture } from "./testing/game-fixture";

/** The game as its page shows it (the page's loader reads it the same way). */
const viewOf = async (recordId: number) =>
  gameViewOf(deps, await readRecordWithGuesses(deps, recordId), "en-US");

/**
 * A daily never dies while its player is away (no wall-clock limit; its time is the active time,
 * each gap between guesses capped), and one started before 00:00 UTC stays that day's ranked daily
 * when it ends after midnight. The server's clock is injected (`deps.now`).
 */
const db = database(env.DB);
const seen = { ipAddress: null, userAgent: null, referrer: null };
let clock = new Date();
const deps = { ...createDeps(env), db, now: () => clock };
const at = (iso: string) => {
  clock = new Date(iso);
};

const guest = (): Player => ({ userId: null, guestId: newGuestId() });

async function dailyOf(date: string) {
  const pick = await getDailyChallenge(deps, date);
  if (!pick) throw new Error(`no daily pick for ${date}`);
  return pick;
}

let practice: Fixture;
beforeAll(async () => {
  await createGameFixture(db, { name: "Timeless realms A", daily: true });
  await createGameFixture(db, { name: "Timeless realms B", daily: true });
  practice = await createGameFixture(db, { name: "Timed realms" });
});

/** The entries of a day's dataset that are not its answer. */
async function wrongOf(pick: { versionId: number; entryId: number }) {
  const rows = await env.DB.prepare("SELECT id FROM entries WHERE version_id = ? AND id <> ? ORDER BY id")
    .bind(pick.versionId, pick.entryId)
    .all<{ id: number }>();
  return rows.results.map((row) => row.id);
}

describe("a daily has no wall-clock limit", () => {
  it("is still playable hours after the old 5-minute limit, and scores its active time only", async () => {
    at("2026-11-18T09:00:00Z");
    const pick = await dailyOf("2026-11-18");
    const player = guest();
    const record = await startGame(
      deps,
      player,
      startGameSchema.parse({ datasetId: pick.datasetId, isDailyChallenge: true }),
      seen,
    );
    const credentials = { sessionId: record.sessionId, guestId: player.guestId };
    const [first, second] = await wrongOf(pick);
    at("2026-11-18T09:00:10Z");
    await submitGuess(deps, { recordId: record.id, entryId: first, locale: "en-US" }, credentials);
    // Away for six hours: the page the player comes back to still plays.
    at("2026-11-18T15:00:10Z");
    const back = await viewOf(record.id);
    expect(back).toMatchObject({ result: "playing", deadline: null, timedOut: false });
    at("2026-11-18T15:00:30Z");
    const late = await submitGuess(
      deps,
      { recordId: record.id, entryId: second, locale: "en-US" },
      credentials,
    );
    expect(late).toMatchObject({ result: "playing", attempts: 2 });
    at("2026-11-18T15:00:45Z");
    const won = await submitGuess(
      deps,
      { recordId: record.id, entryId: pick.entryId, locale: "en-US" },
      credentials,
    );
    expect(won).toMatchObject({ result: "won", attempts: 3 });
    // 10 s, then a gap capped at the cap, then 15 s: not six hours.
    const seconds = 10 + ACTIVE_GAP_CAP_SECONDS + 15;
    const view = await viewOf(record.id);
    expect(view).toMatchObject({
      result: "won",
      duration: seconds,
      score: 1000 - 50 * 2 - Math.min(49, Math.floor(seconds / 10)),
    });
  });

  it("keeps the time limit of a practice game, and says when it ran out", async () => {
    at("2026-11-18T10:00:00Z");
    const player = guest();
    const record = await startGame(
      deps,
      player,
      startGameSchema.parse({ datasetId: practice.datasetId, gameTimeLimit: 60 }),
      seen,
    );
    const credentials = { sessionId: record.sessionId, guestId: player.guestId };
    at("2026-11-18T10:01:05Z");
    const view = await viewOf(record.id);
    expect(view).toMatchObject({ result: "lost", timedOut: true, duration: 60 });
    // Giving up before the limit is not "time ran out".
    at("2026-11-18T11:00:00Z");
    const other = await startGame(
      deps,
      player,
      startGameSchema.parse({ datasetId: practice.datasetId, gameTimeLimit: 60 }),
      seen,
    );
    const otherCredentials = { ...credentials, sessionId: other.sessionId };
    at("2026-11-18T11:00:20Z");
    await endGame(deps, other.id, { result: "lost" }, otherCredentials, "en-US");
    expect(await viewOf(other.id)).toMatchObject({
      result: "lost",
      timedOut: false,
    });
  });
});

describe("a daily across midnight", () => {
  it("started at 23:58 UTC and won at 00:00:43 stays that day's ranked daily, and its streak counts it", async () => {
    at("2026-11-19T23:58:00Z");
    const pick = await dailyOf("2026-11-19");
    const player = guest();
    const record = await startGame(
      deps,
      player,
      startGameSchema.parse({ datasetId: pick.datasetId, isDailyChallenge: true }),
      seen,
    );
    expect(record).toMatchObject({ dailyDate: "2026-11-19", isRanked: true });
    const credentials = { sessionId: record.sessionId, guestId: player.guestId };
    const [first] = await wrongOf(pick);
    at("2026-11-19T23:59:30Z");
    await submitGuess(deps, { recordId: record.id, entryId: first, locale: "en-US" }, credentials);
    at("2026-11-20T00:00:43Z");
    const won = await submitGuess(
      deps,
      { recordId: record.id, entryId: pick.entryId, locale: "en-US" },
      credentials,
    );
    expect(won).toMatchObject({ result: "won", attempts: 2 });
    const view = await viewOf(record.id);
    expect(view).toMatchObject({ result: "won", dailyDate: "2026-11-19", isRanked: true });
    // The next day, the win of the 19th carries the streak (it is still current on the 20th).
    const stats = await getPlayerStats(deps, player);
    expect(stats).toMatchObject({ currentStreak: 1, lastDailyDate: "2026-11-19" });
  });
});
