import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { database } from "~db/index";
import { datasetDailies, gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { runScheduled } from "../../../tests/support/run-cron";
import { computeDailyPick, type DailyChallenge, forgetKnownPicks, getDailyChallenge } from "./daily.server";
import { addDays, dailyDateOf } from "./daily-date.server";
import { createGameFixture } from "./testing/game-fixture";
import { pageBrowser } from "./testing/page-browser";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const deps = { db, kv: env.KV, env: env as unknown as AppEnv };

type DatasetDaily = { played: { record_id: number; result: string } | null; ranked: boolean };

async function datasetDaily(datasetId: number, headers: HeadersInit) {
  const response = await worker.fetch(`http://localhost/api/v1/dataset/${datasetId}/daily`, { headers });
  return ((await response.json()) as { data: DatasetDaily }).data;
}

async function startDaily(datasetId: number, headers: HeadersInit) {
  const response = await worker.fetch("http://localhost/api/v1/game/record", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ dataset_id: datasetId, is_daily_challenge: true }),
  });
  return ((await response.json()) as { data: { id: number; is_ranked: boolean } }).data;
}

const recordOf = async (id: number) => (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0];

let today: DailyChallenge;
beforeAll(async () => {
  await createGameFixture(db, { name: "Featured realms A", daily: true });
  await createGameFixture(db, { name: "Featured realms B", daily: true });
  const pick = await getDailyChallenge(deps, dailyDateOf(new Date()));
  if (!pick) throw new Error("no daily pick over the fixtures");
  today = pick;
});

describe("the site daily is today's featured dataset's daily (ADR 021)", () => {
  it("writes the site pick as that day of the dataset's daily: one answer", async () => {
    const [row] = await db
      .select()
      .from(datasetDailies)
      .where(and(eq(datasetDailies.datasetId, today.datasetId), eq(datasetDailies.date, today.date)));
    expect(row).toMatchObject({ versionId: today.versionId, entryId: today.entryId });
  });

  it("takes the dataset's daily of a day already stored as the site's answer of that day", async () => {
    const day = addDays(today.date, -6);
    const secret = (env as unknown as AppEnv).DAILY_SECRET ?? "";
    const computed = await computeDailyPick(deps, secret, day);
    if (!computed) throw new Error("no pick");
    const version = await db.query.entries.findMany({
      where: (entries, { eq: is }) => is(entries.versionId, computed.versionId),
    });
    const other = version.find((entry) => entry.id !== computed.entryId);
    if (!other) throw new Error("one entry only");
    await db
      .insert(datasetDailies)
      .values({ datasetId: computed.datasetId, date: day, versionId: computed.versionId, entryId: other.id });
    forgetKnownPicks();
    expect(await getDailyChallenge(deps, day)).toMatchObject({
      datasetId: computed.datasetId,
      entryId: other.id,
    });
  });

  it("a game started at the site daily is the dataset's daily game of the day, and resumes from either door", async () => {
    const site = pageBrowser(`http://localhost/en-US/game/${today.datasetId}?daily=${today.date}`, {
      language: "en-US",
    });
    await site.get();
    const started = await site.post({
      intent: "start",
      datasetId: String(today.datasetId),
      isDailyChallenge: "on",
      dailyDate: today.date,
    });
    expect(started.status).toBe(303);
    const [record] = await db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.guestId, site.guestId()))
      .orderBy(gameRecords.id);
    expect(record).toMatchObject({ dailyDate: today.date, datasetDailyDate: today.date, isRanked: true });
    const seen = await datasetDaily(today.datasetId, { Cookie: site.cookies() });
    expect(seen.played).toMatchObject({ record_id: record?.id, result: "playing" });
    // The dataset's own door opens the same game: its page is the site daily's, which resumes it.
    const own = await worker.fetch(`http://localhost/en-US/game/${today.datasetId}/daily`, {
      headers: { Accept: "text/html", Cookie: site.cookies() },
      redirect: "manual",
    });
    expect(own.headers.get("Location")).toBe(`/en-US/game/${today.datasetId}?daily=${today.date}`);
    const resumed = await site.get();
    expect(resumed.html).toContain(`name="recordId" value="${record?.id}"`);
  });

  it("a game started at the dataset's daily is the site daily's game; it counts on both boards", async () => {
    const player = await createTestUser(env.DB);
    const auth = { Authorization: `Bearer ${player.accessToken}` };
    const first = await startDaily(today.datasetId, auth);
    expect(first.is_ranked).toBe(true);
    expect(await recordOf(first.id)).toMatchObject({ dailyDate: today.date, datasetDailyDate: today.date });
    expect((await datasetDaily(today.datasetId, auth)).played?.record_id).toBe(first.id);
    // Either door's second start the same day is a replay.
    const again = await startDaily(today.datasetId, auth);
    expect(again.is_ranked).toBe(false);
    expect((await datasetDaily(today.datasetId, auth)).played?.record_id).toBe(first.id);

    const ended = new Date(Date.now() - 2 * 60_000);
    await db
      .update(gameRecords)
      .set({ result: "won", score: 900, duration: 40, endTime: ended, updatedAt: ended })
      .where(eq(gameRecords.id, first.id));
    await runScheduled(env);
    type Stored = { entries: { userId: number; score: number }[] };
    const site = await env.KV.get<Stored>(`lb:daily:${today.date}`, "json");
    const own = await env.KV.get<Stored>(`lb:dataset-daily:${today.datasetId}:${today.date}`, "json");
    const allTime = await env.KV.get<Stored>(`lb:dataset-daily:${today.datasetId}`, "json");
    for (const board of [site, own, allTime]) {
      expect(board?.entries.find((row) => row.userId === player.user.id)?.score).toBe(900);
    }
  });
});
