import { describe, expect, it } from "vitest";
import { challengeVerdict } from "./challenge-verdict";

const won = (attempts: number, duration: number) => ({ result: "won", attempts, duration });

describe("challengeVerdict", () => {
  it("puts a found answer before a missed one", () => {
    expect(challengeVerdict(won(9, 250), { result: "lost", attempts: 2, duration: 20 })).toBe("won");
    expect(challengeVerdict({ result: "lost", attempts: 2, duration: 20 }, won(9, 250))).toBe("lost");
  });
  it("compares guesses first, whatever the time (3 guesses in 151 s beat 4 in 11 s)", () => {
    expect(challengeVerdict(won(3, 151), won(4, 11))).toBe("won");
    expect(challengeVerdict(won(4, 11), won(3, 151))).toBe("lost");
  });
  it("breaks equal guesses on time", () => {
    expect(challengeVerdict(won(3, 20), won(3, 40))).toBe("won");
    expect(challengeVerdict(won(3, 40), won(3, 20))).toBe("lost");
  });
  it("calls the same guesses and time, and two misses, a tie", () => {
    expect(challengeVerdict(won(3, 20), won(3, 20))).toBe("tie");
    expect(
      challengeVerdict(
        { result: "lost", attempts: 1, duration: 5 },
        { result: "abandoned", attempts: 0, duration: 0 },
      ),
    ).toBe("tie");
  });
});
