import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import { type AppEnv, createDeps } from "~/services/deps.server";
import { createGameFixture } from "~/services/game/testing/game-fixture";
import { database } from "~db/index";
import { getDatasetPage } from "./dataset-page.server";

/**
 * A player far from the database waits for each sequential round trip (ADR 036): the dataset
 * page's versions, entries, their count and the quality report are read in one batch.
 */
describe("the dataset page's reads", () => {
  it("take one database round trip once the dataset is known and its report stored", async () => {
    const db = database(env.DB);
    const owner = await env.DB.prepare(
      "INSERT INTO users (username, email, password_hash) VALUES ('trip-owner', 'trip-owner@example.com', 'x') RETURNING id",
    ).first<{ id: number }>();
    if (!owner) throw new Error("no owner");
    // Private: the owner's view is never served from a cache, so each call reads the database.
    const fixture = await createGameFixture(db, { ownerId: owner.id, isPublic: false, name: "Trip page" });
    const counted = countingD1(env.DB);
    const deps = createDeps({ ...(env as unknown as AppEnv), DB: counted.d1 });
    // The first view works out and stores the version's report (older and seeded versions have none).
    const first = await getDatasetPage(deps, fixture.datasetId, owner.id, 1);
    expect(first.entries.total).toBe(fixture.entryIds.length);
    expect(first.quality).not.toBeNull();
    const before = counted.roundTrips();
    const again = await getDatasetPage(deps, fixture.datasetId, owner.id, 1);
    // One read for the dataset itself (visibility), one batch for everything the page shows.
    expect(counted.roundTrips() - before).toBeLessThanOrEqual(2);
    expect(again.entries.rows.map((row) => row.id)).toEqual(first.entries.rows.map((row) => row.id));
    expect(again.versions).toHaveLength(1);
    expect(again.quality).toEqual(first.quality);
  });
});
