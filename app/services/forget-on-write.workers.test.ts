import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasetStats, gameRecords } from "~db/schema";
import { createTestUser, type TestUser } from "../../tests/factories/users";
import { readMeasuredPlay } from "./datasets/quality/measured-play.server";
import { api } from "./datasets/testing/api-client";
import type { AppEnv } from "./deps.server";
import { rebuildGameStats } from "./game/cron.server";
import { getDatasetStats } from "./game/stats.server";
import { insertDataset, insertGame, insertUser } from "./game/stats-fixtures.test-helper";
import { publishDatasetStats } from "./game/stats-rebuild.server";

/**
 * Every isolate cache keeps copies (forget-on-write.server.ts says which write drops which): a
 * write is visible on the next read in the isolate that wrote it. Through the Worker, so its own
 * caches are the ones read: the page cache, the public reads, the version cache, the session
 * check and the record's fixed fields; the cron's published stats at the service.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);

function csvOf(prefix: string): string {
  // Two columns that compare (a numbering 1..12 alone is left out, and a table that compares nothing is refused).
  const rows = Array.from(
    { length: 12 },
    (_, i) => `${prefix}${i},${(i % 4) * 10 + 5},${["red", "green", "blue"][i % 3]}`,
  );
  return ["name,size,colour", ...rows].join("\n");
}

async function uploadVersion(owner: TestUser, datasetId: number, prefix: string): Promise<number> {
  const form = new FormData();
  form.set("file", new File([csvOf(prefix)], "table.csv", { type: "text/csv" }));
  const res = await api<{ version: { id: number } }>(`/api/v1/dataset/${datasetId}/versions`, {
    method: "POST",
    token: owner.accessToken,
    body: form,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.version.id;
}

const anonymousPage = async (path: string) => {
  const response = await worker.fetch(`http://localhost${path}`, { headers: { Accept: "text/html" } });
  expect(response.status).toBe(200);
  return response.text();
};

async function startGuestGame(datasetId: number) {
  const response = await worker.fetch("http://localhost/api/v1/game/record", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ dataset_id: datasetId }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number; session_id: string } }).data;
}

let owner: TestUser;
let datasetId: number;
let firstVersion: number;
beforeAll(async () => {
  owner = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: `Forget ${crypto.randomUUID().slice(0, 8)}`, is_public: true },
  });
  datasetId = created.body.data.id;
  firstVersion = await uploadVersion(owner, datasetId, "Alpha");
});

describe("a write is visible on the next read", () => {
  it("a new version: the shared anonymous page, the dataset read and a new game show it", async () => {
    const path = `/en-US/datasets/${datasetId}`;
    expect(await anonymousPage(path)).toContain("Alpha0");
    // Served from the page cache now (one rendering shared for a minute).
    expect(await anonymousPage(path)).toContain("Alpha0");
    const game = await startGuestGame(datasetId);
    const [before] = await db.select().from(gameRecords).where(eq(gameRecords.id, game.id));
    expect(before?.versionId).toBe(firstVersion);

    const secondVersion = await uploadVersion(owner, datasetId, "Beta");
    const page = await anonymousPage(path);
    expect(page).toContain("Beta0");
    expect(page).not.toContain("Alpha0");
    const read = await api<{ latest_version_id: number }>(`/api/v1/dataset/${datasetId}`);
    expect(read.body.data.latest_version_id).toBe(secondVersion);
    const next = await startGuestGame(datasetId);
    const [after] = await db.select().from(gameRecords).where(eq(gameRecords.id, next.id));
    expect(after?.versionId).toBe(secondVersion);
  });

  it("a favorite: the anonymous dataset read counts it", async () => {
    const count = async () =>
      (await api<{ favorites_count: number }>(`/api/v1/dataset/${datasetId}`)).body.data.favorites_count;
    const before = await count();
    expect(await count()).toBe(before);
    const fan = await createTestUser(env.DB);
    const added = await api("/api/v1/favorite", {
      method: "POST",
      token: fan.accessToken,
      body: { dataset_id: datasetId },
    });
    expect(added.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it("a finished game: the next guess is refused, the record shows the result", async () => {
    const game = await startGuestGame(datasetId);
    const [record] = await db.select().from(gameRecords).where(eq(gameRecords.id, game.id));
    const answer = record?.answerEntryId ?? 0;
    const guess = (entryId: number) =>
      api<{ correct?: boolean }>(`/api/v1/game/record/${game.id}/guess`, {
        method: "POST",
        body: { entry_id: entryId, session_id: game.session_id },
      });
    const other = await env.DB.prepare("SELECT id FROM entries WHERE version_id = ? AND id != ? LIMIT 1")
      .bind(record?.versionId ?? 0, answer)
      .first<{ id: number }>();
    const wrong = other?.id ?? 0;
    // The first guesses put the record's fixed fields in the isolate.
    expect((await guess(wrong)).status).toBe(200);
    expect((await guess(answer)).status).toBe(200);
    expect((await guess(wrong)).status).toBe(409);
    const read = await api<{ result: string }>(
      `/api/v1/game/record/${game.id}?session_id=${game.session_id}`,
    );
    expect(read.body.data.result).toBe("won");
  });

  it("a profile edit: the signed-in page read through the session check shows it", async () => {
    const player = await createTestUser(env.DB);
    const page = () =>
      worker
        .fetch("http://localhost/en-US/datasets", { headers: { Cookie: player.sessionCookie } })
        .then((response) => response.text());
    const nickname = `Renamed ${crypto.randomUUID().slice(0, 6)}`;
    expect(await page()).not.toContain(nickname);
    const put = await api("/api/v1/profile/me", {
      method: "PUT",
      token: player.accessToken,
      body: { nickname },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await page()).toContain(nickname);
  });

  it("published dataset stats: the isolate that published reads them at once, within its trust window", async () => {
    const deps = { db, kv: env.KV };
    const set = await insertDataset(db, { size: 12 });
    const row = { datasetId: set.id, totalGames: 3, uniquePlayers: 2, generatedAt: new Date() };
    await db.insert(datasetStats).values(row);
    await publishDatasetStats(deps, [set.id]);
    expect((await getDatasetStats(deps, set.id)).totalGames).toBe(3);
    await db.update(datasetStats).set({ totalGames: 9 }).where(eq(datasetStats.datasetId, set.id));
    await publishDatasetStats(deps, [set.id]);
    expect((await getDatasetStats(deps, set.id)).totalGames).toBe(9);
  });

  it("finished games folded by the cron tick: the tick's isolate shows the measured play at once", async () => {
    const deps = { db, kv: env.KV };
    const set = await insertDataset(db, { size: 12 });
    const player = await insertUser(db);
    expect(await readMeasuredPlay(deps, set.versionId)).toMatchObject({ kind: "tooFew", finished: 0 });
    const startTime = new Date(Date.now() - 3600_000);
    for (let i = 0; i < 30; i++) {
      await insertGame(db, {
        userId: player.id,
        datasetId: set.id,
        versionId: set.versionId,
        answerEntryId: set.entryIds[i % set.entryIds.length] ?? 0,
        startTime,
      });
    }
    await rebuildGameStats({ env: env as unknown as AppEnv }, Date.now() + 10 * 60_000);
    expect(await readMeasuredPlay(deps, set.versionId)).toMatchObject({ kind: "measured", finished: 30 });
  });
});
