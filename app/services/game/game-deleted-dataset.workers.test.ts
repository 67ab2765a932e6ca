import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { invalidatePublicCache } from "../cache.server";
import { api, elementsPayload } from "../datasets/testing/api-client";
import { purgeDeleted, RESTORE_DAYS } from "../datasets/trash.server";
import { createDeps } from "../deps.server";
import { listDailyArchive } from "./daily-view.server";

type Started = { id: number; session_id: string; dataset_name: string | null; answer_name: string | null };
type Record = {
  id: number;
  result: string;
  dataset_id: number;
  dataset_name: string | null;
  answer_name: string | null;
  answer: { name: string } | null;
};

const DAY_MS = 86_400_000;
let author: TestUser;
let player: TestUser;

beforeAll(async () => {
  author = await createTestUser(env.DB);
  player = await createTestUser(env.DB);
});

async function publishDataset(name: string): Promise<number> {
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: author.accessToken,
    body: { name, tags: ["deleted-records"] },
  });
  expect(created.status).toBe(201);
  const up = await api(`/api/v1/dataset/${created.body.data.id}/versions`, {
    method: "POST",
    token: author.accessToken,
    body: elementsPayload(4),
  });
  expect(up.status).toBe(201);
  return created.body.data.id;
}

async function listed(recordId: number): Promise<Record | undefined> {
  const res = await api<{ records: Record[] }>("/api/v1/game/records?limit=100", {
    token: player.accessToken,
  });
  expect(res.status).toBe(200);
  return res.body.data.records.find((record) => record.id === recordId);
}

describe("a finished game on a dataset its author deletes", () => {
  it("keeps its dataset and answer names in the records list and on the record endpoint", async () => {
    const name = `Soon gone ${Date.now()}`;
    const datasetId = await publishDataset(name);
    const started = await api<Started>("/api/v1/game/record", {
      method: "POST",
      token: player.accessToken,
      body: { dataset_id: datasetId },
      headers: { "Accept-Language": "en-US" },
    });
    expect(started.status).toBe(201);
    const { id, session_id: sessionId } = started.body.data;
    // Named from the start, and the answer's name is not given away while playing.
    expect(started.body.data.dataset_name).toBe(name);
    expect(started.body.data.answer_name).toBeNull();
    const stored = await env.DB.prepare("SELECT dataset_name, answer_name FROM game_records WHERE id = ?")
      .bind(id)
      .first<{ dataset_name: string; answer_name: string }>();
    expect(stored?.dataset_name).toBe(name);
    expect(stored?.answer_name).toMatch(/^Element \d$/);
    expect((await listed(id))?.answer_name).toBeNull();

    const gaveUp = await api<Record>(`/api/v1/game/record/${id}`, {
      method: "PUT",
      token: player.accessToken,
      body: { session_id: sessionId, result: "lost" },
    });
    expect(gaveUp.status).toBe(200);
    // Ended: the answer (in the API's default language while its entries exist) and its kept name.
    const answerName = stored?.answer_name;
    expect(gaveUp.body.data.answer?.name).toBe(answerName?.replace("Element ", "元素"));
    expect(gaveUp.body.data.answer_name).toBe(answerName);

    // A past daily on the dataset is in the archive until the dataset is deleted.
    // A day of the archive (since the launch), on the archive page that lists it.
    const back = 40 + (datasetId % 200);
    const day = new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
    const page = Math.floor((back - 1) / 20) + 1;
    await env.DB.prepare(
      "INSERT OR REPLACE INTO daily_challenges (date, dataset_id, version_id, entry_id, created_at) SELECT ?, dataset_id, version_id, answer_entry_id, ? FROM game_records WHERE id = ?",
    )
      .bind(day, Date.now(), id)
      .run();
    const archived = async () =>
      (await listDailyArchive(createDeps(env), { viewerId: null, locale: "en-US", page })).some(
        (entry) => entry.date === day && entry.datasetId === datasetId,
      );
    expect(await archived()).toBe(true);

    // The author deletes the dataset, and 31 days later the purge drops its entries.
    expect(
      (await api(`/api/v1/dataset/${datasetId}`, { method: "DELETE", token: author.accessToken })).status,
    ).toBe(200);
    await env.DB.prepare("UPDATE datasets SET deleted_at = ? WHERE id = ?")
      .bind(Date.now() - (RESTORE_DAYS + 1) * DAY_MS, datasetId)
      .run();
    await purgeDeleted(createDeps(env));
    // The API's isolate started a new public-cache generation; this test's isolate, which cached
    // the archive above, would see it at its next generation check (within 5 s).
    await invalidatePublicCache(createDeps(env));
    expect(await archived()).toBe(false);

    expect(await listed(id)).toMatchObject({
      result: "lost",
      dataset_id: datasetId,
      dataset_name: name,
      answer_name: answerName,
      answer: { name: answerName },
    });
    const shown = await api<Record>(`/api/v1/game/record/${id}?session_id=${sessionId}`, {
      token: player.accessToken,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      result: "lost",
      dataset_name: name,
      answer: { name: answerName },
    });
  });
});
