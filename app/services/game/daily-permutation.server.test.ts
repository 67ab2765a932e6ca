import { describe, expect, it } from "vitest";
import { permutationPick, roundOrder } from "./daily-permutation.server";

const entries = Array.from({ length: 12 }, (_, i) => ({ name: `entry-${i}` }));

async function days(from: number, count: number, secret = "s", scope = "dataset:1") {
  const picked: string[] = [];
  for (let index = from; index < from + count; index++) {
    picked.push((await permutationPick({ secret, scope, index, entries }))?.name ?? "none");
  }
  return picked;
}

describe("the daily permutation", () => {
  it("plays every entry once per round before any comes back", async () => {
    const first = await days(0, 12);
    const second = await days(12, 12);
    expect(new Set(first).size).toBe(12);
    expect(new Set(second).size).toBe(12);
    // Each round is shuffled anew.
    expect(second).not.toEqual(first);
  });

  it("is the same for the same secret and scope, and different under another secret or scope", async () => {
    expect(await days(0, 12)).toEqual(await days(0, 12));
    expect(await days(0, 12, "other")).not.toEqual(await days(0, 12));
    expect(await days(0, 12, "s", "dataset:2")).not.toEqual(await days(0, 12));
  });

  it("is a permutation for every size", async () => {
    for (const size of [1, 2, 3, 10, 250]) {
      const order = await roundOrder("s", "x", 0, size);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });

  it("skips entries already played more often (a new version mid-round)", async () => {
    const uses = new Map(entries.slice(0, 11).map((entry) => [entry.name, 1]));
    for (let index = 0; index < 12; index++) {
      expect(await permutationPick({ secret: "s", scope: "d", index, entries, uses })).toEqual({
        name: "entry-11",
      });
    }
    expect(await permutationPick({ secret: "s", scope: "d", index: 0, entries: [] })).toBeNull();
  });
});
