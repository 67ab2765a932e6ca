import { describe, expect, it } from "vitest";
import { histogramBars, histogramTotal } from "./histogram";

describe("histogramBars", () => {
  it("draws one bar per guess count, relative to the tallest", () => {
    const bars = histogramBars({ "1": 1, "2": 4, "3": 2 }, 4);
    expect(bars).toEqual([
      { label: "1", guesses: 1, count: 1, share: 0.25 },
      { label: "2", guesses: 2, count: 4, share: 1 },
      { label: "3", guesses: 3, count: 2, share: 0.5 },
      { label: "4+", guesses: 4, count: 0, share: 0 },
    ]);
  });

  it("gathers long games into the last bar and ignores nonsense keys", () => {
    const bars = histogramBars({ "3": 1, "8": 2, "40": 3, "0": 9, x: 5, "2": -1 }, 8);
    expect(bars[7]).toEqual({ label: "8+", guesses: 8, count: 5, share: 1 });
    expect(bars[2]?.count).toBe(1);
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(6);
  });

  it("is flat (all zero) without wins", () => {
    expect(histogramBars({}).every((bar) => bar.count === 0 && bar.share === 0)).toBe(true);
    expect(histogramTotal({})).toBe(0);
    expect(histogramTotal({ "1": 2, "5": 3 })).toBe(5);
  });
});
