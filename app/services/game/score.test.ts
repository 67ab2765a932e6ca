import { describe, expect, it } from "vitest";
import { gameAccuracy, gameScore } from "./score";

describe("gameScore", () => {
  it("follows 1000 − 50 × (attempts − 1) − floor(seconds) for a win", () => {
    expect(gameScore(true, 1, 0)).toBe(1000);
    expect(gameScore(true, 3, 42.9)).toBe(1000 - 100 - 42);
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
