import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LruCache } from "./lru-cache";

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
});
