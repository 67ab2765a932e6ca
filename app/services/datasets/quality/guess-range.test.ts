import { describe, expect, it } from "vitest";
import { guessRange } from "./guess-range";

describe("the guesses a difficulty label shows", () => {
  it("runs from someone who knows the subject to a newcomer, rounded", () => {
    expect(guessRange(7.61, 3.54)).toEqual({ kind: "range", low: 4, high: 8, over: false });
  });

  it("shows one figure when both round alike, or when the expert's is not stored", () => {
    expect(guessRange(4.4, 3.6)).toEqual({ kind: "one", count: 4, over: false });
    expect(guessRange(4.4, null)).toEqual({ kind: "one", count: 4, over: false });
  });

  it("caps the newcomer's figure at 15+, and both when even the expert needs more", () => {
    expect(guessRange(19.1, 13.8)).toEqual({ kind: "range", low: 14, high: 15, over: true });
    expect(guessRange(93.02, 127.66)).toEqual({ kind: "one", count: 15, over: true });
  });
});
