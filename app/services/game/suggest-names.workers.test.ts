import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { NamesPayload } from "~/utils/suggest-names";
import { database } from "~db/index";
import { datasetVersions } from "~db/schema";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";
import { pageBrowser } from "./testing/page-browser";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

let fixture: Fixture;
let other: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Names realms" });
  // Before the large versions: the fixture's entries take ids of their own above theirs.
  other = await createGameFixture(db, { name: "Other names" });
});

/** A version of the fixture's dataset with `count` plain entries, written in one statement. */
async function versionOf(count: number): Promise<number> {
  const [version] = await db
    .insert(datasetVersions)
    .values({ datasetId: fixture.datasetId, version: count, attributeTypes: [], entriesCount: count })
    .returning();
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO entries (version_id, position, name, aliases, attributes, search_key)
     SELECT ?1, i, 'Place ' || i, '[]', '{}', '|place' || i || '|' FROM n`,
  )
    .bind(version.id, count)
    .run();
  return version.id;
}

const names = (versionId: number, cookie = "") =>
  worker.fetch(`${ORIGIN}/game/${fixture.datasetId}/names?v=${versionId}`, { headers: { Cookie: cookie } });

describe("a small dataset's names for the guess box", () => {
  it("sends names and aliases once per version, the same for every game, and nothing that tells the answer", async () => {
    const anonymous = await names(fixture.versionId);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("Cache-Control")).toContain("immutable");
    const text = await anonymous.text();
    const payload = JSON.parse(text) as NamesPayload;
    expect(payload.v).toBe(fixture.versionId);
    expect(payload.entries.map((row) => row[1])).toEqual(fixtureEntries.map((entry) => entry.name));
    expect(payload.entries[0]?.[3]).toEqual(["quillframe-alias"]);
    // No attribute of any kind: hints, text values, numbers, dates, coordinates.
    for (const leak of ["clue-of", "even", "odd", "shared", "1900-", "kind", "mass"])
      expect(text).not.toContain(leak);

    // Two players in the middle of games with different answers get the same bytes.
    const bodies = new Set<string>([text]);
    for (let game = 0; game < 2; game++) {
      const player = pageBrowser(`${ORIGIN}/game/${fixture.datasetId}`);
      expect((await player.post({ intent: "start" })).status).toBe(303);
      bodies.add(await (await names(fixture.versionId, player.cookies())).text());
    }
    expect(bodies.size).toBe(1);
  });

  it("serves up to 5,000 entries, and leaves a larger dataset to the suggest endpoint", async () => {
    const largest = await names(await versionOf(5_000));
    expect(largest.status).toBe(200);
    const body = new Uint8Array(await largest.arrayBuffer());
    expect((JSON.parse(new TextDecoder().decode(body)) as NamesPayload).entries.length).toBe(5_000);
    const gzipped = await new Response(
      new Blob([body]).stream().pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer();
    expect(gzipped.byteLength).toBeLessThan(64 * 1024);

    expect((await names(await versionOf(5_001))).status).toBe(413);
  });

  it("refuses another dataset's version", async () => {
    expect((await names(other.versionId)).status).toBe(404);
  });
});
