import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasets } from "~db/schema";
import { listFeaturedDatasets } from "./featured.server";
import { createGameFixture } from "./game/testing/game-fixture";

/** Both languages' home pages show the same plays count at the same moment (one cached list). */
describe("featured datasets in both languages", () => {
  it("read one cached list: a count cached for Chinese is the English one too", async () => {
    const db = database(env.DB);
    const fixture = await createGameFixture(db, { name: "Featured both languages" });
    await db.update(datasets).set({ playsCount: 3 }).where(eq(datasets.id, fixture.datasetId));
    const deps = { db, kv: env.KV, waitUntil: () => {} };
    const zh = (await listFeaturedDatasets(deps, "zh-CN")).find((item) => item.id === fixture.datasetId);
    await db.update(datasets).set({ playsCount: 0 }).where(eq(datasets.id, fixture.datasetId));
    const en = (await listFeaturedDatasets(deps, "en-US")).find((item) => item.id === fixture.datasetId);
    expect(zh?.playsCount).toBe(3);
    expect(en?.playsCount).toBe(zh?.playsCount);
  });
});
