import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startGameSchema } from "~/schemas/game";
import { database } from "~db/index";
import { datasets, gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { type DailyChallenge, getDailyChallenge } from "./daily.server";
import { dailyDateOf } from "./daily-date.server";
import { startGame } from "./start-game.server";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";

/**
 * Server side: games addressed by record, stats at game end, one ranked daily per
 * player and day, guests who keep a history and bring it to their account, hard mode, challenges.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

type Envelope<T> = { code: number; message: string; details?: unknown; data: T };
type RecordBody = {
  id: number;
  session_id: string;
  dataset_id: number;
  result: string;
  is_ranked: boolean;
  daily_date: string | null;
  hard_mode: boolean;
  challenge_of: number | null;
  answer: { id: number; name: string } | null;
};

/** A client that keeps the cookies the server sets (dd_guest, dd_session), like a browser. */
function client(initial: Record<string, string> = {}) {
  const jar = new Map<string, string>(Object.entries({ i18n_redirected: "en-US", ...initial }));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair.split("=");
      jar.set(name.trim(), value.join("="));
    }
    return response;
  };
  let bearer: string | null = null;
  const headers = (extra: Record<string, string> = {}) => ({
    Cookie: cookie(),
    Origin: ORIGIN,
    ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    ...extra,
  });
  return {
    jar,
    signInWith(token: string) {
      bearer = token;
    },
    async api<T>(method: string, path: string, body?: unknown) {
      const response = keep(
        await worker.fetch(`${ORIGIN}${path}`, {
          method,
          headers: headers(body === undefined ? {} : { "Content-Type": "application/json" }),
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    },
    async page(path: string) {
      const response = keep(
        await worker.fetch(`${ORIGIN}${path}`, { headers: headers({ Accept: "text/html" }) }),
      );
      return { status: response.status, html: await response.text() };
    },
    async form(path: string, fields: Record<string, string>) {
      const response = keep(
        await worker.fetch(`${ORIGIN}${path}`, {
          method: "POST",
          redirect: "manual",
          // A browser's form post; no Origin header (Remix compares it with a Host this fetch lacks).
          headers: (({ Origin: _origin, ...rest }) => rest)(
            headers({ Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" }),
          ),
          body: new URLSearchParams(fields).toString(),
        }),
      );
      return {
        status: response.status,
        html: await response.text(),
        location: response.headers.get("Location"),
      };
    },
  };
}

const rowsOfGuest = async (guest: string | undefined) =>
  guest ? db.select().from(gameRecords).where(eq(gameRecords.guestId, guest)) : [];
const rowOf = async (id: number) => (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0];
const nameOf = (entryId: number) => fixtureEntries[entryId % 100].name;

/** A wrong entry of the fixture for a record (never its answer). */
async function wrongEntry(recordId: number, fixture: Fixture, skip = 0) {
  const row = await rowOf(recordId);
  return fixture.entryIds.filter((id) => id !== row.answerEntryId)[skip];
}

let setA: Fixture;
let setB: Fixture;
let today: DailyChallenge;
beforeAll(async () => {
  setA = await createGameFixture(db, { name: "Habit realms A", daily: true });
  setB = await createGameFixture(db, { name: "Habit realms B" });
  const pick = await getDailyChallenge(
    { db, kv: env.KV, env: env as never, now: () => new Date() },
    dailyDateOf(new Date()),
  );
  if (!pick) throw new Error("no daily pick over the fixtures");
  today = pick;
});

describe("one ranked daily per player and day", () => {
  it("20 ranked dailies started in parallel for one user give exactly one ranked record", async () => {
    const player = await createTestUser(env.DB);
    const c = client();
    c.signInWith(player.accessToken);
    const starts = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.api<RecordBody>("POST", "/api/v1/game/record", {
          dataset_id: today.datasetId,
          is_daily_challenge: true,
        }),
      ),
    );
    expect(starts.map((s) => (s.status === 201 ? 201 : JSON.stringify(s.body)))).toEqual(Array(20).fill(201));
    expect(starts.filter((s) => s.body.data.is_ranked)).toHaveLength(1);
    const rows = await db
      .select()
      .from(gameRecords)
      .where(and(eq(gameRecords.userId, player.user.id), eq(gameRecords.dailyDate, today.date)));
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.isRanked)).toHaveLength(1);
    // Another start later is a replay, never ranked (the service: the API's start rate limit is spent).
    const later = await startGame(
      { db, kv: env.KV, env: env as never, now: () => new Date(), waitUntil: () => {} },
      { userId: player.user.id, guestId: null },
      startGameSchema.parse({ datasetId: today.datasetId, isDailyChallenge: true }),
      { ipAddress: null, userAgent: null, referrer: null },
    );
    expect(later.isRanked).toBe(false);
  });

  it("a dataset's owner plays its day unranked", async () => {
    const owner = await createTestUser(env.DB);
    await db.update(datasets).set({ ownerId: owner.user.id }).where(eq(datasets.id, today.datasetId));
    try {
      const c = client();
      c.signInWith(owner.accessToken);
      const started = await c.api<RecordBody>("POST", "/api/v1/game/record", {
        dataset_id: today.datasetId,
        is_daily_challenge: true,
      });
      expect(started.status).toBe(201);
      expect(started.body.data.is_ranked).toBe(false);
    } finally {
      await db.update(datasets).set({ ownerId: null }).where(eq(datasets.id, today.datasetId));
    }
  });
});

