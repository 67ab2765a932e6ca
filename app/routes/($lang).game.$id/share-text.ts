import type { FeedbackCellView, GuessRow } from "~/services/game/game-types";

const SQUARE: Record<FeedbackCellView["status"], string> = {
  exact: "🟩",
  partial: "🟨",
  near: "🟦",
  wrong: "⬛",
  unknown: "⬜",
};

/** Colours only, oldest guess first: no names, values or arrows that would give the answer away. */
export function emojiGrid(rows: readonly GuessRow[]): string {
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => row.cells.map((cell) => SQUARE[cell.status]).join(""))
    .join("\n");
}

export function shareText(header: string, summary: string, rows: readonly GuessRow[], url: string): string {
  return [header, summary, emojiGrid(rows), url].filter(Boolean).join("\n");
}
