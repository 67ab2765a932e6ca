import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";

/**
 * a timed game that runs out ends lost (counted as today), but its answer stays on the
 * server; the player may keep guessing, unscored, until they find it or ask for it.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const BASE = "http://localhost/api/v1/game";

type Envelope<T> = { code: number; data: T };
type Guess = {
  guess: { cells: { key: string; status: string }[] } | null;
  ended: boolean;
  won: boolean;
  result: string;
  score: number;
  attempts: number;
  answer: { id: number; name: string } | null;
};

async function call<T>(path: string, init: RequestInit = {}) {
  const response = await worker.fetch(`${BASE}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  const raw = await response.text();
  return { status: response.status, raw, body: JSON.parse(raw) as Envelope<T> };
}

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Overtime realms" });
});

const recordRow = async (id: number) =>
  (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0];

const statsOf = (userId: number) =>
  env.DB.prepare("SELECT * FROM player_stats WHERE player_key = ?").bind(`u:${userId}`).first();

describe("a timed game that runs out", () => {
  it("is lost and counted, keeps its answer withheld, takes unscored guesses, and shows the answer once found", async () => {
    const player = await createTestUser(env.DB);
    const headers = { Authorization: `Bearer ${player.accessToken}` };
    const post = <T>(path: string, body: unknown) =>
      call<T>(path, { method: "POST", body: JSON.stringify(body), headers });
    const start = await post<{ id: number; session_id: string }>("/record", {
      dataset_id: fixture.datasetId,
      game_time_limit: 30,
    });
    const id = start.body.data.id;
    const answer = await recordRow(id);
    const answerName = fixtureEntries[answer.answerEntryId % 100].name;
    const [first, second] = fixture.entryIds.filter((entryId) => entryId !== answer.answerEntryId);
    const one = await post<Guess>(`/record/${id}/guess`, { entry_id: first });
    expect(one.body.data).toMatchObject({ attempts: 1, result: "playing" });
    // The clock runs out (the stored start moves back; no waiting).
    await db
      .update(gameRecords)
      .set({ startTime: new Date(Date.now() - 31_000) })
      .where(eq(gameRecords.id, id));
    const late = await post<Guess>(`/record/${id}/guess`, { entry_id: second });
    expect(late.body.data).toMatchObject({
      guess: null,
      ended: true,
      result: "lost",
      score: 0,
      answer: null,
    });
    const lost = await recordRow(id);
    expect(lost).toMatchObject({ result: "lost", attempts: 1, score: 0, answerShownAt: null });
    const statsAtEnd = await statsOf(player.user.id);
    expect(statsAtEnd).toMatchObject({ played: 1, wins: 0 });

    // Nothing a client can read carries the answer yet.
    const reads = [
      await call(`/record/${id}`, { headers }),
      await call("/records?offset=0&limit=5", { headers }),
      late,
    ];
    for (const read of reads) {
      expect(read.raw).not.toContain(answerName);
      expect(read.raw).not.toMatch(new RegExp(`"id":${answer.answerEntryId}\\b`));
    }
    expect(
      (await call<{ answer: unknown; result: string }>(`/record/${id}`, { headers })).body.data,
    ).toMatchObject({ result: "lost", answer: null });

    // A further guess gets its feedback; the record stays as it ended.
    const more = await post<Guess>(`/record/${id}/guess`, { entry_id: second });
    expect(more.status).toBe(200);
    expect(more.body.data.guess?.cells.length).toBeGreaterThan(0);
    expect(more.body.data).toMatchObject({ result: "lost", won: false, attempts: 1, score: 0, answer: null });
    expect(more.raw).not.toContain(answerName);
    expect((await post(`/record/${id}/guess`, { entry_id: second })).status).toBe(409);

    // Finding it shows it; result, score, attempts and stats are those of the loss.
    const found = await post<Guess>(`/record/${id}/guess`, { entry_id: answer.answerEntryId });
    expect(found.body.data).toMatchObject({ result: "lost", won: false, score: 0, attempts: 1 });
    expect(found.body.data.answer?.name).toBe(answerName);
    expect(await recordRow(id)).toMatchObject({ result: "lost", attempts: 1, score: 0, duration: 30 });
    expect(await statsOf(player.user.id)).toEqual(statsAtEnd);
    const after = await call<{ answer: { name: string } | null }>(`/record/${id}`, { headers });
    expect(after.body.data.answer?.name).toBe(answerName);
    // The game is over for good now: no more guesses.
    expect((await post(`/record/${id}/guess`, { entry_id: fixture.entryIds[5] })).status).toBe(409);
  });

  it("shows the answer when the player asks for it (gives up), and not before", async () => {
    const player = await createTestUser(env.DB);
    const headers = { Authorization: `Bearer ${player.accessToken}` };
    const start = await call<{ id: number }>("/record", {
      method: "POST",
      headers,
      body: JSON.stringify({ dataset_id: fixture.datasetId, game_time_limit: 30 }),
    });
    const id = start.body.data.id;
    await db
      .update(gameRecords)
      .set({ startTime: new Date(Date.now() - 40_000) })
      .where(eq(gameRecords.id, id));
    // Leaving the page (abandoned) past the limit loses the game, answer still withheld.
    const left = await call<{ result: string; answer: unknown }>(`/record/${id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ result: "abandoned" }),
    });
    expect(left.body.data).toMatchObject({ result: "lost", answer: null });
    const asked = await call<{ result: string; answer: { id: number } | null; score: number }>(
      `/record/${id}`,
      {
        method: "PUT",
        headers,
        body: JSON.stringify({ result: "lost" }),
      },
    );
    const row = await recordRow(id);
    expect(asked.body.data).toMatchObject({ result: "lost", score: 0 });
    expect(asked.body.data.answer?.id).toBe(row.answerEntryId);
    expect(row.answerShownAt).not.toBeNull();
  });
});
