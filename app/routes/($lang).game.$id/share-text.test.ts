import { describe, expect, it } from "vitest";
import type { GuessRow } from "~/services/game/game-types";
import { emojiGrid, shareText } from "./share-text";

const row = (position: number, name: string, statuses: GuessRow["cells"][number]["status"][]): GuessRow => ({
  position,
  entry: { id: position, name, imageUrl: null },
  cells: statuses.map((status, index) => ({
    key: `k${index}`,
    status,
    value: `${name}-value`,
    direction: "higher",
  })),
  correct: statuses.every((status) => status === "exact"),
});

describe("the share text", () => {
  const rows = [
    row(2, "Answerium", ["exact", "exact", "exact"]),
    row(1, "Wrongium", ["wrong", "partial", "near"]),
  ];
  it("draws one line of squares per guess, oldest first", () => {
    expect(emojiGrid(rows)).toBe("⬛🟨🟦\n🟩🟩🟩");
    expect(emojiGrid([row(1, "x", ["unknown"])])).toBe("⬜");
  });
  it("gives away no name, value or arrow", () => {
    const text = shareText("Datadle · Realms", "Found in 2 guesses", rows, "https://datadle.test/game/1");
    expect(text).not.toContain("Answerium");
    expect(text).not.toContain("value");
    expect(text).not.toContain("↑");
    expect(text.split("\n")).toEqual([
      "Datadle · Realms",
      "Found in 2 guesses",
      "⬛🟨🟦",
      "🟩🟩🟩",
      "https://datadle.test/game/1",
    ]);
  });
  it("follows the colour-blind palette (blue exact, orange partly right)", () => {
    expect(emojiGrid(rows, "colorblind")).toBe("⬛🟧🟪\n🟦🟦🟦");
    const text = shareText("Datadle · Realms", "Found in 2 guesses", rows, "u", "colorblind");
    expect(text).not.toContain("🟩");
    expect(text).toContain("🟦🟦🟦");
  });
});
