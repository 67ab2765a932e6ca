import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasets, gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const BASE = "http://localhost/api/v1/game";

type Envelope<T> = { code: number; message: string; data: T };
type Record = { id: number; session_id: string; answer: { id: number; name: string } | null; result: string };
type Guess = {
  guess: { cells: { key: string; status: string }[] } | null;
  won: boolean;
  ended: boolean;
  result: string;
  score: number;
  attempts: number;
  answer: { name: string } | null;
  hints: { key: string; value: string | null }[];
};

async function call<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Envelope<T>; raw: string; headers: Headers }> {
  const response = await worker.fetch(`${BASE}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  const raw = await response.text();
  return { status: response.status, body: JSON.parse(raw) as Envelope<T>, raw, headers: response.headers };
}

const post = <T>(path: string, body: unknown, headers: HeadersInit = {}) =>
  call<T>(path, { method: "POST", body: JSON.stringify(body), headers });

async function answerOf(recordId: number) {
  const [row] = await db.select().from(gameRecords).where(eq(gameRecords.id, recordId));
  const index = row.answerEntryId % 100;
  return { id: row.answerEntryId, name: fixtureEntries[index].name, row };
}

/** The answer's name, its id and its hint must not be anywhere in what the client saw. */
function expectNoLeak(text: string, answer: { id: number; name: string }) {
  expect(text).not.toContain(answer.name);
  expect(text).not.toContain(`clue-of-${answer.name}`);
  expect(text).not.toMatch(new RegExp(`\\b${answer.id}\\b`));
  expect(text).not.toContain("answer_entry_id");
}

const headerText = (headers: Headers) => [...headers.entries()].map(([k, v]) => `${k}: ${v}`).join("\n");

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db);
});

describe("a guest's game through the API", () => {
  it("starts without the answer, judges guesses, and reveals the answer only at the win", async () => {
    const before = await db.select().from(datasets).where(eq(datasets.id, fixture.datasetId));
    const start = await post<Record>("/record", {
      dataset_id: fixture.datasetId,
      session_id: "sess_client_chosen",
    });
    expect(start.status).toBe(201);
    const record = start.body.data;
    expect(record.session_id).toMatch(/^sess_[A-Za-z0-9_-]{24,}$/);
    expect(record.session_id).not.toBe("sess_client_chosen");
    expect(record.answer).toBeNull();
    expect(record.result).toBe("playing");
    const answer = await answerOf(record.id);
    expectNoLeak(start.raw + headerText(start.headers), answer);
    const after = await db.select().from(datasets).where(eq(datasets.id, fixture.datasetId));
    // A start is not a play: the cron counts finished games, once per player and day (ADR 007).
    expect(after[0].playsCount).toBe(before[0].playsCount);
    expect(after[0].updatedAt.getTime()).toBe(before[0].updatedAt.getTime());

    const wrongIds = fixture.entryIds.filter((id) => id !== answer.id).slice(0, 2);
    for (const [index, entryId] of wrongIds.entries()) {
      const guess = await post<Guess>(`/record/${record.id}/guess`, {
        entry_id: entryId,
        session_id: record.session_id,
      });
      expect(guess.status).toBe(200);
      expect(guess.body.data.won).toBe(false);
      expect(guess.body.data.attempts).toBe(index + 1);
      expect(guess.body.data.guess?.cells.map((cell) => cell.key)).toEqual([
        "kind",
        "tags",
        "mass",
        "found",
        "size",
        "where",
      ]);
      expect(guess.body.data.answer).toBeNull();
      if (index === 0) expectNoLeak(guess.raw + headerText(guess.headers), answer);
    }
    const again = await post(`/record/${record.id}/guess`, {
      entry_id: wrongIds[0],
      session_id: record.session_id,
    });
    expect(again.status).toBe(409);

    const win = await post<Guess>(`/record/${record.id}/guess`, {
      entry_id: answer.id,
      session_id: record.session_id,
    });
    expect(win.body.data).toMatchObject({ won: true, ended: true, result: "won", attempts: 3 });
    expect(win.body.data.answer?.name).toBe(answer.name);
    expect(win.body.data.guess?.cells.every((cell) => cell.status === "exact")).toBe(true);
    expect(win.body.data.score).toBeGreaterThan(800);
    expect(win.body.data.hints[0].value).toBe(`clue-of-${answer.name}`);

    const { row } = await answerOf(record.id);
    expect(row).toMatchObject({ result: "won", attempts: 3, score: win.body.data.score });
    expect(row.accuracy).toBeGreaterThan(0);
    expect(row.successAt).not.toBeNull();

    // Ending after the win changes nothing; client claims never make it into the columns.
    const end = await call<Record>(`/record/${record.id}`, {
      method: "PUT",
      body: JSON.stringify({ session_id: record.session_id, result: "lost", attempts: 1, duration: 1 }),
    });
    expect(end.status).toBe(200);
    expect(end.body.data.result).toBe("won");
    expect(end.body.data.answer?.name).toBe(answer.name);
    const after2 = await answerOf(record.id);
    expect(after2.row.attempts).toBe(3);
    expect(after2.row.updatedAt.getTime()).toBe(row.updatedAt.getTime());
    const closed = await post(`/record/${record.id}/guess`, {
      entry_id: wrongIds[1],
      session_id: record.session_id,
    });
    expect(closed.status).toBe(409);
  });

  it("refuses a wrong or missing session id with 404, and unknown entries with 400", async () => {
    const start = await post<Record>("/record", { dataset_id: fixture.datasetId });
    const id = start.body.data.id;
    expect((await post(`/record/${id}/guess`, { entry_id: fixture.entryIds[0] })).status).toBe(404);
    const wrong = await post(`/record/${id}/guess`, {
      entry_id: fixture.entryIds[0],
      session_id: "sess_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(wrong.status).toBe(404);
    const unknown = await post(`/record/${id}/guess`, {
      entry_id: 1,
      session_id: start.body.data.session_id,
    });
    expect(unknown.status).toBe(400);
    expect(
      (await post(`/record/${id}/guess`, { session_id: start.body.data.session_id })).body.message,
    ).toMatch(/entry_id/);
    expect((await post("/record", { dataset_id: 99_999_999 })).status).toBe(404);
  });

  it("ends a guess made after the time limit as a loss, with no feedback", async () => {
    const start = await post<Record>("/record", { dataset_id: fixture.datasetId, game_time_limit: 30 });
    const id = start.body.data.id;
    await db
      .update(gameRecords)
      .set({ startTime: new Date(Date.now() - 31_000) })
      .where(eq(gameRecords.id, id));
    const late = await post<Guess>(`/record/${id}/guess`, {
      entry_id: fixture.entryIds[0],
      session_id: start.body.data.session_id,
    });
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ guess: null, ended: true, won: false, result: "lost", score: 0 });
    // The answer stays withheld: the player may keep guessing, unscored (timed-out-keep-guessing test).
    expect(late.body.data.answer).toBeNull();
    const { row } = await answerOf(id);
    expect(row).toMatchObject({ result: "lost", attempts: 0, duration: 30 });
  });
});

describe("guesses racing each other", () => {
  it("counts a guess once and keeps positions dense", async () => {
    const start = await post<Record>("/record", { dataset_id: fixture.datasetId });
    const { id, session_id } = start.body.data;
    const answer = await answerOf(id);
    const [a, b] = fixture.entryIds.filter((entryId) => entryId !== answer.id);
    const same = await Promise.all(
      [1, 2, 3].map(() => post(`/record/${id}/guess`, { entry_id: a, session_id })),
    );
    expect(same.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const other = await post<Guess>(`/record/${id}/guess`, { entry_id: b, session_id });
    expect(other.body.data.attempts).toBe(2);
    const rows = await env.DB.prepare(
      "SELECT position FROM game_guesses WHERE record_id = ? ORDER BY position",
    )
      .bind(id)
      .all<{ position: number }>();
    expect(rows.results.map((row) => row.position)).toEqual([1, 2]);
    expect((await answerOf(id)).row.attempts).toBe(2);
  });
});

describe("ending by beacon", () => {
  it("leaves exactly one ended record when beacons are duplicated and replayed", async () => {
    const start = await post<Record>("/record", { dataset_id: fixture.datasetId });
    const { id, session_id } = start.body.data;
    const beacon = () =>
      worker.fetch(`${BASE}/record/${id}`, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
        body: JSON.stringify({
          session_id,
          result: "abandoned",
          duration: 12,
          other_info: { reason: "pagehide" },
        }),
      });
    const responses = await Promise.all([beacon(), beacon(), beacon()]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const first = await answerOf(id);
    expect(first.row.result).toBe("abandoned");
    expect(first.row.otherInfo).toMatchObject({ reason: "pagehide", clientEnd: { duration: 12 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const replay = await beacon();
    expect(replay.status).toBe(200);
    const rows = await db.select().from(gameRecords).where(eq(gameRecords.sessionId, session_id));
    expect(rows).toHaveLength(1);
    expect(rows[0].endTime?.getTime()).toBe(first.row.endTime?.getTime());
    expect(rows[0].updatedAt.getTime()).toBe(first.row.updatedAt.getTime());
  });

  it("needs the session id in the body: no cookie or token stands in for it", async () => {
    const start = await post<Record>("/record", { dataset_id: fixture.datasetId });
    const response = await worker.fetch(`${BASE}/record/${start.body.data.id}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ session_id: "sess_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB" }),
    });
    expect(response.status).toBe(404);
    expect((await answerOf(start.body.data.id)).row.result).toBe("playing");
  });
});

