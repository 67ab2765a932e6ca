import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api } from "~/services/datasets/testing/api-client";
import { database } from "~db/index";
import { datasetReports, users } from "~db/schema";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { insertDataset } from "../game/stats-fixtures.test-helper";
import moderationSql from "../moderation-sql.json";

const db = database(env.DB);
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const report = (user: TestUser, datasetId: number, note = "", ip?: string) =>
  api(`/api/v1/dataset/${datasetId}/report`, {
    method: "POST",
    token: user.accessToken,
    body: { reason: "spam", note },
    ...(ip ? { headers: { "CF-Connecting-IP": ip } } : {}),
  });

async function accounts(count: number): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < count; i++) made.push(await createTestUser(db));
  return made;
}

describe("report limits and the moderation queue", () => {
  it("takes at most 10 reports a day from one account, and says when to try again", async () => {
    const reporter = await createTestUser(db);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const set = await insertDataset(db, { size: 12 });
      statuses.push((await report(reporter, set.id)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await report(reporter, (await insertDataset(db, { size: 12 })).id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Try again in \d+ minutes/);
    // Many accounts and reports on a shared machine: more than the default 5 s.
  }, 60_000);

  it("takes at most 20 reports a day on one dataset", async () => {
    const set = await insertDataset(db, { size: 12 });
    const sybils = await accounts(21);
    const statuses = [];
    for (const sybil of sybils) statuses.push((await report(sybil, set.id)).status);
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    // Many accounts and reports on a shared machine: more than the default 5 s.
  }, 60_000);

  it("takes at most 3 reports a day on one dataset from one IP, and 10 a day from one IP in all", async () => {
    const set = await insertDataset(db, { size: 12 });
    const sybils = await accounts(15);
    const statuses = [];
    for (const sybil of sybils) statuses.push((await report(sybil, set.id, "", "198.51.100.150")).status);
    expect(statuses).toEqual([201, 201, 201, ...Array(12).fill(429)]);
    // Another address is not held by it.
    expect((await report(sybils[14], set.id, "", "198.51.100.151")).status).toBe(201);
    // In all, one address files 10 a day, on whatever datasets.
    const reporters = await accounts(4);
    const spread = [];
    for (let i = 0; i < 11; i++) {
      const other = await insertDataset(db, { size: 12 });
      spread.push((await report(reporters[i % 4], other.id, "", "198.51.100.152")).status);
    }
    expect(spread).toEqual([...Array(10).fill(201), 429]);
    // Many accounts and reports on a shared machine: more than the default 5 s.
  }, 120_000);

  it("stores a note without its terminal escapes", async () => {
    const reporter = await createTestUser(db);
    const set = await insertDataset(db, { size: 12 });
    expect((await report(reporter, set.id, "bad\u001b[2K\u001b]52;c;ZXZpbA==\u0007 words")).status).toBe(201);
    const row = await db.select().from(datasetReports).where(eq(datasetReports.datasetId, set.id)).get();
    expect(row?.note).toBe("bad words");
  });

  it("lists first a dataset reported by several accounts older than a week, over a flood from new ones", async () => {
    const flooded = await insertDataset(db, { size: 12, name: `Flooded ${Date.now()}` });
    const real = await insertDataset(db, { size: 12, name: `Really bad ${Date.now()}` });
    for (const sybil of await accounts(6)) expect((await report(sybil, flooded.id)).status).toBe(201);
    const veterans = await accounts(2);
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * WEEK_MS) })
      .where(
        inArray(
          users.id,
          veterans.map((veteran) => veteran.user.id),
        ),
      );
    for (const veteran of veterans) expect((await report(veteran, real.id)).status).toBe(201);

    const queue = await env.DB.prepare(moderationSql.listOpenReports).all<{ dataset_id: number }>();
    const order = queue.results
      .map((row) => row.dataset_id)
      .filter((id) => id === flooded.id || id === real.id);
    expect(order.slice(0, 2)).toEqual([real.id, real.id]);
    expect(order.slice(2)).toEqual(Array(6).fill(flooded.id));
    // Many accounts and reports on a shared machine: more than the default 5 s.
  }, 60_000);
});
