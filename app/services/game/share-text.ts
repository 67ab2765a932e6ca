import type { TFunction } from "i18next";
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

/** The game namespace's translator: the first line is in the reader's language. */
type ShareT = TFunction<"game">;

/** The first line's puzzle: the site daily's number, a dataset daily's own number after its name. */
function headline(game: ShareGame, t: ShareT): string {
  const name = game.datasetName;
  if (game.datasetDailyNumber) return t("shareLine.datasetDaily", { name, number: game.datasetDailyNumber });
  return game.dailyDate
    ? t("shareLine.siteDaily", { name, number: dailyNumber(game.dailyDate) })
    : t("shareLine.practice", { name });
}

/**
 * The share text: `Datadle #331 · Chemical elements · 4 guesses` (`Datadle 第 331 期 · 化学元素 · 4 次`)
 * for the site daily, `Datadle · Chemical elements #12 · 4 guesses` for a dataset's own daily, then
 * the grid and the link. X when not found, * in hard mode. The game has no guess cap (ADR 026), so
 * the count is said in words ("4 guesses"), never out of a maximum ("4/10").
 */
export function shareText(game: ShareGame, t: ShareT, palette: Palette = "default"): string {
  const count = game.won ? t("shareLine.guesses", { count: game.attempts }) : t("shareLine.notFound");
  const result = `${count}${game.hardMode ? "*" : ""}`;
  return [`${headline(game, t)} · ${result}`, emojiGrid(game.rows, palette), game.url]
    .filter(Boolean)
    .join("\n");
}
