import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasets, entries, gameGuesses, gameRecords } from "~db/schema";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api } from "../datasets/testing/api-client";
import { addDays } from "./daily-date.server";
import { forgetKnownDatasetDailies, getDatasetDaily } from "./dataset-daily.server";
import { pageBrowser } from "./testing/page-browser";

// Through the Worker: an uploaded table whose names repeat gets a qualifier that
// the guess box, the feedback and a form without JavaScript use; an answer pool limits the answers
// of practice and the daily while every entry stays guessable, and the quality report is the pool's.

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const deps = { db, kv: env.KV, env: { DAILY_SECRET: "test-daily-secret" } };

/**
 * 40 cities named in both languages: 朝阳 three times (三个省), 西安 twice, the rest each its own name;
 * the province in both languages too; population falls down the table.
 */
function citiesCsv(): string {
  const rows = [
    ["朝阳", "Chaoyang", "北京", "Beijing"],
    ["朝阳", "Chaoyang", "辽宁", "Liaoning"],
    ["朝阳", "Chaoyang", "吉林", "Jilin"],
    ["西安", "Xi'an", "陕西", "Shaanxi"],
    ["西安", "Xi'an", "吉林", "Jilin"],
  ];
  for (let i = 0; i < 35; i++)
    rows.push([`城${i}`, `City ${i}`, ...(i % 2 ? ["河北", "Hebei"] : ["河南", "Henan"])]);
  const lines = rows.map(
    (row, i) =>
      `${row.join(",")},${30 + i / 4},${110 + i / 3},"${(4_000_000 - i * 90_000).toLocaleString("en-US")}"`,
  );
  return ["name,name_en,province,province_en,lat,lon,population", ...lines].join("\n");
}

/** An entry's qualifier in Chinese (the qualifier column) and in English (its translation beside it). */
const zh = (row: typeof entries.$inferSelect) => row.qualifier?.["zh-CN"];
const en = (row: typeof entries.$inferSelect) => row.qualifier?.["en-US"];

async function upload(owner: TestUser, fields: Record<string, string>) {
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: `Cities ${crypto.randomUUID().slice(0, 8)}`, is_public: true },
  });
  const datasetId = created.body.data.id;
  const form = new FormData();
  form.set("file", new File([citiesCsv()], "cities.csv", { type: "text/csv" }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const res = await api<{ version: { id: number } }>(`/api/v1/dataset/${datasetId}/versions`, {
    method: "POST",
    token: owner.accessToken,
    body: form,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const rows = await db.select().from(entries).where(eq(entries.versionId, res.body.data.version.id));
  return { datasetId, versionId: res.body.data.version.id, rows };
}

const entryNamed = (rows: (typeof entries.$inferSelect)[], name: string, qualifier: string) => {
  const row = rows.find((item) => item.name === name && zh(item) === qualifier);
  if (!row) throw new Error(`no ${name} · ${qualifier}`);
  return row;
};

async function start(datasetId: number, daily = false) {
  const response = await worker.fetch("http://localhost/api/v1/game/record", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ dataset_id: datasetId, is_daily_challenge: daily }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number; session_id: string } }).data;
}

const answerOf = async (recordId: number) =>
  (await db.select().from(gameRecords).where(eq(gameRecords.id, recordId)))[0].answerEntryId;

let owner: TestUser;
beforeAll(async () => {
  owner = await createTestUser(env.DB);
});

