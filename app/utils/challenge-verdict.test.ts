import { describe, expect, it } from "vitest";
import { challengeVerdict } from "./challenge-verdict";

describe("challengeVerdict", () => {
  it("puts a found answer before a missed one, then the higher score", () => {
    expect(challengeVerdict({ result: "won", score: 300 }, { result: "lost", score: 0 })).toBe("won");
    expect(challengeVerdict({ result: "lost", score: 0 }, { result: "won", score: 100 })).toBe("lost");
    expect(challengeVerdict({ result: "won", score: 850 }, { result: "won", score: 900 })).toBe("lost");
    expect(challengeVerdict({ result: "won", score: 900 }, { result: "won", score: 850 })).toBe("won");
  });
  it("calls equal scores and two misses a tie", () => {
    expect(challengeVerdict({ result: "won", score: 800 }, { result: "won", score: 800 })).toBe("tie");
    expect(challengeVerdict({ result: "lost", score: 0 }, { result: "abandoned", score: 0 })).toBe("tie");
  });
});
