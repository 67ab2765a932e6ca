import { describe, expect, it } from "vitest";
import { ACTIVE_GAP_CAP_SECONDS, activeSeconds } from "./active-time";

describe("activeSeconds", () => {
  it("sums the gaps between the start and each guess", () => {
    expect(activeSeconds(0, [10_000, 25_000, 30_000])).toBe(30);
  });

  it("caps each gap, so hours away cost at most the cap", () => {
    const threeHours = 3 * 60 * 60 * 1000;
    expect(activeSeconds(0, [5_000, 5_000 + threeHours, 5_000 + threeHours + 8_000])).toBe(
      5 + ACTIVE_GAP_CAP_SECONDS + 8,
    );
  });

  it("is zero without events and ignores events before the start", () => {
    expect(activeSeconds(1_000, [])).toBe(0);
    expect(activeSeconds(10_000, [5_000, 12_000])).toBe(2);
  });
});
