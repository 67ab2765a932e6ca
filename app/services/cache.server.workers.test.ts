import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDatasetSchema } from "~/schemas/datasets";
import { datasets } from "~db/schema";
import { createTestUser } from "../../tests/factories/users";
import { currentGeneration, invalidatePublicCache, readThrough } from "./cache.server";
import { listDatasets } from "./datasets/dataset-list.server";
import { createDataset, getDataset } from "./datasets/datasets.server";
import { createDeps } from "./deps.server";
import { forgetKnownPicks, getDailyChallenge } from "./game/daily.server";
import { insertDataset } from "./game/stats-fixtures.test-helper";

/**
 * KV holds copies only (public reads, the day's pick, the cache generation). When it refuses work
 * (the Free plan's 1,000 writes a day spent, more than one write a second to one key, an outage),
 * pages still answer from D1 and a write D1 committed still succeeds.
 */
const refusing = new Proxy(env.KV, {
  get(target, key) {
    if (key === "get" || key === "put" || key === "delete") {
      return () => Promise.reject(new Error("KV put() limit exceeded for the day."));
    }
    const value: unknown = Reflect.get(target, key);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
const deps = { ...createDeps(env), kv: refusing };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("when KV refuses every call", () => {
  it("reads through to the source, and says so in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const value = await readThrough(deps, `refused:${Date.now()}`, async () => ({ answer: 42 }));
    expect(value).toEqual({ answer: 42 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("KV"),
      expect.stringContaining("limit exceeded"),
    );
  });

  it("still creates a dataset and lists it, though the cache generation cannot move", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const owner = await createTestUser(env.DB);
    const name = `Refused cache ${Date.now()}`;
    const input = createDatasetSchema.parse({ name, tags: ["kv-refused"] });
    const created = await createDataset(deps, owner.user.id, input);
    expect((await getDataset(deps, created.id, owner.user.id)).name).toBe(name);
    await expect(invalidatePublicCache(deps)).resolves.toBeUndefined();
    const list = await listDatasets(deps, { tags: ["kv-refused"], offset: 0, limit: 20 }, null);
    expect(list.datasets.map((dataset) => dataset.name)).toContain(name);
  });

  it("gives the day's daily from D1", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = () => new Date("2026-11-24T08:00:00Z");
    const withKv = { ...createDeps(env, undefined, now), env: { ...env, DAILY_SECRET: "kv-refused-secret" } };
    // A dataset in the curated pool, as seed datasets are (they have a slug).
    const set = await insertDataset(withKv.db, { size: 12 });
    await withKv.db
      .update(datasets)
      .set({ slug: `seed-${set.id}` })
      .where(eq(datasets.id, set.id));
    forgetKnownPicks();
    const stored = await getDailyChallenge(withKv, "2026-11-24");
    forgetKnownPicks();
    const refused = await getDailyChallenge({ ...withKv, kv: refusing }, "2026-11-24");
    expect(stored).not.toBeNull();
    expect(refused).toEqual(stored);
  });
});

describe("the public list cache", () => {
  it("keeps lists with content and empty first pages, not pages past the last or tags nobody uses", async () => {
    const puts: string[] = [];
    const counting = new Proxy(env.KV, {
      get(target, key) {
        if (key === "put") {
          return (name: string, ...rest: [string]) => {
            puts.push(name);
            return target.put(name, ...rest);
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const counted = { ...createDeps(env), kv: counting };
    const tag = `kv-kept-${Date.now()}`;
    const owner = await createTestUser(env.DB);
    await createDataset(
      counted,
      owner.user.id,
      createDatasetSchema.parse({ name: `Kept ${tag}`, tags: [tag] }),
    );
    puts.length = 0;

    const first = await listDatasets(counted, { tags: [tag], offset: 0, limit: 20 }, null);
    expect(first.datasets).toHaveLength(1);
    expect(puts.filter((name) => name.includes(tag))).toHaveLength(1);
    for (const offset of [20, 20_000, 2_000_000]) {
      expect((await listDatasets(counted, { tags: [tag], offset, limit: 20 }, null)).datasets).toEqual([]);
    }
    expect((await listDatasets(counted, { tags: [`${tag}-unused`], offset: 0, limit: 20 }, null)).total).toBe(
      0,
    );
    expect(puts.filter((name) => name.includes(tag))).toHaveLength(1);
    // A fixed list that is empty (a player's public datasets, before the first) is kept: the public
    // profile page asks for it on every view.
    const newcomer = await createTestUser(env.DB);
    const empty = { ownerId: newcomer.user.id, isPublic: true, offset: 0, limit: 20 };
    puts.length = 0;
    expect((await listDatasets(counted, empty, null)).datasets).toEqual([]);
    expect((await listDatasets(counted, empty, null)).datasets).toEqual([]);
    expect(puts).toHaveLength(1);
  });
});

describe("a public read's KV copy", () => {
  it("is written after the answer (waitUntil): the read does not wait for the write", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowPuts = new Proxy(env.KV, {
      get(target, key) {
        if (key === "put") {
          return async (...args: Parameters<KVNamespace["put"]>) => {
            await held;
            return target.put(...args);
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    const deps = { ...createDeps(env, ctx), kv: slowPuts };
    const key = `after-answer:${crypto.randomUUID()}`;
    const fullKey = `cache:public:${await currentGeneration(deps)}:${key}`;

    // The put is held, yet the read answers.
    expect(await readThrough(deps, key, async () => ({ answer: 42 }))).toEqual({ answer: 42 });
    expect(await env.KV.get(fullKey)).toBeNull();

    release();
    await waitOnExecutionContext(ctx);
    expect(await env.KV.get(fullKey, "json")).toEqual({ answer: 42 });
  });
});
