import { describe, expect, it } from "vitest";
import type { GuessRow } from "~/services/game/game-types";
import { emojiGrid, shareText } from "./share-text";

type Cell = GuessRow["cells"][number];

const row = (position: number, name: string, cells: Partial<Cell>[], correct = false): GuessRow => ({
  position,
  entry: { id: position, name, imageUrl: null },
  cells: cells.map((cell, index) => ({ key: `k${index}`, status: "wrong", value: `${name}-value`, ...cell })),
  correct,
});

const wrongRow = row(1, "Wrongium", [
  { status: "wrong" },
  { status: "partial" },
  { status: "near", direction: "higher" },
  { status: "wrong", direction: "lower" },
  { status: "wrong", direction: "NE", distanceKm: 1200 },
  { status: "unknown" },
]);
// The answer: a column it cannot be compared on (no value) still counts as found.
const winningRow = row(
  2,
  "Answerium",
  [
    { status: "exact" },
    { status: "exact" },
    { status: "exact" },
    { status: "exact" },
    { status: "exact" },
    { status: "unknown" },
  ],
  true,
);

describe("the share text", () => {
  it("draws one row per guess, oldest first, with arrows, and a winning row all green", () => {
    expect(emojiGrid([winningRow, wrongRow])).toBe("⬛🟨🟦⬇️↗️➖\n🟩🟩🟩🟩🟩🟩");
  });

  it("tells wrong and not comparable apart", () => {
    const grid = emojiGrid([row(1, "x", [{ status: "wrong" }, { status: "unknown" }])]);
    const [wrong, unknown] = [...new Intl.Segmenter().segment(grid)].map((part) => part.segment);
    expect(wrong).not.toBe(unknown);
  });

  it("carries the puzzle number, the dataset, the count and the link, and no name or value", () => {
    const text = shareText({
      datasetName: "Chemical elements",
      dailyDate: "2026-11-27",
      won: true,
      attempts: 2,
      hardMode: false,
      rows: [wrongRow, winningRow],
      url: "https://datadle.test/game/1?daily=2026-11-27",
    });
    expect(text.split("\n")).toEqual([
      "Datadle #331 · Chemical elements · 2",
      "⬛🟨🟦⬇️↗️➖",
      "🟩🟩🟩🟩🟩🟩",
      "https://datadle.test/game/1?daily=2026-11-27",
    ]);
    expect(text).not.toContain("Answerium");
    expect(text).not.toContain("value");
  });

  it("writes X for a game not found and * for hard mode", () => {
    const text = shareText({
      datasetName: "化学元素",
      dailyDate: null,
      won: false,
      attempts: 1,
      hardMode: true,
      rows: [wrongRow],
      url: "u",
    });
    expect(text.split("\n")[0]).toBe("Datadle · 化学元素 · X*");
  });

  it("names a dataset's own daily by its day number after the dataset's name, with its link", () => {
    const text = shareText({
      datasetName: "Chemical elements",
      dailyDate: null,
      datasetDailyNumber: 12,
      won: true,
      attempts: 2,
      hardMode: false,
      rows: [wrongRow, winningRow],
      url: "https://datadle.test/en-US/game/7/daily",
    });
    expect(text.split("\n")).toEqual([
      "Datadle · Chemical elements #12 · 2",
      "⬛🟨🟦⬇️↗️➖",
      "🟩🟩🟩🟩🟩🟩",
      "https://datadle.test/en-US/game/7/daily",
    ]);
    const lost = shareText({
      datasetName: "化学元素",
      dailyDate: null,
      datasetDailyNumber: 3,
      won: false,
      attempts: 1,
      hardMode: false,
      rows: [wrongRow],
      url: "u",
    });
    expect(lost.split("\n")[0]).toBe("Datadle · 化学元素 #3 · X");
  });

  it("follows the colour-blind palette (blue exact, orange partly right)", () => {
    expect(emojiGrid([wrongRow, winningRow], "colorblind")).toBe("⬛🟧🟪⬇️↗️➖\n🟦🟦🟦🟦🟦🟦");
  });
});