describe("names people can tell apart", () => {
  it("the qualifier column goes with the shared names only, and the guess box offers `name · qualifier`", async () => {
    const set = await upload(owner, { qualifier_column: "province", answer_pool: "null" });
    expect(
      set.rows.filter((row) => row.qualifier !== null).map((row) => `${row.name} · ${zh(row)} (${en(row)})`),
    ).toEqual([
      "朝阳 · 北京 (Beijing)",
      "朝阳 · 辽宁 (Liaoning)",
      "朝阳 · 吉林 (Jilin)",
      "西安 · 陕西 (Shaanxi)",
      "西安 · 吉林 (Jilin)",
    ]);
    const suggest = await worker.fetch(
      `http://localhost/game/${set.datasetId}/suggest?v=${set.versionId}&q=${encodeURIComponent("朝阳")}`,
    );
    const names = ((await suggest.json()) as { suggestions: { name: string }[] }).suggestions.map(
      (s) => s.name,
    );
    expect(names).toEqual(["朝阳 · 北京", "朝阳 · 辽宁", "朝阳 · 吉林"]);
    // An English page shows the English name with the English qualifier.
    const english = await worker.fetch(
      `http://localhost/en-US/game/${set.datasetId}/suggest?v=${set.versionId}&q=chaoyang`,
    );
    expect(
      ((await english.json()) as { suggestions: { name: string }[] }).suggestions.map((s) => s.name),
    ).toEqual(["Chaoyang · Beijing", "Chaoyang · Liaoning", "Chaoyang · Jilin"]);
  });

  it("the importer proposes the qualifier column when the author says nothing", async () => {
    const set = await upload(owner, {});
    expect(entryNamed(set.rows, "西安", "陕西").qualifier).toEqual({ "zh-CN": "陕西", "en-US": "Shaanxi" });
    const [version] = await env.DB.prepare("SELECT qualifier_column FROM dataset_versions WHERE id = ?")
      .bind(set.versionId)
      .all<{ qualifier_column: string }>()
      .then((result) => result.results);
    expect(version.qualifier_column).toBe("province");
  });

  it("without JavaScript, a shared name is refused with its entries to pick; the qualified name resolves to exactly that entry", async () => {
    const set = await upload(owner, { qualifier_column: "province", answer_pool: "null" });
    const liaoning = entryNamed(set.rows, "朝阳", "辽宁");
    const jilin = entryNamed(set.rows, "朝阳", "吉林");
    const b = pageBrowser(`http://localhost/game/${set.datasetId}`);
    expect((await b.post({ intent: "start" })).status).toBe(303);
    const page = await b.get();
    const recordId = page.html.match(/name="recordId" value="(\d+)"/)?.[1] ?? "";
    const answer = await answerOf(Number(recordId));
    const hidden = { recordId, sessionId: page.html.match(/name="sessionId" value="([^"]+)"/)?.[1] ?? "" };

    const shared = await b.post({ intent: "guess", guess: "朝阳", ...hidden });
    expect(shared.status).toBe(400);
    for (const province of ["北京", "辽宁", "吉林"]) expect(shared.html).toContain(`朝阳 · ${province}`);
    expect(shared.html).toContain(`name="entryId" value="${jilin.id}"`);

    // The qualified name as the guess box shows it (or typed with a space) is one entry.
    const typed = answer === liaoning.id ? jilin : liaoning;
    const qualified = await b.post({ intent: "guess", guess: `朝阳 · ${zh(typed)}`, ...hidden });
    expect(qualified.status).toBe(303);
    // A choice button posts its entry's id beside the typed text.
    const other = answer === set.rows[3].id ? set.rows[4] : set.rows[3];
    const picked = await b.post({ intent: "guess", guess: "西安", entryId: String(other.id), ...hidden });
    expect(picked.status).toBe(303);
    const guesses = await db
      .select()
      .from(gameGuesses)
      .where(eq(gameGuesses.recordId, Number(recordId)));
    expect(guesses.map((guess) => guess.entryId)).toEqual([typed.id, other.id]);
    // The feedback names the guesses with their qualifiers.
    const after = await b.get();
    expect(after.html).toContain(`朝阳 · ${zh(typed)}`);
    expect(after.html).toContain(`西安 · ${zh(other)}`);
  });

  it("the API's feedback and the end screen's answer carry the qualifier", async () => {
    const set = await upload(owner, {
      qualifier_column: "province",
      answer_pool: JSON.stringify({ kind: "ids", ids: ["朝阳"] }),
    });
    const record = await start(set.datasetId);
    const answerId = await answerOf(record.id);
    const answerRow = set.rows.find((row) => row.id === answerId);
    expect(answerRow?.name).toBe("朝阳");
    const wrong = set.rows.find((row) => row.name === "西安" && zh(row) === "吉林");
    const guess = await api<{ guess: { entry: { name: string } }; answer: { name: string } | null }>(
      `/api/v1/game/record/${record.id}/guess`,
      { method: "POST", body: { entry_id: wrong?.id, session_id: record.session_id } },
    );
    expect(guess.body.data.guess.entry.name).toBe("西安 · 吉林");
    const win = await api<{ answer: { name: string } | null }>(`/api/v1/game/record/${record.id}/guess`, {
      method: "POST",
      body: { entry_id: answerId, session_id: record.session_id },
    });
    expect(win.body.data.answer?.name).toBe(`朝阳 · ${answerRow ? zh(answerRow) : ""}`);
  });
});