describe("a signed-in player", () => {
  it("plays with their token alone and lists their own records", async () => {
    const player = await createTestUser(env.DB);
    const auth = { Authorization: `Bearer ${player.accessToken}` };
    const start = await post<Record>("/record", { dataset_id: fixture.datasetId }, auth);
    const id = start.body.data.id;
    const answer = await answerOf(id);
    expect(answer.row.userId).toBe(player.user.id);
    const win = await post<Guess>(`/record/${id}/guess`, { entry_id: answer.id }, auth);
    expect(win.body.data.won).toBe(true);
    const other = await createTestUser(env.DB);
    const stranger = await post(
      `/record/${id}/guess`,
      { entry_id: answer.id },
      { Authorization: `Bearer ${other.accessToken}` },
    );
    expect(stranger.status).toBe(404);

    const list = await call<{ records: Record[]; total: number }>("/records?offset=0&limit=5", {
      headers: auth,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]).toMatchObject({ id, result: "won" });
    expect((await call("/records")).status).toBe(401);
  });

  it("cannot see or play another user's private dataset", async () => {
    const owner = await createTestUser(env.DB);
    const other = await createTestUser(env.DB);
    const privateSet = await createGameFixture(db, { ownerId: owner.user.id, isPublic: false });
    const refused = await post(
      "/record",
      { dataset_id: privateSet.datasetId },
      { Authorization: `Bearer ${other.accessToken}` },
    );
    expect(refused.status).toBe(404);
    const allowed = await post(
      "/record",
      { dataset_id: privateSet.datasetId },
      { Authorization: `Bearer ${owner.accessToken}` },
    );
    expect(allowed.status).toBe(201);
  });
});
