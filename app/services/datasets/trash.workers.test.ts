import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import { database } from "~db/index";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { createDeps } from "../deps.server";
import { api, elementsPayload, raw } from "./testing/api-client";
import { deleteVersion, purgeDeleted, RESTORE_DAYS } from "./trash.server";

type Dataset = { id: number; name: string; latest_version_id: number | null; forked_from: unknown };
type Version = { version: { id: number } };
type GameRecord = {
  id: number;
  dataset_id: number;
  result: string;
  dataset_name: string | null;
  answer_name: string | null;
};

let owner: TestUser;
let player: TestUser;

const DAY_MS = 86_400_000;

/** A public dataset of `owner` with `versions` uploaded versions (3 entries each). */
async function datasetWithVersions(name: string, versions = 1) {
  const created = await api<Dataset>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name, tags: ["trash-test"] },
  });
  expect(created.status).toBe(201);
  const ids: number[] = [];
  for (let i = 0; i < versions; i++) {
    const up = await api<Version>(`/api/v1/dataset/${created.body.data.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(3),
    });
    expect(up.status).toBe(201);
    ids.push(up.body.data.version.id);
  }
  return { id: created.body.data.id, versionIds: ids };
}

/** Another player's finished (won) game on the dataset, as it stands in D1. */
async function playerWins(datasetId: number): Promise<number> {
  const started = await api<{ id: number }>("/api/v1/game/record", {
    method: "POST",
    token: player.accessToken,
    body: { dataset_id: datasetId },
  });
  expect(started.status).toBe(201);
  const id = started.body.data.id;
  await env.DB.prepare(
    "UPDATE game_records SET result = 'won', score = 90, attempts = 1, end_time = ?, duration = 5 WHERE id = ?",
  )
    .bind(Date.now(), id)
    .run();
  return id;
}

async function playerRecords(): Promise<GameRecord[]> {
  const res = await api<{ records: GameRecord[] }>("/api/v1/game/records?limit=100", {
    token: player.accessToken,
  });
  expect(res.status).toBe(200);
  return res.body.data.records;
}

beforeAll(async () => {
  owner = await createTestUser(env.DB);
  player = await createTestUser(env.DB);
});

describe("nothing is lost on delete", () => {
  it("hides a deleted dataset everywhere at once, keeps another player's record, and restores it", async () => {
    const name = `Trash ${Date.now()}`;
    const { id, versionIds } = await datasetWithVersions(name, 2);
    const recordId = await playerWins(id);

    // The newest version first, then the dataset: both soft deletes.
    const versionDeleted = await api<{ restore_until: string }>(`/api/v1/versions/${versionIds[1]}`, {
      method: "DELETE",
      token: owner.accessToken,
    });
    expect(versionDeleted.status).toBe(200);
    expect(new Date(versionDeleted.body.data.restore_until).getTime()).toBeGreaterThan(
      Date.now() + (RESTORE_DAYS - 1) * DAY_MS,
    );
    expect((await api<Dataset>(`/api/v1/dataset/${id}`)).body.data.latest_version_id).toBe(versionIds[0]);
    const deleted = await api(`/api/v1/dataset/${id}`, { method: "DELETE", token: owner.accessToken });
    expect(deleted.status).toBe(200);

    // Gone for everyone, the owner included: API, lists, search, versions, downloads, autocomplete, game start.
    expect((await api(`/api/v1/dataset/${id}`)).status).toBe(404);
    expect((await api(`/api/v1/dataset/${id}`, { token: owner.accessToken })).status).toBe(404);
    const search = await api<{ datasets: Dataset[] }>(
      `/api/v1/dataset/search?search=${encodeURIComponent(name)}`,
    );
    expect(search.body.data.datasets).toEqual([]);
    const mine = await api<{ datasets: Dataset[] }>("/api/v1/dataset/my", { token: owner.accessToken });
    expect(mine.body.data.datasets.map((d) => d.id)).not.toContain(id);
    expect((await api(`/api/v1/versions/${versionIds[0]}`)).status).toBe(404);
    expect((await raw(`/api/v1/versions/${versionIds[0]}/download?format=csv`)).status).toBe(404);
    expect((await api(`/api/v1/dataset/${id}/entries?query=el`)).status).toBe(404);
    expect((await raw(`/datasets/${id}`, { headers: { Accept: "text/html" } })).status).toBe(404);
    const start = await api("/api/v1/game/record", {
      method: "POST",
      token: player.accessToken,
      body: { dataset_id: id },
    });
    expect(start.status).toBe(404);

    // The other player's win is still theirs, with the names it shows.
    const kept = (await playerRecords()).find((record) => record.id === recordId);
    expect(kept).toMatchObject({ result: "won", dataset_id: id, dataset_name: name });
    expect(kept?.answer_name).toMatch(/^Element \d$/);

    // Only the owner may restore; then it is back, with its remaining version.
    expect(
      (await api(`/api/v1/dataset/${id}/restore`, { method: "POST", token: player.accessToken })).status,
    ).toBe(404);
    const restored = await api(`/api/v1/dataset/${id}/restore`, { method: "POST", token: owner.accessToken });
    expect(restored.status).toBe(200);
    const back = await api<Dataset>(`/api/v1/dataset/${id}`);
    expect(back.status).toBe(200);
    expect(back.body.data.latest_version_id).toBe(versionIds[0]);
    const versionBack = await api(`/api/v1/versions/${versionIds[1]}/restore`, {
      method: "POST",
      token: owner.accessToken,
    });
    expect(versionBack.status).toBe(200);
    expect((await api<Dataset>(`/api/v1/dataset/${id}`)).body.data.latest_version_id).toBe(versionIds[1]);
  });

  it("refuses a restore after 30 days, and the purge keeps other players' records and history", async () => {
    const name = `Purged ${Date.now()}`;
    const { id, versionIds } = await datasetWithVersions(name);
    const recordId = await playerWins(id);
    expect((await api(`/api/v1/dataset/${id}`, { method: "DELETE", token: owner.accessToken })).status).toBe(
      200,
    );
    // 31 days pass.
    await env.DB.prepare("UPDATE datasets SET deleted_at = ? WHERE id = ?")
      .bind(Date.now() - (RESTORE_DAYS + 1) * DAY_MS, id)
      .run();
    expect(
      (await api(`/api/v1/dataset/${id}/restore`, { method: "POST", token: owner.accessToken })).status,
    ).toBe(404);

    const report = await purgeDeleted(createDeps(env));
    expect(report.datasets).toBeGreaterThanOrEqual(1);
    const entries = await env.DB.prepare("SELECT count(*) AS n FROM entries WHERE version_id = ?")
      .bind(versionIds[0])
      .first<{ n: number }>();
    expect(entries?.n).toBe(0);
    const row = await env.DB.prepare("SELECT purged_at FROM datasets WHERE id = ?")
      .bind(id)
      .first<{ purged_at: number }>();
    expect(row?.purged_at).toBeGreaterThan(0);

    const kept = (await playerRecords()).find((record) => record.id === recordId);
    expect(kept).toMatchObject({ result: "won", score: 90, dataset_name: name });
    expect(kept?.answer_name).toMatch(/^Element \d$/);

    // No code path can erase that history: the database refuses a hard delete.
    await expect(env.DB.prepare("DELETE FROM datasets WHERE id = ?").bind(id).run()).rejects.toThrow(
      /game history/,
    );
    await expect(
      env.DB.prepare("DELETE FROM dataset_versions WHERE id = ?").bind(versionIds[0]).run(),
    ).rejects.toThrow(/game history/);
  });

  it("answers 404, not 500, for a game on a deleted version", async () => {
    const { id, versionIds } = await datasetWithVersions(`Deleted version ${Date.now()}`, 2);
    expect(
      (await api(`/api/v1/versions/${versionIds[0]}`, { method: "DELETE", token: owner.accessToken })).status,
    ).toBe(200);
    const start = await api("/api/v1/game/record", {
      method: "POST",
      token: player.accessToken,
      body: { dataset_id: id, version_id: versionIds[0] },
    });
    expect(start.status).toBe(404);
    // The remaining version still plays.
    const ok = await api("/api/v1/game/record", {
      method: "POST",
      token: player.accessToken,
      body: { dataset_id: id },
    });
    expect(ok.status).toBe(201);
  });

  it("deletes from the page only with the typed name, and Undo on My datasets restores it", async () => {
    const name = `Page delete ${Date.now()}`;
    const { id } = await datasetWithVersions(name);
    const post = (path: string, body: Record<string, string>) =>
      raw(path, {
        method: "POST",
        redirect: "manual",
        headers: { Accept: "text/html", Cookie: owner.sessionCookie },
        body: new URLSearchParams(body),
      });
    const wrong = await post(`/en-US/datasets/${id}`, { intent: "delete", confirmName: "nope" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("The name does not match");
    expect((await api(`/api/v1/dataset/${id}`)).status).toBe(200);

    const done = await post(`/en-US/datasets/${id}`, { intent: "delete", confirmName: name });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/en-US/datasets/my?deleted=${id}`);
    expect((await api(`/api/v1/dataset/${id}`)).status).toBe(404);
    const my = await raw(`/en-US/datasets/my?deleted=${id}`, {
      headers: { Accept: "text/html", Cookie: owner.sessionCookie },
    });
    const html = await my.text();
    expect(html).toContain("was deleted.");
    expect(html).toContain("Undo");

    const undo = await post("/en-US/datasets/my", { intent: "restore", id: String(id) });
    expect(undo.status).toBe(302);
    expect((await api(`/api/v1/dataset/${id}`)).status).toBe(200);
  });

  it("names a fork's source, and 'a deleted dataset' once the source is gone", async () => {
    const name = `Source ${Date.now()}`;
    const { id } = await datasetWithVersions(name);
    const fork = await raw(`/en-US/datasets/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Accept: "text/html", Cookie: player.sessionCookie },
      body: new URLSearchParams({ intent: "fork", name: `${name} (fork)`, note: "my copy" }),
    });
    expect(fork.status).toBe(302);
    const forkId = Number(/\/datasets\/(\d+)$/.exec(fork.headers.get("Location") ?? "")?.[1]);
    const forked = await api<Dataset & { is_public: boolean }>(`/api/v1/dataset/${forkId}`, {
      token: player.accessToken,
    });
    expect(forked.body.data).toMatchObject({
      name: `${name} (fork)`,
      is_public: false,
      forked_from: { id, available: true, name, owner: { id: owner.user.id } },
    });
    const page = await raw(`/en-US/datasets/${forkId}`, {
      headers: { Accept: "text/html", Cookie: player.sessionCookie },
    });
    const html = await page.text();
    expect(html).toContain("Forked from");
    expect(html).toContain(`href="/en-US/datasets/${id}"`);

    await api(`/api/v1/dataset/${id}`, { method: "DELETE", token: owner.accessToken });
    const after = await api<Dataset>(`/api/v1/dataset/${forkId}`, { token: player.accessToken });
    expect(after.body.data.forked_from).toMatchObject({ id, available: false, name: null });
  });

  it("deleting a version, and purging it later, reads the dataset's games, not every game played", async () => {
    const OTHER_GAMES = 3000;
    const { id, versionIds } = await datasetWithVersions(`Big table ${Date.now()}`, 2);
    const recordId = await playerWins(id);
    const elsewhere = await datasetWithVersions(`Elsewhere ${Date.now()}`);
    // Other players' games on another dataset, with names not kept yet (as after a purge's batch).
    await env.DB.prepare(
      `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ?1)
      INSERT INTO game_records (dataset_id, version_id, answer_entry_id, start_time, session_id, guest_id)
      SELECT ?2, ?3, (SELECT min(id) FROM entries WHERE version_id = ?3), 1700000000000 + n, 'elsewhere_' || n || '_' || ?2,
        'g_elsewhere_' || n
      FROM s`,
    )
      .bind(OTHER_GAMES, elsewhere.id, elsewhere.versionIds[0])
      .run();
    const counted = countingD1(env.DB);
    const deps = { ...createDeps(env), db: database(counted.d1) };

    await deleteVersion(deps, owner.user.id, versionIds[1] ?? 0);
    const deleteRows = counted.rowsRead();
    await env.DB.prepare("UPDATE dataset_versions SET deleted_at = ? WHERE id = ?")
      .bind(Date.now() - (RESTORE_DAYS + 1) * DAY_MS, versionIds[1])
      .run();
    const report = await purgeDeleted(deps);
    const purgeRows = counted.rowsRead() - deleteRows;
    console.log(
      `TRASH_ROWS delete a version: ${deleteRows} rows read; purge: ${purgeRows} (${OTHER_GAMES} other games)`,
    );
    expect(report.versions).toBeGreaterThanOrEqual(1);
    expect(deleteRows).toBeLessThan(OTHER_GAMES / 10);
    expect(purgeRows).toBeLessThan(OTHER_GAMES / 10);
    // The record on the deleted version still reads as it did.
    const kept = (await playerRecords()).find((record) => record.id === recordId);
    expect(kept?.dataset_name).toMatch(/^Big table/);
    expect(kept?.answer_name).toMatch(/^Element \d$/);
  });
});