describe("stats at game end", () => {
  it("GET /api/v1/game/stats/user counts a game the moment it ends (no cron run)", async () => {
    const player = await createTestUser(env.DB);
    const c = client();
    c.signInWith(player.accessToken);
    const before = await c.api<{ played: number; wins: number }>("GET", "/api/v1/game/stats/user");
    expect(before.body.data).toMatchObject({ played: 0, wins: 0, total_games: 0 });

    const won = await c.api<RecordBody>("POST", "/api/v1/game/record", { dataset_id: setB.datasetId });
    const wrong = await wrongEntry(won.body.data.id, setB);
    await c.api("POST", `/api/v1/game/record/${won.body.data.id}/guess`, { entry_id: wrong });
    const answer = (await rowOf(won.body.data.id)).answerEntryId;
    const win = await c.api<{ won: boolean }>("POST", `/api/v1/game/record/${won.body.data.id}/guess`, {
      entry_id: answer,
    });
    expect(win.body.data.won).toBe(true);
    const afterWin = await c.api<Record<string, unknown>>("GET", "/api/v1/game/stats/user");
    expect(afterWin.body.data).toMatchObject({
      played: 1,
      wins: 1,
      win_rate: 1,
      guess_histogram: { "2": 1 },
    });

    const lost = await c.api<RecordBody>("POST", "/api/v1/game/record", { dataset_id: setB.datasetId });
    await c.api("PUT", `/api/v1/game/record/${lost.body.data.id}`, { result: "lost" });
    // Ending it again changes nothing (a game ends once).
    await c.api("PUT", `/api/v1/game/record/${lost.body.data.id}`, { result: "lost" });
    const afterLoss = await c.api<Record<string, unknown>>("GET", "/api/v1/game/stats/user");
    expect(afterLoss.body.data).toMatchObject({ played: 2, wins: 1, win_rate: 0.5 });
  });

  it("a won ranked daily starts a streak at once", async () => {
    const player = await createTestUser(env.DB);
    const c = client();
    c.signInWith(player.accessToken);
    const daily = await c.api<RecordBody>("POST", "/api/v1/game/record", {
      dataset_id: today.datasetId,
      is_daily_challenge: true,
    });
    expect(daily.body.data.is_ranked).toBe(true);
    await c.api("POST", `/api/v1/game/record/${daily.body.data.id}/guess`, { entry_id: today.entryId });
    const stats = await c.api<Record<string, unknown>>("GET", "/api/v1/game/stats/user");
    expect(stats.body.data).toMatchObject({ current_streak: 1, best_streak: 1, last_daily_date: today.date });
    // The profile pages show it too, at once (player_stats, no cron run in between).
    const streakOf = (html: string) =>
      html.match(/<dt>Current daily streak<\/dt><dd>([^<]*)<\/dd>/)?.[1] ?? "missing";
    for (const path of [`/en-US/profile/${player.user.id}`, `/en-US/users/${player.user.id}`]) {
      const shown = await c.page(path);
      expect(shown.status, path).toBe(200);
      expect(streakOf(shown.html), path).toBe("1 day");
    }
    const own = await worker.fetch(`${ORIGIN}/en-US/profile`, {
      headers: { Accept: "text/html", Cookie: `i18n_redirected=en-US; ${player.sessionCookie}` },
    });
    expect(own.status).toBe(200);
    expect(streakOf(await own.text())).toBe("1 day");
  });
});

