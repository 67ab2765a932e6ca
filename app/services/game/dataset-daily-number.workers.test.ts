import { env } from "cloudflare:workers";
import { and, eq, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasetDailies, datasets, favorites } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { forgetKnownPicks, getDailyChallenge } from "./daily.server";
import { addDays } from "./daily-date.server";
import { forgetKnownDatasetDailies, getDatasetDaily } from "./dataset-daily.server";
import { createGameFixture } from "./testing/game-fixture";
import { listYourDailies } from "./your-dailies.server";

const db = database(env.DB);
const today = "2026-07-15";
const depsOn = (day: string) => ({
  db,
  kv: env.KV,
  env: { DAILY_SECRET: "test-daily-secret" },
  now: () => new Date(`${day}T12:00:00Z`),
});
const datasetRow = async (id: number) => (await db.select().from(datasets).where(eq(datasets.id, id)))[0];

describe("a dataset daily's number (ADR 042)", () => {
  it("stays put when the site archive stores an earlier day of the same dataset", async () => {
    // Two curated datasets: the site daily alternates between them, day after day.
    const a = await createGameFixture(db, { name: "Anchor realms A", daily: true });
    const b = await createGameFixture(db, { name: "Anchor realms B", daily: true });
    const deps = depsOn(today);
    const site = await getDailyChallenge(deps, today);
    if (!site) throw new Error("no site pick over the fixtures");
    // Today's own daily of the dataset the site does not feature: its first day, #1.
    const own = site.datasetId === a.datasetId ? b : a;
    const dataset = await datasetRow(own.datasetId);
    expect((await getDatasetDaily(deps, dataset, today)).number).toBe(1);
    const player = await createTestUser(env.DB);
    await db.insert(favorites).values({ userId: player.user.id, datasetId: own.datasetId });
    const home = () =>
      listYourDailies(deps, {
        player: { userId: player.user.id, guestId: null },
        today,
        locale: "en-US",
      });
    expect((await home()).map((daily) => daily.number)).toEqual([1]);

    // Players open the archive, oldest first: the alternating site picks store earlier days of it.
    for (let back = 6; back >= 1; back--) await getDailyChallenge(deps, addDays(today, -back));
    const earlier = await db
      .select({ date: datasetDailies.date })
      .from(datasetDailies)
      .where(and(eq(datasetDailies.datasetId, own.datasetId), lt(datasetDailies.date, today)));
    expect(earlier.length).toBeGreaterThanOrEqual(3);

    // Another isolate (nothing remembered) and the home page still say #1.
    forgetKnownDatasetDailies();
    forgetKnownPicks();
    expect((await getDatasetDaily(deps, dataset, today)).number).toBe(1);
    expect((await home()).map((daily) => daily.number)).toEqual([1]);
    // And the next day is #2 on both.
    const tomorrow = addDays(today, 1);
    expect((await getDatasetDaily(depsOn(tomorrow), dataset, tomorrow)).number).toBe(2);
    const next = await listYourDailies(deps, {
      player: { userId: player.user.id, guestId: null },
      today: tomorrow,
      locale: "zh-CN",
    });
    expect(next.map((daily) => daily.number)).toEqual([2]);
  });

  it("starts at the day a number is first worked out, not at a day the site daily stored before", async () => {
    const c = await createGameFixture(db, { name: "Anchor realms C", daily: true });
    // The site features the new dataset on some day (a stored day of its daily, numbered as the site's)...
    let day = "2026-08-20";
    for (let tries = 0; (await getDailyChallenge(depsOn(day), day))?.datasetId !== c.datasetId; tries++) {
      if (tries > 30) throw new Error("the site never featured the new dataset");
      day = addDays(day, 1);
    }
    // ...and its own page opens three days later: #1.
    const later = addDays(day, 3);
    expect((await getDatasetDaily(depsOn(later), await datasetRow(c.datasetId), later)).number).toBe(1);
  });
});
