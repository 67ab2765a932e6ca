import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { runScheduled } from "../../../tests/support/run-cron";
import { rebuildGameStats } from "./cron.server";
import { addDays, dailyDateOf } from "./daily-date.server";
import { clearGames, insertDataset, insertGame, insertUser } from "./stats-fixtures.test-helper";
import { pageBrowser } from "./testing/page-browser";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const appEnv = env as unknown as AppEnv;
const MINUTE = 60_000;

type Row = { rank: number; user_id: number; score: number; time_spent: number };
type Board = { board: string; total: number; entries: Row[]; me: Row | null };
type Boards = { date: string; today: Board; all_time: Board };

async function boards(datasetId: number, headers: HeadersInit = {}) {
  const response = await worker.fetch(`http://localhost/api/v1/dataset/${datasetId}/daily/leaderboard`, {
    headers,
  });
  const body = (await response.json()) as { data: Boards };
  return { status: response.status, data: body.data };
}

const ranks = (board: Board) => board.entries.map((row) => [row.user_id, row.rank, row.score]);

/**
 * A tick now, through the Worker's scheduled handler (so the Worker's own copies of the boards are
 * forgotten as in production); `full` rebuilds from all records. The records are stamped a few minutes
 * ago, inside what the cursor reads.
 */
const tick = (options: { full?: boolean } = {}) =>
  options.full ? rebuildGameStats({ env: appEnv }, Date.now(), options) : runScheduled(env);

async function startDaily(datasetId: number, headers: HeadersInit = {}) {
  const response = await worker.fetch("http://localhost/api/v1/game/record", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ dataset_id: datasetId, is_daily_challenge: true }),
  });
  const body = (await response.json()) as { data: { id: number; is_ranked: boolean } };
  return body.data;
}

/** The game ends won (as a last guess would write it). */
async function win(recordId: number, score: number, seconds: number) {
  const now = new Date(Date.now() - 2 * MINUTE);
  await db
    .update(gameRecords)
    .set({ result: "won", score, duration: seconds, endTime: now, updatedAt: now })
    .where(eq(gameRecords.id, recordId));
}

