import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import { database } from "~db/index";
import { insertDataset } from "./stats-fixtures.test-helper";
import {
  announceDeletedVersions,
  loadGameVersion,
  MAX_CACHED_CELLS,
  VERSION_STAMP_CHECK_MS,
  VERSION_STAMP_KEY,
} from "./version-cache.server";

/**
 * The isolate keeps the versions it plays (entries never change), within a budget: a crawl over
 * many of the largest datasets must not grow an isolate past its memory, while the versions in use
 * (today's daily, a popular game) stay in memory.
 */
const counted = countingD1(env.DB);
const db = database(counted.d1);
let clock = Date.now();
const deps = { db, kv: env.KV, now: () => new Date(clock) };

/** A version of `entries` entries and `columns` columns (cells = entries × columns). */
async function versionOf(entries: number, columns: number): Promise<number> {
  const set = await insertDataset(db, { size: entries });
  const types = Array.from({ length: columns }, (_, c) => ({
    key: `c${c}`,
    label: { "en-US": `C${c}` },
    type: "text",
  }));
  await env.DB.prepare("UPDATE dataset_versions SET attribute_types = ? WHERE id = ?")
    .bind(JSON.stringify(types), set.versionId)
    .run();
  return set.versionId;
}

/** D1 round trips made by loading `versionId` (0: it came from the isolate). */
async function tripsToLoad(versionId: number): Promise<number> {
  const before = counted.roundTrips();
  const version = await loadGameVersion(deps, versionId);
  expect(version.id).toBe(versionId);
  return counted.roundTrips() - before;
}

describe("the isolate's version cache", () => {
  it("keeps the versions in use and lets the least recently used large one go past its cell budget", async () => {
    const columns = 1000;
    // Each large version holds 60% of the budget: two do not fit together.
    const rows = Math.ceil((MAX_CACHED_CELLS * 0.6) / columns);
    const small = await versionOf(12, 5);
    const first = await versionOf(rows, columns);
    const second = await versionOf(rows, columns);

    expect(await tripsToLoad(first)).toBe(1);
    expect(await tripsToLoad(small)).toBe(1);
    expect(await tripsToLoad(first)).toBe(0);
    expect(await tripsToLoad(small)).toBe(0);
    // `first` is now the least recently used: the second large version pushes it out, not `small`.
    expect(await tripsToLoad(second)).toBe(1);
    expect(await tripsToLoad(small)).toBe(0);
    expect(await tripsToLoad(second)).toBe(0);
    expect(await tripsToLoad(first)).toBe(1);
  });
});

describe("a deleted version leaves every isolate within the stated bound", () => {
  const deleteInD1 = (versionId: number) =>
    env.DB.prepare("UPDATE dataset_versions SET deleted_at = ? WHERE id = ?")
      .bind(Date.now(), versionId)
      .run();

  it("another isolate's deletion: served from memory at most VERSION_STAMP_CHECK_MS, then refused", async () => {
    clock += 24 * 3600_000;
    const versionId = await versionOf(12, 5);
    expect(await tripsToLoad(versionId)).toBe(1);
    // Another isolate deletes it: D1 and the KV stamp change, this isolate's memory does not.
    await deleteInD1(versionId);
    await env.KV.put(VERSION_STAMP_KEY, `elsewhere-${versionId}`);
    clock += VERSION_STAMP_CHECK_MS - 1;
    expect(await tripsToLoad(versionId)).toBe(0);
    clock += 1;
    await expect(loadGameVersion(deps, versionId)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("the isolate that deletes forgets at once", async () => {
    clock += 24 * 3600_000;
    const versionId = await versionOf(12, 5);
    expect(await tripsToLoad(versionId)).toBe(1);
    await deleteInD1(versionId);
    await announceDeletedVersions(deps, [versionId]);
    await expect(loadGameVersion(deps, versionId)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
