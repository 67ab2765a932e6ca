import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasetDailies, datasets, datasetVersions, entries, gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { addDays } from "./daily-date.server";
import { forgetKnownDatasetDailies, getDatasetDaily } from "./dataset-daily.server";
import { insertDataset } from "./stats-fixtures.test-helper";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const deps = { db, kv: env.KV, env: { DAILY_SECRET: "test-daily-secret" } };

type Started = {
  data: { id: number; is_daily_challenge: boolean; is_ranked: boolean };
  error?: { message: string };
};

async function start(datasetId: number, headers: HeadersInit = {}) {
  const response = await worker.fetch("http://localhost/api/v1/game/record", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ dataset_id: datasetId, is_daily_challenge: true }),
  });
  return { status: response.status, body: (await response.json()) as Started };
}

const answerOf = async (id: number) =>
  (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0].answerEntryId;

const bearer = async () => ({ Authorization: `Bearer ${(await createTestUser(env.DB)).accessToken}` });

/** The positions of the answers of `days` consecutive days from `from`. */
async function positions(set: Awaited<ReturnType<typeof insertDataset>>, from: string, days: number) {
  const dataset = (await db.select().from(datasets).where(eq(datasets.id, set.id)))[0];
  const out: number[] = [];
  for (let day = 0; day < days; day++) {
    const daily = await getDatasetDaily(deps, dataset, addDays(from, day));
    out.push(set.entryIds.indexOf(daily.entryId));
  }
  return out;
}

