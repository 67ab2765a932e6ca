import { describe, expect, it } from "vitest";
import { readKvJson } from "./kv-json.server";

function fakeKv(values: Map<string, string>) {
  return { get: async (key: string) => values.get(key) ?? null } as unknown as KVNamespace;
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
    const first = await readKvJson(kv, "board:a", parse);
    expect(first).toEqual({ total: 1 });
    expect(await readKvJson(kv, "board:a", parse)).toBe(first);
    expect(parses).toBe(1);

    values.set("board:a", JSON.stringify({ total: 2 }));
    expect(await readKvJson(kv, "board:a", parse)).toEqual({ total: 2 });
    expect(parses).toBe(2);
  });

  it("hands a missing key to parse as null, and keeps keys apart", async () => {
    const kv = fakeKv(new Map([["stats:1", '{"id":1}']]));
    expect(await readKvJson(kv, "stats:missing", (json) => json ?? "fallback")).toBe("fallback");
    expect(await readKvJson(kv, "stats:1", (json) => json)).toEqual({ id: 1 });
  });
});
