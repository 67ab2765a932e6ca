import { describe, expect, it, vi } from "vitest";
import { forgetKvJson, readKvJson } from "./kv-json.server";

function fakeKv(values: Map<string, string>, reads = { count: 0 }) {
  return {
    get: async (key: string) => {
      reads.count += 1;
      return values.get(key) ?? null;
    },
  } as unknown as KVNamespace;
}

describe("readKvJson", () => {
  it("parses a stored value once per distinct text and sees a new value at once", async () => {
    const values = new Map([["board:a", JSON.stringify({ total: 1 })]]);
    const kv = fakeKv(values);
    let parses = 0;
    const parse = (json: unknown) => {
      parses += 1;
      return json as { total: number } | null;
    };
    const first = await readKvJson({ kv }, "board:a", parse);
    expect(first).toEqual({ total: 1 });
    expect(await readKvJson({ kv }, "board:a", parse)).toBe(first);
    expect(parses).toBe(1);

    values.set("board:a", JSON.stringify({ total: 2 }));
    expect(await readKvJson({ kv }, "board:a", parse)).toEqual({ total: 2 });
    expect(parses).toBe(2);
  });

  it("hands a missing key to parse as null, and keeps keys apart", async () => {
    const kv = fakeKv(new Map([["stats:1", '{"id":1}']]));
    expect(await readKvJson({ kv }, "stats:missing", (json) => json ?? "fallback")).toBe("fallback");
    expect(await readKvJson({ kv }, "stats:1", (json) => json)).toEqual({ id: 1 });
  });

  it("answers a trusted key from the isolate's copy until the trust ends or its writer forgets it", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    try {
      const values = new Map([["lb:global", JSON.stringify({ total: 1 })]]);
      const reads = { count: 0 };
      const kv = fakeKv(values, reads);
      const read = () => readKvJson({ kv }, "lb:global", (json) => json, { trustMs: 30_000 });
      expect(await read()).toEqual({ total: 1 });
      values.set("lb:global", JSON.stringify({ total: 2 }));
      expect(await read()).toEqual({ total: 1 });
      expect(reads.count).toBe(1);

      vi.advanceTimersByTime(30_000);
      expect(await read()).toEqual({ total: 2 });
      values.set("lb:global", JSON.stringify({ total: 3 }));
      forgetKvJson(["lb:global"]);
      expect(await read()).toEqual({ total: 3 });
      expect(reads.count).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("fills a missing key through parse again once the trust has ended", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    try {
      const kv = fakeKv(new Map());
      let fallback = 0;
      const read = () => readKvJson({ kv }, "stats:dataset:9", async () => ++fallback, { trustMs: 30_000 });
      expect(await read()).toBe(1);
      expect(await read()).toBe(1);
      vi.advanceTimersByTime(30_001);
      expect(await read()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers from its last copy, else as unpublished, when KV refuses the read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const values = new Map([["stats:dataset:4", JSON.stringify({ games: 7 })]]);
    let refusing = false;
    const kv = {
      get: async (key: string) => {
        if (refusing) throw new Error("KV get() limit exceeded for the day.");
        return values.get(key) ?? null;
      },
    } as unknown as KVNamespace;
    const read = (key: string) => readKvJson({ kv }, key, (json) => json ?? "not published");
    expect(await read("stats:dataset:4")).toEqual({ games: 7 });
    refusing = true;
    expect(await read("stats:dataset:4")).toEqual({ games: 7 });
    expect(await read("stats:dataset:5")).toBe("not published");
    vi.restoreAllMocks();
  });
});
