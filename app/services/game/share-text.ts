import type { FeedbackCellView, GuessRow } from "~/services/game/game-types";
import { dailyNumber } from "~/utils/daily-number";
import type { Palette } from "~/utils/palette";

type Squares = Record<FeedbackCellView["status"], string>;

/**
 * The page's colours as squares; the colour-blind palette (blue/orange) has its own set. A wrong
 * cell (⬛) and one that could not be compared (➖) never look alike.
 */
const SQUARES: Record<Palette, Squares> = {
  default: { exact: "🟩", partial: "🟨", near: "🟦", wrong: "⬛", unknown: "➖" },
  colorblind: { exact: "🟦", partial: "🟧", near: "🟪", wrong: "⬛", unknown: "➖" },
};

/** A wrong number or date says which way the answer lies; a wrong place, its direction (as Worldle). */
const ARROWS: Record<NonNullable<FeedbackCellView["direction"]>, string> = {
  higher: "⬆️",
  later: "⬆️",
  lower: "⬇️",
  earlier: "⬇️",
  N: "⬆️",
  NE: "↗️",
  E: "➡️",
  SE: "↘️",
  S: "⬇️",
  SW: "↙️",
  W: "⬅️",
  NW: "↖️",
};

function symbol(cell: FeedbackCellView, square: Squares): string {
  if (cell.status === "wrong" && cell.direction) return ARROWS[cell.direction];
  return square[cell.status];
}

/**
 * One row per guess, oldest first: colours, and arrows for wrong numbers, dates and places; no
 * names or values. The winning guess is the answer, so its row is all exact.
 */
export function emojiGrid(rows: readonly GuessRow[], palette: Palette = "default"): string {
  const square = SQUARES[palette] ?? SQUARES.default;
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => row.cells.map((cell) => (row.correct ? square.exact : symbol(cell, square))).join(""))
    .join("\n");
}

export type ShareGame = {
  datasetName: string;
  /** The site daily's day (its puzzle number), or null for practice. */
  dailyDate: string | null;
  /** A dataset's own daily: its day number (from 1, the dataset's anchor: ADR 042), else null. */
  datasetDailyNumber?: number | null;
  won: boolean;
  attempts: number;
  hardMode: boolean;
  rows: readonly GuessRow[];
  /** The puzzle (a daily's page), or for another game the challenge link to the same answer. */
  url: string;
};

/** The first line's puzzle: the site daily's number, a dataset daily's own number after its name. */
function headline(game: ShareGame): string {
  if (game.datasetDailyNumber) return `Datadle · ${game.datasetName} #${game.datasetDailyNumber}`;
  return game.dailyDate
    ? `Datadle #${dailyNumber(game.dailyDate)} · ${game.datasetName}`
    : `Datadle · ${game.datasetName}`;
}

/**
 * The share text, the same in both languages but for the dataset's name:
 * `Datadle #331 · Chemical elements · 4` for the site daily, `Datadle · Chemical elements #12 · 4`
 * for a dataset's own daily (X when not found, * in hard mode), the grid, the link. The game has no
 * guess cap (ADR 026), so the count stands alone: no "/10".
 */
export function shareText(game: ShareGame, palette: Palette = "default"): string {
  const result = `${game.won ? game.attempts : "X"}${game.hardMode ? "*" : ""}`;
  return [`${headline(game)} · ${result}`, emojiGrid(game.rows, palette), game.url]
    .filter(Boolean)
    .join("\n");
}
