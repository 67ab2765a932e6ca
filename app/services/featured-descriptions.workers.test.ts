import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasets } from "~db/schema";
import { listFeaturedDatasets } from "./featured.server";
import { createGameFixture } from "./game/testing/game-fixture";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

/** Home's featured cards carry the author's words, or a line made from the columns: never an empty or name-only blurb. */
describe("featured datasets' descriptions", () => {
  it("puts datasets their authors described first, and sums the others up from their columns", async () => {
    const db = database(env.DB);
    const bare = await createGameFixture(db, { name: "Featured bare realms" });
    const described = await createGameFixture(db, { name: "Featured described realms" });
    // The bare one is played more, and its description only repeats its name.
    await db
      .update(datasets)
      .set({ playsCount: 9000, description: "Featured bare realms" })
      .where(eq(datasets.id, bare.datasetId));
    await db
      .update(datasets)
      .set({ playsCount: 8000, description: "Realms an author told us about, in her own words." })
      .where(eq(datasets.id, described.datasetId));
    const list = await listFeaturedDatasets({ db, waitUntil: () => {} }, "en-US", 2);
    expect(list.map((item) => item.id)).toEqual([described.datasetId, bare.datasetId]);
    expect(list[1]).toMatchObject({
      description: "",
      columns: { names: ["Kind", "Tags", "Mass", "Found"], more: true },
    });

    const home = async (path: string) =>
      (await worker.fetch(`http://localhost${path}`, { headers: { Accept: "text/html" } })).text();
    const english = await home("/en-US/");
    expect(english).toContain("Realms an author told us about, in her own words.");
    expect(english).toContain("Guess the hidden entry by Kind, Tags, Mass, Found and more.");
    const chinese = await home("/");
    expect(chinese).toContain("根据种类、标签、质量、发现等线索猜出隐藏的条目。");
  });
});
