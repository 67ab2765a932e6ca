import { describe, expect, it } from "vitest";
import { gameAccuracy, gameScore } from "./score";

describe("gameScore", () => {
  it("follows 1000 − 50 × (attempts − 1) − min(49, floor(seconds / 10)) for a win", () => {
    expect(gameScore(true, 1, 0)).toBe(1000);
    expect(gameScore(true, 1, 9.9)).toBe(1000);
    expect(gameScore(true, 3, 42.9)).toBe(1000 - 100 - 4);
    expect(gameScore(true, 3, 151)).toBe(1000 - 100 - 15);
  });
  it("lets one fewer guess beat any time (the issue's 3 guesses in 151 s against 4 in 11 s)", () => {
    expect(gameScore(true, 3, 151)).toBeGreaterThan(gameScore(true, 4, 11));
    expect(gameScore(true, 3, 100_000)).toBeGreaterThan(gameScore(true, 4, 0));
    expect(gameScore(true, 3, 100_000)).toBe(1000 - 100 - 49);
  });
  it("never goes below 100 for a win", () => {
    expect(gameScore(true, 30, 290)).toBe(100);
  });
  it("is 0 for anything but a win", () => {
    expect(gameScore(false, 1, 1)).toBe(0);
  });
});

describe("gameAccuracy", () => {
  it("is exact cells over compared cells over all guesses", () => {
    expect(
      gameAccuracy([
        { exactCells: 1, comparedCells: 4 },
        { exactCells: 4, comparedCells: 4 },
      ]),
    ).toBe(5 / 8);
  });
  it("is null with nothing compared", () => {
    expect(gameAccuracy([])).toBeNull();
  });
});
