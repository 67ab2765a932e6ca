import { env, exports } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { dailyDateOf } from "./daily-date.server";
import { insertDataset } from "./stats-fixtures.test-helper";
import { createGameFixture } from "./testing/game-fixture";
import { pageBrowser } from "./testing/page-browser";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);

describe("/game/{id}/daily without JavaScript", () => {
  it("starts the dataset's own daily by the form, resumes it, and keeps practice apart", async () => {
    const fixture = await createGameFixture(db, { name: "Own daily realms" });
    const datasetPage = await pageBrowser(`http://localhost/en-US/datasets/${fixture.datasetId}`).get();
    expect(datasetPage.html).toContain(`href="/en-US/game/${fixture.datasetId}/daily"`);
    const page = pageBrowser(`http://localhost/en-US/game/${fixture.datasetId}/daily`, { language: "en-US" });
    const first = await page.get();
    expect(first.status).toBe(200);
    expect(first.html).toContain('name="intent" value="start"');
    const started = await page.post({
      intent: "start",
      datasetId: String(fixture.datasetId),
      isDailyChallenge: "on",
      dailyDate: dailyDateOf(new Date()),
    });
    expect(started.status).toBe(303);
    expect(started.headers.get("Location")).toBe(`/en-US/game/${fixture.datasetId}/daily`);
    const guest = page.cookies().match(/dd_guest=([^;]+)/)?.[1] ?? "";
    const [row] = await db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.guestId, guest))
      .orderBy(desc(gameRecords.id))
      .limit(1);
    expect(row).toMatchObject({ datasetDailyDate: dailyDateOf(new Date()), dailyDate: null, isRanked: true });
    const playing = await page.get();
    expect(playing.html).toContain('role="combobox"');
    // The practice page of the same dataset does not resume the daily.
    const practice = await worker.fetch(`http://localhost/en-US/game/${fixture.datasetId}`, {
      headers: { Accept: "text/html", Cookie: page.cookies() },
    });
    expect(await practice.text()).toContain('name="intent" value="start"');
  });

  it("is 404 for a dataset with too few entries to have a daily", async () => {
    const small = await insertDataset(db, { size: 4 });
    const response = await pageBrowser(`http://localhost/en-US/game/${small.id}/daily`).get();
    expect(response.status).toBe(404);
  });
});
