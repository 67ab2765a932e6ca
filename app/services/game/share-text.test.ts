import { describe, expect, it } from "vitest";
import { getT } from "~/i18n/i18n.server";
import type { GuessRow } from "~/services/game/game-types";
import { emojiGrid, shareText } from "./share-text";

const en = getT("en-US", "game");
const zh = getT("zh-CN", "game");

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

  it("carries the puzzle number, the dataset, the count in words and the link, and no name or value", () => {
    const game = {
      datasetName: "Chemical elements",
      dailyDate: "2026-11-27",
      won: true,
      attempts: 2,
      hardMode: false,
      rows: [wrongRow, winningRow],
      url: "https://datadle.test/game/1?daily=2026-11-27",
    };
    const text = shareText(game, en);
    expect(text.split("\n")).toEqual([
      "Datadle #331 · Chemical elements · 2 guesses",
      "⬛🟨🟦⬇️↗️➖",
      "🟩🟩🟩🟩🟩🟩",
      "https://datadle.test/game/1?daily=2026-11-27",
    ]);
    expect(text).not.toContain("Answerium");
    expect(text).not.toContain("value");
    // The Chinese page says the issue and the count the way its players read them.
    expect(shareText({ ...game, datasetName: "化学元素" }, zh).split("\n")[0]).toBe(
      "Datadle 第 331 期 · 化学元素 · 2 次",
    );
    expect(shareText({ ...game, attempts: 1, rows: [winningRow] }, en).split("\n")[0]).toBe(
      "Datadle #331 · Chemical elements · 1 guess",
    );
  });

  it("writes X for a game not found and * for hard mode", () => {
    const text = shareText(
      {
        datasetName: "化学元素",
        dailyDate: null,
        won: false,
        attempts: 1,
        hardMode: true,
        rows: [wrongRow],
        url: "u",
      },
      zh,
    );
    expect(text.split("\n")[0]).toBe("Datadle · 化学元素 · X*");
  });

  it("names a dataset's own daily by its day number after the dataset's name, with its link", () => {
    const text = shareText(
      {
        datasetName: "Chemical elements",
        dailyDate: null,
        datasetDailyNumber: 12,
        won: true,
        attempts: 2,
        hardMode: false,
        rows: [wrongRow, winningRow],
        url: "https://datadle.test/en-US/game/7/daily",
      },
      en,
    );
    expect(text.split("\n")).toEqual([
      "Datadle · Chemical elements #12 · 2 guesses",
      "⬛🟨🟦⬇️↗️➖",
      "🟩🟩🟩🟩🟩🟩",
      "https://datadle.test/en-US/game/7/daily",
    ]);
    const lost = shareText(
      {
        datasetName: "化学元素",
        dailyDate: null,
        datasetDailyNumber: 3,
        won: false,
        attempts: 1,
        hardMode: false,
        rows: [wrongRow],
        url: "u",
      },
      zh,
    );
    expect(lost.split("\n")[0]).toBe("Datadle · 化学元素 第 3 期 · X");
  });

  it("follows the colour-blind palette (blue exact, orange partly right)", () => {
    expect(emojiGrid([wrongRow, winningRow], "colorblind")).toBe("⬛🟧🟪⬇️↗️➖\n🟦🟦🟦🟦🟦🟦");
  });
});