describe("a dataset daily's boards (ADR 021)", () => {
  beforeEach(async () => {
    await clearGames(db, env.KV);
    await tick();
  });

  it("ranks today's won ranked games, and adds up each player's won days on the all-time board", async () => {
    const set = await insertDataset(db, { size: 12 });
    const today = dailyDateOf(new Date());
    const yesterday = addDays(today, -1);
    const [a, b, c] = [await createTestUser(env.DB), await createTestUser(env.DB), await insertUser(db)];
    const game = (userId: number, day: string, result: "won" | "lost", score: number, duration = 30) =>
      insertGame(db, {
        userId,
        datasetId: set.id,
        versionId: set.versionId,
        answerEntryId: set.entryIds[0] ?? 0,
        datasetDailyDate: day,
        isRanked: true,
        result,
        score,
        duration,
        startTime: new Date(`${day}T00:00:10Z`),
        updatedAt: new Date(Date.now() - 3 * MINUTE),
      });
    await game(a.user.id, yesterday, "won", 800);
    await game(b.user.id, yesterday, "won", 500);
    await game(a.user.id, today, "won", 300);
    await game(b.user.id, today, "won", 900);
    await game(c.id, today, "lost", 0);
    // A practice win on the same dataset counts on neither board.
    await insertGame(db, {
      userId: c.id,
      datasetId: set.id,
      versionId: set.versionId,
      answerEntryId: set.entryIds[0] ?? 0,
      score: 1000,
      updatedAt: new Date(Date.now() - 3 * MINUTE),
    });
    await tick();

    const seen = await boards(set.id, { Authorization: `Bearer ${a.accessToken}` });
    expect(seen.status).toBe(200);
    expect(seen.data.date).toBe(today);
    expect(seen.data.today.board).toBe(`dataset-daily:${set.id}:${today}`);
    expect(ranks(seen.data.today)).toEqual([
      [b.user.id, 1, 900],
      [a.user.id, 2, 300],
    ]);
    expect(seen.data.today.total).toBe(2);
    expect(ranks(seen.data.all_time)).toEqual([
      [b.user.id, 1, 1400],
      [a.user.id, 2, 1100],
    ]);
    expect(seen.data.today.me).toMatchObject({ user_id: a.user.id, rank: 2 });
    expect(seen.data.all_time.me).toMatchObject({ user_id: a.user.id, rank: 2, score: 1100 });

    // Another day's game moves the all-time board, not today's.
    await game(a.user.id, addDays(today, -2), "won", 1000);
    await tick();
    const later = await boards(set.id);
    expect(ranks(later.data.today)).toEqual(ranks(seen.data.today));
    expect(ranks(later.data.all_time)).toEqual([
      [a.user.id, 1, 2100],
      [b.user.id, 2, 1400],
    ]);
    // The page shows both, in both languages.
    for (const [prefix, title] of [
      ["/en-US", "All time"],
      ["", "历史总榜"],
    ] as const) {
      const page = await worker.fetch(`http://localhost${prefix}/leaderboard?dataset_id=${set.id}`, {
        headers: { Accept: "text/html" },
      });
      const html = await page.text();
      expect(html).toContain('id="dataset-daily"');
      expect(html).toContain(title);
      expect(html).toContain(`/game/${set.id}/daily`);
    }
  });

  it("leaves out the owner, the owner up the fork chain and replays; a claimed guest daily counts (ADR 038)", async () => {
    const upstream = await createTestUser(env.DB);
    const owner = await createTestUser(env.DB);
    const origin = await insertDataset(db, { size: 12, ownerId: upstream.user.id });
    const set = await insertDataset(db, { size: 12, ownerId: owner.user.id, forkedFromId: origin.id });
    const player = await createTestUser(env.DB);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

    const mine = await startDaily(set.id, bearer(owner.accessToken));
    const upstreams = await startDaily(set.id, bearer(upstream.accessToken));
    const honest = await startDaily(set.id, bearer(player.accessToken));
    const replay = await startDaily(set.id, bearer(player.accessToken));
    const guest = await startDaily(set.id, { Cookie: "dd_guest=g_0123456789abcdef0123456789abcdef" });
    expect([mine.is_ranked, upstreams.is_ranked, honest.is_ranked, replay.is_ranked]).toEqual([
      false,
      false,
      true,
      false,
    ]);
    await win(mine.id, 1000, 5);
    await win(upstreams.id, 1000, 5);
    await win(honest.id, 400, 60);
    await win(replay.id, 1000, 5);
    // The guest won ranked, then signed up: the account keeps the game, and it was the account's
    // first daily of the day, so it stays its ranked daily (ADR 038).
    const claimer = await insertUser(db);
    await win(guest.id, 1000, 5);
    await db.update(gameRecords).set({ userId: claimer.id }).where(eq(gameRecords.id, guest.id));
    await tick();

    const seen = await boards(set.id);
    const expected = [
      [claimer.id, 1, 1000],
      [player.user.id, 2, 400],
    ];
    expect(ranks(seen.data.today)).toEqual(expected);
    expect(ranks(seen.data.all_time)).toEqual(expected);
  });

  it("links the boards from a dataset daily's end screen", async () => {
    const set = await insertDataset(db, { size: 12 });
    const page = pageBrowser(`http://localhost/en-US/game/${set.id}/daily`, { language: "en-US" });
    await page.get();
    await page.post({
      intent: "start",
      datasetId: String(set.id),
      isDailyChallenge: "on",
      dailyDate: dailyDateOf(new Date()),
    });
    const [record] = await db.select().from(gameRecords).where(eq(gameRecords.guestId, page.guestId()));
    if (!record) throw new Error("no game started");
    await page.post({
      intent: "guess",
      recordId: String(record.id),
      sessionId: record.sessionId,
      guess: "picked",
      entryId: String(record.answerEntryId),
    });
    const ended = await page.get();
    expect(ended.html).toContain(`href="/en-US/leaderboard?dataset_id=${set.id}#dataset-daily"`);
  });

  it("answers 404 for a dataset without a daily", async () => {
    const small = await insertDataset(db, { size: 4 });
    expect((await boards(small.id)).status).toBe(404);
    const hidden = await insertDataset(db, { size: 12, isPublic: false });
    expect((await boards(hidden.id)).status).toBe(404);
    const spec = (await (await worker.fetch("http://localhost/api/v1/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(spec.paths).toHaveProperty(["/api/v1/dataset/{id}/daily/leaderboard"]);
  });
});

/** A small deterministic PRNG (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The dataset daily boards as published, without their time. */
async function publishedDatasetDailyBoards() {
  const keys = (await env.KV.list({ prefix: "lb:dataset-daily:" })).keys.map((key) => key.name).sort();
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = await env.KV.get<Board>(key, "json");
    if (value) out[key] = { total: value.total, entries: value.entries };
  }
  return out;
}

async function expectCountsMatchBoards() {
  const pairs = [
    [
      "SELECT dataset_id, day, score, n FROM dataset_daily_score_counts ORDER BY 1, 2, 3",
      "SELECT dataset_id, day, score, COUNT(*) AS n FROM dataset_daily_bests WHERE won = 1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3",
    ],
    [
      "SELECT dataset_id, total, n FROM dataset_daily_total_counts ORDER BY 1, 2",
      "SELECT dataset_id, total, COUNT(*) AS n FROM dataset_daily_totals GROUP BY 1, 2 ORDER BY 1, 2",
    ],
  ];
  for (const [counts, grouped] of pairs) {
    const [kept, actual] = await Promise.all([env.DB.prepare(counts).all(), env.DB.prepare(grouped).all()]);
    expect(kept.results, counts).toEqual(actual.results);
  }
}

describe("a dataset daily's boards, built incrementally, equal the full rebuild", () => {
  beforeEach(async () => {
    await clearGames(db, env.KV);
    await tick();
  });

  for (const seed of [5, 31]) {
    it(`random history over three days, ticked in waves (seed ${seed})`, { timeout: 120_000 }, async () => {
      const rnd = random(seed);
      const pick = <T>(items: T[]): T => items[Math.floor(rnd() * items.length)] as T;
      const users = [];
      for (let i = 0; i < 8; i++) users.push(await insertUser(db));
      const sets = [
        await insertDataset(db, { size: 12 }),
        await insertDataset(db, { size: 12, ownerId: users[0]?.id ?? null }),
        await insertDataset(db, { size: 15 }),
      ];
      const today = dailyDateOf(new Date());
      const days = [addDays(today, -2), addDays(today, -1), today];
      const ranked = new Set<string>();
      const open: number[] = [];
      // Every write is stamped later than the one before, all of them inside what the ticks read.
      let clock = Date.now() - 30 * MINUTE;
      const stamp = () => {
        clock += 1000;
        return new Date(clock);
      };
      for (let wave = 0; wave < 5; wave++) {
        for (let i = 0; i < 20; i++) {
          const set = pick(sets);
          const user = pick(users);
          const day = pick(days);
          const key = `${user.id}|${set.id}|${day}`;
          const isRanked = !ranked.has(key) && rnd() < 0.8;
          if (isRanked) ranked.add(key);
          const result = pick(["won", "won", "lost", "abandoned", "playing"] as const);
          const row = await insertGame(db, {
            userId: user.id,
            datasetId: set.id,
            versionId: set.versionId,
            answerEntryId: set.entryIds[0] ?? 0,
            datasetDailyDate: day,
            isRanked,
            result,
            score: result === "won" ? pick([200, 500, 700, 1000]) : 0,
            duration: pick([10, 20, 40]),
            startTime: new Date(Date.parse(`${day}T00:00:00Z`) + Math.floor(rnd() * 3_600_000)),
            guestId: rnd() < 0.1 ? "g_claimed" : null,
            updatedAt: stamp(),
          });
          if (result === "playing") open.push(row.id);
        }
        // Between ticks some open games end.
        for (const id of open.splice(0, Math.floor(open.length / 2))) {
          await db
            .update(gameRecords)
            .set({ result: "won", score: 600, duration: 30, updatedAt: stamp() })
            .where(eq(gameRecords.id, id));
        }
        await tick();
      }
      const incremental = await publishedDatasetDailyBoards();
      await expectCountsMatchBoards();
      // Something landed on every kind of board, or the comparison says little.
      expect(Object.keys(incremental).some((key) => key.endsWith(`:${today}`))).toBe(true);
      expect(Object.keys(incremental).some((key) => /^lb:dataset-daily:\d+$/.test(key))).toBe(true);
      // Two days ago is no longer published: its board is not readable any more.
      expect(Object.keys(incremental).some((key) => key.endsWith(`:${days[0]}`))).toBe(false);

      const keys = (await env.KV.list({ prefix: "lb:" })).keys;
      await Promise.all(keys.map((key) => env.KV.delete(key.name)));
      await tick({ full: true });
      expect(await publishedDatasetDailyBoards()).toEqual(incremental);
      await expectCountsMatchBoards();
    });
  }
});
