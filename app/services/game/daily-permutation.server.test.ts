import { describe, expect, it } from "vitest";
import {
  cyclePick,
  nextCycle,
  type PlayedDay,
  permutationPick,
  roundOrder,
} from "./daily-permutation.server";

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

describe("a dataset daily's cycles", () => {
  const ten = Array.from({ length: 10 }, (_, i) => ({ name: `bird-${i}` }));

  /** Plays `count` days from `history` on, with `entries` as the version `versionId` (sizes by version). */
  async function play(
    secret: string,
    history: PlayedDay[],
    count: number,
    versions: Map<number, { name: string }[]>,
    versionId: number,
  ) {
    for (let day = 0; day < count; day++) {
      const cycle = nextCycle(history, (id) => versions.get(id)?.length ?? 0, versionId);
      const pool = new Set((versions.get(cycle.versionId) ?? []).map((entry) => entry.name));
      const entries = versions.get(versionId) ?? [];
      const entry = await cyclePick({ secret, scope: "dataset:7", history, cycle, entries, pool });
      history.push({ versionId, name: entry?.name ?? "none" });
    }
    return history;
  }

  it("never repeats an answer within 5 days of a 10-entry dataset, and the 10th day is not the one left", async () => {
    let tenthWasTheOneLeft = 0;
    for (let s = 0; s < 20; s++) {
      const days = (await play(`secret-${s}`, [], 40, new Map([[1, ten]]), 1)).map((day) => day.name);
      for (let day = 5; day < days.length; day++) {
        expect(days.slice(day - 4, day), `secret-${s} day ${day}`).not.toContain(days[day]);
      }
      const firstNine = new Set(days.slice(0, 9));
      if (firstNine.size === 9 && !firstNine.has(days[9] as string)) tenthWasTheOneLeft += 1;
    }
    // With a plain permutation the tenth day is always the one entry left; now the nine seen don't tell.
    expect(tenthWasTheOneLeft).toBeLessThan(20);
  });

  it("keeps an entry a new version adds for the next cycle: uploading it cannot force it", async () => {
    let forced = 0;
    for (let s = 0; s < 20; s++) {
      const history = await play(`secret-${s}`, [], 2, new Map([[1, ten]]), 1);
      // The owner uploads the played names plus one new entry, in the middle of a 5-day cycle.
      const next = [
        ...ten.filter((entry) => history.some((day) => day.name === entry.name)),
        { name: "new-one" },
      ];
      const versions = new Map([
        [1, ten],
        [2, [...next, ...ten.filter((entry) => !next.includes(entry))]],
      ]);
      const after = await play(`secret-${s}`, history, 3, versions, 2);
      const rest = after.slice(2).map((day) => day.name);
      expect(rest).not.toContain("new-one");
      if (rest[0] === "new-one") forced += 1;
    }
    expect(forced).toBe(0);
  });
});
