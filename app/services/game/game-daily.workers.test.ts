import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "~/services/deps.server";
import { dailyNumber } from "~/utils/daily-number";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { type DailyChallenge, getDailyChallenge } from "./daily.server";
import { addDays, DAILY_LAUNCH_DATE, dailyDateOf } from "./daily-date.server";
import { createGameFixture } from "./testing/game-fixture";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);

type Started = {
  data: { id: number; daily_date: string | null; is_daily_challenge: boolean; is_ranked: boolean };
};

async function start(body: Record<string, unknown>, headers: HeadersInit = {}) {
  const response = await worker.fetch("http://localhost/api/v1/game/record", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Started };
}

const answerOf = async (id: number) =>
  (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0].answerEntryId;

let today: DailyChallenge;
let yesterday: DailyChallenge;
beforeAll(async () => {
  await createGameFixture(db, { name: "Daily realms A", daily: true });
  await createGameFixture(db, { name: "Daily realms B", daily: true });
  const deps = { db, kv: env.KV, env: env as unknown as AppEnv };
  const date = dailyDateOf(new Date());
  const picks = await Promise.all([
    getDailyChallenge(deps, date),
    getDailyChallenge(deps, addDays(date, -1)),
  ]);
  if (!picks[0] || !picks[1]) throw new Error("no daily pick over the fixtures");
  [today, yesterday] = picks;
});

describe("daily games", () => {
  it("play today's pick: the same answer for everyone, ranked only for a player's first", async () => {
    const guest = await start({ dataset_id: today.datasetId, is_daily_challenge: true });
    expect(guest.status).toBe(201);
    // A guest's first daily holds its day (it becomes the account's attempt at sign-up).
    expect(guest.body.data).toMatchObject({
      is_daily_challenge: true,
      daily_date: today.date,
      is_ranked: true,
    });
    expect(await answerOf(guest.body.data.id)).toBe(today.entryId);

    const player = await createTestUser(env.DB);
    const auth = { Authorization: `Bearer ${player.accessToken}` };
    const first = await start({ dataset_id: today.datasetId, is_daily_challenge: true }, auth);
    const second = await start({ dataset_id: today.datasetId, is_daily_challenge: true }, auth);
    expect(first.body.data.is_ranked).toBe(true);
    expect(second.body.data.is_ranked).toBe(false);
    expect(await answerOf(second.body.data.id)).toBe(today.entryId);
  });

  it("plays an archive day unranked, and refuses future days and the wrong dataset", async () => {
    const player = await createTestUser(env.DB);
    const auth = { Authorization: `Bearer ${player.accessToken}` };
    const archive = await start(
      { dataset_id: yesterday.datasetId, is_daily_challenge: true, daily_date: yesterday.date },
      auth,
    );
    expect(archive.body.data).toMatchObject({ daily_date: yesterday.date, is_ranked: false });
    expect(await answerOf(archive.body.data.id)).toBe(yesterday.entryId);
    const future = await start({
      dataset_id: today.datasetId,
      is_daily_challenge: true,
      daily_date: addDays(today.date, 1),
    });
    expect(future.status).toBe(400);
    const wrong = await start({ dataset_id: 99_999, is_daily_challenge: true });
    expect(wrong.status).toBe(404);
  });

  it("makes no archive day before the launch date (no row stored for 0001-01-01)", async () => {
    const response = await worker.fetch("http://localhost/api/v1/game/daily/0001-01-01");
    expect(response.status).toBe(404);
    const before = await start({
      dataset_id: today.datasetId,
      is_daily_challenge: true,
      daily_date: "2025-12-31",
    });
    expect(before.status).toBe(404);
    const stored = await db.query.dailyChallenges.findFirst({
      where: (table, { lt }) => lt(table.date, DAILY_LAUNCH_DATE),
    });
    expect(stored).toBeUndefined();
  });

  it("sends ?daily=1 on another dataset's page to the daily's page", async () => {
    // Created after today's pick was stored, so it cannot be today's dataset.
    const other = await createGameFixture(db, { name: "Not today" });
    const response = await worker.fetch(`http://localhost/en-US/game/${other.datasetId}?daily=1`, {
      headers: { Accept: "text/html", Cookie: "i18n_redirected=en-US" },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/en-US/game/${today.datasetId}?daily=1`);
    const page = await worker.fetch(`http://localhost/en-US/game/${today.datasetId}?daily=1`, {
      headers: { Accept: "text/html", Cookie: "i18n_redirected=en-US" },
    });
    const html = await page.text();
    // The kind band keeps the day's hyphens together in their own span: read its text.
    expect(html.replace(/<[^>]+>/g, "")).toContain(
      `Datadle daily #${dailyNumber(today.date)} · ${today.date}`,
    );
    expect(html).toContain("Start today&#x27;s challenge");
  });
});