describe("an answer pool", () => {
  it("top 10 by population: 50 practice starts and 30 daily days pick only pool entries; the rest stay guessable", {
    timeout: 60_000,
  }, async () => {
    const pool = { kind: "top", column: "population", count: 10, order: "desc" };
    const set = await upload(owner, { qualifier_column: "province", answer_pool: JSON.stringify(pool) });
    const inPool = new Set(set.rows.filter((row) => row.inPool).map((row) => row.id));
    expect(inPool.size).toBe(10);
    // The ten most populous are the first ten rows (population falls down the table).
    expect([...inPool].sort((a, b) => a - b)).toEqual(
      set.rows
        .slice(0, 10)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    const practice = new Set<number>();
    for (let i = 0; i < 50; i++) practice.add(await answerOf((await start(set.datasetId)).id));
    expect([...practice].every((id) => inPool.has(id))).toBe(true);
    expect(practice.size).toBeGreaterThan(3);

    forgetKnownDatasetDailies();
    const [dataset] = await db.select().from(datasets).where(eq(datasets.id, set.datasetId));
    const daily = new Set<number>();
    for (let day = 0; day < 30; day++)
      daily.add((await getDatasetDaily(deps, dataset, addDays("2031-01-01", day))).entryId);
    expect([...daily].every((id) => inPool.has(id))).toBe(true);
    expect(daily.size).toBe(10);

    // An entry outside the pool is still a guess the game judges.
    const record = await start(set.datasetId);
    const outside = set.rows.find((row) => !row.inPool);
    const guess = await api<{ won: boolean; guess: { entry: { id: number } } }>(
      `/api/v1/game/record/${record.id}/guess`,
      { method: "POST", body: { entry_id: outside?.id, session_id: record.session_id } },
    );
    expect(guess.status).toBe(200);
    expect(guess.body.data).toMatchObject({ won: false, guess: { entry: { id: outside?.id } } });

    // A fork keeps the pool with its entries.
    const forked = await api<{ dataset: { id: number } }>(`/api/v1/dataset/${set.datasetId}/fork`, {
      method: "POST",
      token: (await createTestUser(env.DB)).accessToken,
      body: {},
    });
    expect(forked.status).toBe(201);
    const [copy] = await db.select().from(datasets).where(eq(datasets.id, forked.body.data.dataset.id));
    const copied = await db
      .select()
      .from(entries)
      .where(eq(entries.versionId, copy.latestVersionId ?? 0));
    expect(copied.filter((row) => row.inPool).map((row) => row.name)).toEqual(
      set.rows.filter((row) => row.inPool).map((row) => row.name),
    );
  });

  it("the quality report and its label are the pool's, in the dry run and once saved", async () => {
    const pool = JSON.stringify({ kind: "filter", column: "province", values: ["河北"] });
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "Pool report" },
    });
    const form = () => {
      const body = new FormData();
      body.set("file", new File([citiesCsv()], "cities.csv", { type: "text/csv" }));
      body.set("answer_pool", pool);
      return body;
    };
    const dry = await api<{
      quality: { entries: number };
      entries_count: number;
      table: { pool: Record<string, unknown> };
    }>(`/api/v1/dataset/${created.body.data.id}/versions?dry_run=true`, {
      method: "POST",
      token: owner.accessToken,
      body: form(),
    });
    expect(dry.body.data.entries_count).toBe(40);
    expect(dry.body.data.quality.entries).toBe(17);
    // The dry run says which pool and qualifier are in force, and what the importer proposed.
    expect(dry.body.data.table.pool).toMatchObject({
      pool_size: 17,
      answer_pool: { kind: "filter", column: "province", values: ["河北"] },
      qualifier_column: "province",
      qualifier_proposal: { column: "province", repeated: 5, resolved: 5 },
    });
    const saved = await api<{ quality: { entries: number; difficulty: string } }>(
      `/api/v1/dataset/${created.body.data.id}/versions`,
      { method: "POST", token: owner.accessToken, body: form() },
    );
    expect(saved.body.data.quality.entries).toBe(17);
  });

  it("refuses a pool that keeps no entry or names a column the table lacks, naming the field", async () => {
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "Pool refusal" },
    });
    for (const pool of [
      { kind: "ids", ids: ["上海"] },
      { kind: "top", column: "rank", count: 5, order: "asc" },
      { kind: "top", column: "", count: 5, order: "asc" },
      "{not json",
    ]) {
      const body = new FormData();
      body.set("file", new File([citiesCsv()], "cities.csv", { type: "text/csv" }));
      body.set("answer_pool", typeof pool === "string" ? pool : JSON.stringify(pool));
      const res = await api(`/api/v1/dataset/${created.body.data.id}/versions`, {
        method: "POST",
        token: owner.accessToken,
        body,
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain("answer_pool");
      // Words for a client, never a locale key.
      expect((res.body as { message: string }).message).not.toMatch(/upload\.pool\./);
    }
  });
});