describe("games addressed by record", () => {
  it("two games in two datasets guess and give up independently (API)", async () => {
    const c = client();
    const a = await c.api<RecordBody>("POST", "/api/v1/game/record", { dataset_id: setA.datasetId });
    const b = await c.api<RecordBody>("POST", "/api/v1/game/record", { dataset_id: setB.datasetId });
    expect(c.jar.get("dd_guest")).toMatch(/^g_[0-9a-f]{32}$/);
    const guessA = await c.api<{ attempts: number }>("POST", `/api/v1/game/record/${a.body.data.id}/guess`, {
      entry_id: await wrongEntry(a.body.data.id, setA),
      session_id: a.body.data.session_id,
    });
    expect(guessA.body.data.attempts).toBe(1);
    await c.api("PUT", `/api/v1/game/record/${b.body.data.id}`, {
      result: "lost",
      session_id: b.body.data.session_id,
    });
    expect((await rowOf(a.body.data.id)).result).toBe("playing");
    expect((await rowOf(b.body.data.id)).result).toBe("lost");
    const again = await c.api<{ attempts: number }>("POST", `/api/v1/game/record/${a.body.data.id}/guess`, {
      entry_id: await wrongEntry(a.body.data.id, setA, 1),
    });
    // The guest cookie alone proves the record is this guest's.
    expect(again.body.data.attempts).toBe(2);
    // A stranger (no cookie, no session id) cannot touch it.
    const stranger = await client().api("POST", `/api/v1/game/record/${a.body.data.id}/guess`, {
      entry_id: await wrongEntry(a.body.data.id, setA, 2),
    });
    expect(stranger.status).toBe(404);
  });

  it("two games in two datasets guess and give up independently (page forms, two tabs)", async () => {
    const c = client();
    const pageA = `/en-US/game/${setA.datasetId}`;
    const pageB = `/en-US/game/${setB.datasetId}`;
    expect((await c.form(pageA, { intent: "start" })).status).toBe(303);
    expect((await c.form(pageB, { intent: "start" })).status).toBe(303);
    const guest = c.jar.get("dd_guest") ?? "";
    const mine = await db.select().from(gameRecords).where(eq(gameRecords.guestId, guest));
    const recordA = mine.find((row) => row.datasetId === setA.datasetId);
    const recordB = mine.find((row) => row.datasetId === setB.datasetId);
    if (!recordA || !recordB) throw new Error("both games should exist");
    // Tab A guesses with its hidden fields; tab B gives up with its own.
    const wrongA = nameOf(await wrongEntry(recordA.id, setA));
    const guessed = await c.form(pageA, {
      intent: "guess",
      guess: wrongA,
      recordId: String(recordA.id),
      sessionId: recordA.sessionId,
    });
    expect(guessed.status).toBe(303);
    const gaveUp = await c.form(pageB, {
      intent: "giveup",
      recordId: String(recordB.id),
      sessionId: recordB.sessionId,
    });
    expect(gaveUp.status).toBe(303);
    expect(await rowOf(recordA.id)).toMatchObject({ result: "playing", attempts: 1 });
    expect((await rowOf(recordB.id)).result).toBe("lost");
    // Tab A still shows its board; tab B its end screen with the answer.
    const tabA = await c.page(pageA);
    expect(tabA.html).toContain(wrongA);
    expect(tabA.html).not.toContain(nameOf(recordA.answerEntryId));
    const tabB = await c.page(pageB);
    expect(tabB.html).toContain(nameOf(recordB.answerEntryId));
    // A form naming tab B's record from tab A's page is refused (a page acts on its own dataset).
    const crossed = await c.form(pageA, {
      intent: "giveup",
      recordId: String(recordB.id),
      sessionId: recordB.sessionId,
    });
    expect(crossed.status).toBe(400);
    expect((await rowOf(recordA.id)).result).toBe("playing");
  });

  it("a name that matches no entry, sent to a game another tab ended, goes back to the ended game", async () => {
    const c = client();
    const page = `/en-US/game/${setB.datasetId}`;
    expect((await c.form(page, { intent: "start" })).status).toBe(303);
    const [record] = await rowsOfGuest(c.jar.get("dd_guest"));
    if (!record) throw new Error("the game should exist");
    const fields = { recordId: String(record.id), sessionId: record.sessionId };
    // Tab 1 gives up; tab 2, still showing the board, then sends a typo.
    expect((await c.form(page, { intent: "giveup", ...fields })).status).toBe(303);
    const typo = await c.form(page, { intent: "guess", guess: "No such realm at all", ...fields });
    expect(typo.status).toBe(303);
    expect(typo.location).toBe(page);
    expect((await c.page(page)).html).toContain(nameOf(record.answerEntryId));
    // On a game still being played, the same typo is refused as a form error.
    expect((await c.form(page, { intent: "start" })).status).toBe(303);
    const [next] = (await rowsOfGuest(c.jar.get("dd_guest"))).filter((row) => row.result === "playing");
    if (!next) throw new Error("the second game should exist");
    const refused = await c.form(page, {
      intent: "guess",
      guess: "No such realm at all",
      recordId: String(next.id),
      sessionId: next.sessionId,
    });
    expect(refused.status).toBe(400);
    expect((await rowOf(next.id)).attempts).toBe(0);
  });

  it("the page start and the API start refuse the same bad input with the same field errors", async () => {
    const bad = { gameTimeLimit: "5", dailyDate: "2026-02-30", isDailyChallenge: "on" };
    const c = client();
    const page = await c.form(`/en-US/game/${setB.datasetId}`, { intent: "start", ...bad });
    expect(page.status).toBe(400);
    const api = await c.api("POST", "/api/v1/game/record", {
      dataset_id: setB.datasetId,
      game_time_limit: 5,
      daily_date: "2026-02-30",
      is_daily_challenge: true,
    });
    expect(api.status).toBe(400);
    const fields = (api.body.details as { fields: Record<string, string[]> }).fields;
    expect(Object.keys(fields).sort()).toEqual(["daily_date", "game_time_limit"]);
    expect(fields).toEqual({
      daily_date: ["errors.invalidDate"],
      game_time_limit: ["errors.timeLimitRange"],
    });
    // The page's form gets the same keys for the same fields (conform's reply, in the page's data).
    expect(page.html).toMatch(/\\"dailyDate\\",\\"2026-02-30\\"/);
    expect(page.html).toContain('\\"errors.timeLimitRange\\"');
    expect(page.html).toContain('\\"errors.invalidDate\\"');
    expect((await rowsOfGuest(c.jar.get("dd_guest"))).length).toBe(0);
  });
});