describe("a dataset's own daily", () => {
  it("gives two players the same answer the same day; the first start is ranked, the second a replay", async () => {
    const set = await insertDataset(db, { size: 12 });
    const [one, two] = [await bearer(), await bearer()];
    const first = await start(set.id, one);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ is_daily_challenge: true, is_ranked: true });
    const other = await start(set.id, two);
    expect(other.body.data.is_ranked).toBe(true);
    expect(await answerOf(other.body.data.id)).toBe(await answerOf(first.body.data.id));
    const again = await start(set.id, one);
    expect(again.body.data.is_ranked).toBe(false);
    expect(await answerOf(again.body.data.id)).toBe(await answerOf(first.body.data.id));
    // A guest's first start holds its day too.
    const guest = await start(set.id);
    expect(guest.body.data.is_ranked).toBe(true);
    expect(await answerOf(guest.body.data.id)).toBe(await answerOf(first.body.data.id));
  });

  it("the database refuses a second ranked dataset daily for one player and day", async () => {
    const set = await insertDataset(db, { size: 12 });
    const auth = await bearer();
    const first = await start(set.id, auth);
    const row = (await db.select().from(gameRecords).where(eq(gameRecords.id, first.body.data.id)))[0];
    const { id: _id, sessionId: _session, ...copy } = row;
    await expect(
      db.insert(gameRecords).values({ ...copy, sessionId: crypto.randomUUID() }),
    ).rejects.toThrow();
  });

  it("repeats no answer within half the version's size, differs between datasets, and never narrows to the one left", async () => {
    const a = await insertDataset(db, { size: 12 });
    const b = await insertDataset(db, { size: 12 });
    const seqA = await positions(a, "2026-01-01", 24);
    const seqB = await positions(b, "2026-01-01", 12);
    for (let day = 6; day < seqA.length; day++) expect(seqA.slice(day - 5, day)).not.toContain(seqA[day]);
    expect(seqA.slice(0, 12)).not.toEqual(seqB);
    // Cycles are half the entries long: after eleven days, the twelfth is not told by which one is left.
    expect(new Set(seqA.slice(0, 12)).size).toBeLessThan(12);
    // 36 days computed one by one on a shared machine: more than the default 5 s.
  }, 60_000);

  it("keeps a new version's entries for the next cycle: an owner cannot force one by uploading it", async () => {
    const set = await insertDataset(db, { size: 10 });
    // Nine days already played, nine different answers: one entry of ten is left.
    const seen = set.entryIds.slice(0, 9);
    await db.insert(datasetDailies).values(
      seen.map((entryId, i) => ({
        datasetId: set.id,
        date: `2026-05-0${i + 1}`,
        versionId: set.versionId,
        entryId,
      })),
    );
    const all = await db.select().from(entries).where(eq(entries.versionId, set.versionId));
    const played = all.filter((entry) => seen.includes(entry.id));
    const [version] = await db
      .insert(datasetVersions)
      .values({ datasetId: set.id, version: 2, attributeTypes: [], entriesCount: played.length + 1 })
      .returning();
    // The attack: a version of the names already played plus one new entry, which nothing else outranks.
    const rows = await db
      .insert(entries)
      .values(
        [...played.map((entry) => entry.name), "Newcomer"].map((name, i) => ({
          versionId: version.id,
          position: i,
          name,
          aliases: [],
          attributes: {},
          searchKey: name.toLowerCase(),
        })),
      )
      .returning({ id: entries.id, name: entries.name });
    await db
      .update(datasets)
      .set({ latestVersionId: version.id, entriesCount: rows.length })
      .where(eq(datasets.id, set.id));
    forgetKnownDatasetDailies();
    const updated = (await db.select().from(datasets).where(eq(datasets.id, set.id)))[0];
    const newcomer = rows.find((row) => row.name === "Newcomer")?.id;
    const next = await getDatasetDaily(deps, updated, "2026-05-10");
    expect(next.versionId).toBe(version.id);
    expect(next.entryId).not.toBe(newcomer);
  });

  it("counts days from the first daily, and a new version changes only days not yet played", async () => {
    const set = await insertDataset(db, { size: 10 });
    const dataset = (await db.select().from(datasets).where(eq(datasets.id, set.id)))[0];
    const day1 = await getDatasetDaily(deps, dataset, "2026-03-01");
    const day3 = await getDatasetDaily(deps, dataset, "2026-03-03");
    expect([day1.number, day3.number]).toEqual([1, 3]);
    const [version] = await db
      .insert(datasetVersions)
      .values({ datasetId: set.id, version: 2, attributeTypes: [], entriesCount: 11 })
      .returning();
    const rows = await db
      .insert(entries)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          versionId: version.id,
          position: i,
          name: `${dataset.name}-v2-${i}`,
          aliases: [],
          attributes: {},
          searchKey: `v2-${i}`,
        })),
      )
      .returning({ id: entries.id });
    await db
      .update(datasets)
      .set({ latestVersionId: version.id, entriesCount: 11 })
      .where(eq(datasets.id, set.id));
    forgetKnownDatasetDailies();
    const updated = (await db.select().from(datasets).where(eq(datasets.id, set.id)))[0];
    expect(await getDatasetDaily(deps, updated, "2026-03-01")).toEqual(day1);
    const day4 = await getDatasetDaily(deps, updated, "2026-03-04");
    expect(day4.versionId).toBe(version.id);
    expect(rows.map((row) => row.id)).toContain(day4.entryId);
  });

  it("is unranked for the dataset's owner and for the owner of what it was forked from", async () => {
    const owner = await createTestUser(env.DB);
    const upstream = await createTestUser(env.DB);
    const origin = await insertDataset(db, { size: 12, ownerId: upstream.user.id });
    const fork = await insertDataset(db, { size: 12, ownerId: owner.user.id, forkedFromId: origin.id });
    const forkOfFork = await insertDataset(db, { size: 12, forkedFromId: fork.id });
    const mine = await start(fork.id, { Authorization: `Bearer ${owner.accessToken}` });
    expect(mine.body.data.is_ranked).toBe(false);
    const upstreams = await start(forkOfFork.id, { Authorization: `Bearer ${upstream.accessToken}` });
    expect(upstreams.body.data.is_ranked).toBe(false);
    expect((await start(fork.id, await bearer())).body.data.is_ranked).toBe(true);
  });

  it("answers 404 with a clear message for a private dataset and one under 10 entries", async () => {
    const owner = await createTestUser(env.DB);
    const hidden = await insertDataset(db, { size: 12, isPublic: false, ownerId: owner.user.id });
    const small = await insertDataset(db, { size: 9 });
    const privateOne = await start(hidden.id, { Authorization: `Bearer ${owner.accessToken}` });
    expect(privateOne.status).toBe(404);
    expect(JSON.stringify(privateOne.body)).toContain("at least 10 entries");
    const tiny = await start(small.id, { "Accept-Language": "zh-CN" });
    expect(tiny.status).toBe(404);
    expect(JSON.stringify(tiny.body)).toContain("至少 10 个条目");
  });

  it("GET /api/v1/dataset/{id}/daily says today's number, whether it counts and how it was played", async () => {
    const set = await insertDataset(db, { size: 12 });
    const auth = await bearer();
    const read = async () => {
      const response = await worker.fetch(`http://localhost/api/v1/dataset/${set.id}/daily`, {
        headers: auth,
      });
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
    };
    const before = await read();
    expect(before.status).toBe(200);
    expect(Object.keys(before.body.data).sort()).toEqual(
      ["dataset_id", "date", "next_reset_at", "number", "played", "ranked", "version_id"].sort(),
    );
    expect(before.body.data).toMatchObject({ dataset_id: set.id, number: 1, ranked: true, played: null });
    const started = await start(set.id, auth);
    const after = await read();
    expect(after.body.data.played).toEqual({
      record_id: started.body.data.id,
      result: "playing",
      attempts: 0,
      score: 0,
    });
    const small = await insertDataset(db, { size: 3 });
    expect((await worker.fetch(`http://localhost/api/v1/dataset/${small.id}/daily`)).status).toBe(404);
    const spec = (await (await worker.fetch("http://localhost/api/v1/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(spec.paths).toHaveProperty(["/api/v1/dataset/{id}/daily"]);
  });
});
