import { describe, expect, it } from "vitest";
import { withRanks } from "./leaderboard-publish.server";

const row = (userId: number, score: number, timeSpent: number) => ({
  userId,
  username: `p${userId}`,
  score,
  timeSpent,
  completedAt: 1_700_000_000_000 + userId,
});

describe("competition ranks of a published top", () => {
  it("share a rank on equal score and time (1, 2, 2, 4)", () => {
    const ranked = withRanks([row(1, 900, 10), row(2, 800, 30), row(3, 800, 30), row(4, 800, 31)]);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 2, 2, 4]);
    expect(ranked[0]?.completedAt).toBe(new Date(1_700_000_000_001).toISOString());
  });
});