describe("guests keep a history", () => {
  it("a guest plays the daily, signs up: the account has it as played and cannot start a ranked one", async () => {
    const c = client();
    const daily = await c.api<RecordBody>("POST", "/api/v1/game/record", {
      dataset_id: today.datasetId,
      is_daily_challenge: true,
    });
    expect(daily.body.data.is_ranked).toBe(true);
    await c.api("PUT", `/api/v1/game/record/${daily.body.data.id}`, { result: "lost" });
    const guestToday = await c.api<{ played: { result: string } | null }>("GET", "/api/v1/game/daily");
    expect(guestToday.body.data.played).toMatchObject({ result: "lost", is_ranked: true });

    // The guest's history lives server-side.
    const guestRecords = await c.api<{ total: number; records: { id: number }[] }>(
      "GET",
      "/api/v1/game/records",
    );
    expect(guestRecords.body.data.records.map((r) => r.id)).toEqual([daily.body.data.id]);

    const username = `habit${Date.now().toString(36)}`;
    const signedUp = await c.api<{ access_token: string; user: { id: number } }>("POST", "/api/v1/register", {
      username,
      password: "correct-horse-battery-9",
    });
    expect(signedUp.status).toBe(200);
    c.signInWith(signedUp.body.data.access_token);
    expect((await rowOf(daily.body.data.id)).userId).toBe(signedUp.body.data.user.id);

    const accountToday = await c.api<{ played: { record_id: number; result: string } | null }>(
      "GET",
      "/api/v1/game/daily",
    );
    expect(accountToday.body.data.played).toMatchObject({ record_id: daily.body.data.id, result: "lost" });
    const stats = await c.api<{ played: number }>("GET", "/api/v1/game/stats/user");
    expect(stats.body.data.played).toBe(1);
    const accountRecords = await c.api<{ records: { id: number }[] }>("GET", "/api/v1/game/records");
    expect(accountRecords.body.data.records.map((r) => r.id)).toEqual([daily.body.data.id]);
    // The answer is known now: a new daily start is an unranked replay, never a 1000-point rank.
    const again = await c.api<RecordBody>("POST", "/api/v1/game/record", {
      dataset_id: today.datasetId,
      is_daily_challenge: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.data.is_ranked).toBe(false);
    const page = await c.page("/en-US/daily-challenge");
    expect(page.html).toContain('data-testid="daily-played"');
    // The home page says how the account played today's daily (its dataset and play read together).
    const home = await c.page("/en-US");
    expect(home.html).toContain('data-testid="home-daily-played"');
    expect(home.html).toContain(`/en-US/game/${today.datasetId}?daily=`);
    // The guest cookie left in the browser (after signing out) no longer opens the account's game.
    const leftover = client({ dd_guest: c.jar.get("dd_guest") ?? "" });
    expect((await leftover.api("GET", `/api/v1/game/record/${daily.body.data.id}`)).status).toBe(404);
  });
});

describe("a guest is told before the one tap", () => {
  it("home and the daily page tell a guest, before Play, that guest games are not ranked; an account is not told", async () => {
    const guest = client();
    for (const path of ["/en-US", "/en-US/daily-challenge"]) {
      const page = await guest.page(path);
      expect(page.html, path).toContain('data-testid="guest-unranked-home"');
      expect(page.html, path).toContain("Guest games are not on the leaderboards");
    }
    const zh = await client({ i18n_redirected: "zh-CN" }).page("/");
    expect(zh.status).toBe(200);
    expect(zh.html).toContain("游客对局不上排行榜");
    const [name, ...value] = (await createTestUser(env.DB)).sessionCookie.split("=");
    const account = client({ [name]: value.join("=") });
    expect((await account.page("/en-US")).html).not.toContain('data-testid="guest-unranked-home"');
  });
});

describe("hard mode and challenges", () => {
  it("refuses a hard-mode guess that drops an exact cell (hardModeViolation)", async () => {
    const c = client();
    const game = await c.api<RecordBody>("POST", "/api/v1/game/record", {
      dataset_id: setB.datasetId,
      hard_mode: true,
    });
    expect(game.body.data.hard_mode).toBe(true);
    const answer = (await rowOf(game.body.data.id)).answerEntryId;
    const kindOf = (entryId: number) => fixtureEntries[entryId % 100].attributes.kind;
    // A first guess with the answer's `kind` (exact), then one with the other kind: refused.
    const same = setB.entryIds.find((id) => id !== answer && kindOf(id) === kindOf(answer));
    const other = setB.entryIds.find((id) => kindOf(id) !== kindOf(answer));
    if (!same || !other) throw new Error("fixture needs both kinds");
    const first = await c.api("POST", `/api/v1/game/record/${game.body.data.id}/guess`, { entry_id: same });
    expect(first.status).toBe(200);
    const refused = await c.api("POST", `/api/v1/game/record/${game.body.data.id}/guess`, {
      entry_id: other,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toMatchObject({ reason: "hardModeViolation" });
    expect((refused.body.details as { columns: string[] }).columns).toContain("kind");
    expect((await rowOf(game.body.data.id)).attempts).toBe(1);
    // The same guess in a normal game is fine.
    const easy = await c.api<RecordBody>("POST", "/api/v1/game/record", { dataset_id: setB.datasetId });
    const easyAnswer = (await rowOf(easy.body.data.id)).answerEntryId;
    const easySame = setB.entryIds.find((id) => id !== easyAnswer && kindOf(id) === kindOf(easyAnswer));
    const easyOther = setB.entryIds.find((id) => kindOf(id) !== kindOf(easyAnswer));
    await c.api("POST", `/api/v1/game/record/${easy.body.data.id}/guess`, { entry_id: easySame });
    const fine = await c.api("POST", `/api/v1/game/record/${easy.body.data.id}/guess`, {
      entry_id: easyOther,
    });
    expect(fine.status).toBe(200);
  });

  it("a challenge link starts a game on the same hidden answer and shows both results", async () => {
    const alice = client();
    const page = `/en-US/game/${setB.datasetId}`;
    await alice.form(page, { intent: "start" });
    const [mine] = await db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.guestId, alice.jar.get("dd_guest") ?? ""));
    await alice.form(page, { intent: "giveup", recordId: String(mine.id), sessionId: mine.sessionId });
    const over = await alice.page(page);
    const token = over.html.match(/\?challenge=([\w.-]+)/)?.[1];
    expect(token).toBeTruthy();
    // The token names the game, not its answer.
    expect(token).not.toContain(String(mine.answerEntryId));

    const bob = client();
    const opened = await bob.page(`${page}?challenge=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.html).not.toContain(nameOf(mine.answerEntryId));
    // The friend sees what the challenge is before starting.
    expect(opened.html).toContain("A challenge from a guest: not found after 0 guesses. Can you find it?");
    const started = await bob.api<RecordBody>("POST", "/api/v1/game/record", {
      dataset_id: setB.datasetId,
      challenge: token,
    });
    expect(started.status).toBe(201);
    expect(started.body.data.challenge_of).toBe(mine.id);
    expect((await rowOf(started.body.data.id)).answerEntryId).toBe(mine.answerEntryId);
    // The API shows both results side by side: Bob's record names Alice's game and its result.
    const read = await bob.api<{ challenger: { record_id: number; result: string } | null }>(
      "GET",
      `/api/v1/game/record/${started.body.data.id}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.data.challenger).toMatchObject({ record_id: mine.id, result: "lost" });
    // A stranger cannot read Bob's record.
    expect((await client().api("GET", `/api/v1/game/record/${started.body.data.id}`)).status).toBe(404);
    // Through the page too: Carol opens the link, starts from its form, and sees Alice's result.
    const carol = client();
    const linked = `${page}?challenge=${token}`;
    const started2 = await carol.form(linked, { intent: "start", challenge: token ?? "" });
    expect(started2.status).toBe(303);
    const [carols] = await db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.guestId, carol.jar.get("dd_guest") ?? ""));
    expect(carols).toMatchObject({ challengeOf: mine.id, answerEntryId: mine.answerEntryId });
    await carol.form(page, { intent: "giveup", recordId: String(carols.id), sessionId: carols.sessionId });
    const side = await carol.page(page);
    expect(side.html).toContain(nameOf(mine.answerEntryId));
    expect(side.html).toContain('\\"opponent\\"');
    // Carol saw the score to beat and gets a verdict; Alice sees who played her link, and how.
    expect(side.html).toContain('data-testid="challenge-verdict"');
    expect(side.html).toContain("It is a tie.");
    // Who won comes first on the end screen, above the answer and the numbers (not below the fold).
    const verdictAt = side.html.indexOf('data-testid="challenge-verdict"');
    expect(verdictAt).toBeLessThan(side.html.indexOf('class="game-over__stats"'));
    expect(verdictAt).toBeLessThan(side.html.indexOf('class="game-over__answer"'));
    const back = await alice.page(page);
    expect(back.html).toContain('data-testid="challenge-replies"');
    expect(back.html).toContain("Friends who took your challenge");
    // A forged token is refused.
    const forged = await bob.api("POST", "/api/v1/game/record", {
      dataset_id: setB.datasetId,
      challenge: `${mine.id}.AAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.status).toBe(400);
  });
});

describe("hints", () => {
  it("says 'unavailable' when the answer has no value, once the hint is due", async () => {
    const bare = await createGameFixture(db, { name: "Clueless realms" });
    // Before any game reads this version: no entry has a clue.
    await env.DB.prepare(
      "UPDATE entries SET attributes = json_set(attributes, '$.clue', NULL) WHERE version_id = ?",
    )
      .bind(bare.versionId)
      .run();
    const c = client();
    const game = await c.api<RecordBody>("POST", "/api/v1/game/record", { dataset_id: bare.datasetId });
    type Hint = { key: string; state: string; value: string | null; reveal_after: number };
    const guess = async (skip: number) =>
      (
        await c.api<{ hints: Hint[] }>("POST", `/api/v1/game/record/${game.body.data.id}/guess`, {
          entry_id: await wrongEntry(game.body.data.id, bare, skip),
        })
      ).body.data.hints;
    expect(await guess(0)).toEqual([{ key: "clue", reveal_after: 2, state: "hidden", value: null }]);
    expect(await guess(1)).toEqual([{ key: "clue", reveal_after: 2, state: "unavailable", value: null }]);
    // A dataset whose answers have the value shows it once due.
    const other = await c.api<RecordBody>("POST", "/api/v1/game/record", { dataset_id: setB.datasetId });
    for (const skip of [0, 1]) {
      await c.api("POST", `/api/v1/game/record/${other.body.data.id}/guess`, {
        entry_id: await wrongEntry(other.body.data.id, setB, skip),
      });
    }
    const page = await c.page(`/en-US/game/${setB.datasetId}`);
    const answer = nameOf((await rowOf(other.body.data.id)).answerEntryId);
    // Shown once due, with the answer's own name masked until the game ends (hint-mask).
    expect(page.html).toContain("clue-of-＿＿＿");
    expect(page.html).not.toContain(`clue-of-${answer}`);
  });
});
