import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_TTL_MS, LruCache } from "./lru-cache";

describe("LruCache", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("returns a value until its lifetime ends", () => {
    const cache = new LruCache<string>();
    cache.set("a", "A", 10_000);
    vi.advanceTimersByTime(9_999);
    expect(cache.get("a")).toBe("A");
    vi.advanceTimersByTime(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps at most maxEntries, evicting the least recently used", () => {
    const cache = new LruCache<number>({ maxEntries: 3 });
    cache.set("a", 1, 60_000);
    cache.set("b", 2, 60_000);
    cache.set("c", 3, 60_000);
    expect(cache.get("a")).toBe(1);
    cache.set("d", 4, 60_000);
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("d")).toBe(4);
  });

  it("defaults to 200 entries", () => {
    const cache = new LruCache<number>();
    for (let i = 0; i < 250; i += 1) cache.set(`k${i}`, i, 60_000);
    expect(cache.size).toBe(200);
    expect(cache.get("k49")).toBeUndefined();
    expect(cache.get("k50")).toBe(50);
  });

  it("sweeps expired entries once 60 seconds have passed, on the next access", () => {
    const cache = new LruCache<string>();
    cache.set("short", "s", 1_000);
    cache.set("long", "l", 600_000);
    vi.advanceTimersByTime(59_000);
    cache.get("long");
    expect(cache.size).toBe(2);
    vi.advanceTimersByTime(1_000);
    cache.get("long");
    expect(cache.size).toBe(1);
  });

  it("deletes and clears", () => {
    const cache = new LruCache<string>();
    cache.set("a", "A", 1_000);
    cache.set("b", "B", 1_000);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("defaults to spec §9's 10-minute lifetime", () => {
    const cache = new LruCache<string>();
    cache.set("a", "A");
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    expect(cache.get("a")).toBe("A");
    vi.advanceTimersByTime(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps an entry set with an infinite lifetime until it is evicted", () => {
    const cache = new LruCache<string>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 1 });
    cache.set("a", "A");
    vi.advanceTimersByTime(365 * 24 * 3600_000);
    expect(cache.get("a")).toBe("A");
    cache.set("b", "B");
    expect(cache.get("a")).toBeUndefined();
  });

  it("bounds the weight too, evicting the least recently used but never the entry just set", () => {
    const cache = new LruCache<number, number>({ maxWeight: 10, weigh: (cells) => cells });
    cache.set(1, 4);
    cache.set(2, 4);
    cache.get(1);
    cache.set(3, 4);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe(4);
    expect(cache.weight).toBe(8);
    cache.set(4, 50);
    expect(cache.size).toBe(1);
    expect(cache.get(4)).toBe(50);
    cache.delete(4);
    expect(cache.weight).toBe(0);
  });

  it("reads an injected clock when a call passes one", () => {
    const cache = new LruCache<string>({ ttlMs: 30_000 });
    cache.set("a", "A", undefined, 1_000_000);
    expect(cache.get("a", 1_029_999)).toBe("A");
    expect(cache.get("a", 1_030_000)).toBeUndefined();
  });

  it("drops the entries a predicate picks", () => {
    const cache = new LruCache<{ userId: number }>();
    cache.set("t1", { userId: 1 });
    cache.set("t2", { userId: 2 });
    cache.set("t3", { userId: 1 });
    cache.deleteWhere((value) => value.userId === 1);
    expect(cache.size).toBe(1);
    expect(cache.get("t2")).toEqual({ userId: 2 });
  });
});
