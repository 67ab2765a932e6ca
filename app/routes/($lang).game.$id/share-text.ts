import type { FeedbackCellView, GuessRow } from "~/services/game/game-types";
import type { Palette } from "~/utils/palette";

type Squares = Record<FeedbackCellView["status"], string>;

/** The page's colours as squares; the colour-blind palette (blue/orange) has its own set. */
const SQUARES: Record<Palette, Squares> = {
  default: { exact: "🟩", partial: "🟨", near: "🟦", wrong: "⬛", unknown: "⬜" },
  colorblind: { exact: "🟦", partial: "🟧", near: "🟪", wrong: "⬛", unknown: "⬜" },
};

/** Colours only, oldest guess first: no names, values or arrows that would give the answer away. */
export function emojiGrid(rows: readonly GuessRow[], palette: Palette = "default"): string {
  const square = SQUARES[palette] ?? SQUARES.default;
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => row.cells.map((cell) => square[cell.status]).join(""))
    .join("\n");
}

export function shareText(
  header: string,
  summary: string,
  rows: readonly GuessRow[],
  url: string,
  palette: Palette = "default",
): string {
  return [header, summary, emojiGrid(rows, palette), url].filter(Boolean).join("\n");
}
