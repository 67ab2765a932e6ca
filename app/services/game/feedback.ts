import type { AttributeColumn, CellValue } from "~db/schema";
import { compareDate } from "./feedback-date";
import { compareGeo, type GeoDirection } from "./feedback-geo";
import type { FeedbackStatus } from "./feedback-status";

export type { FeedbackStatus };

/**
 * How one guessed cell compares with the answer's (design §2). The colour comes from `status`,
 * the icon from `direction`, so a cell reads without colour.
 * - `exact` / `partial` (sets) / `near` (within the column's tolerance) / `wrong`;
 * - `unknown`: no comparison possible (a missing value, an ordinal value outside `order`,
 *   a cell that does not parse). It never carries a direction.
 * `direction` says where the ANSWER lies: `higher` = the answer is higher than the guess.
 */

export type Direction = "higher" | "lower" | "later" | "earlier" | GeoDirection;

export type CellFeedback = {
  key: string;
  status: FeedbackStatus;
  direction?: Direction;
  /** Great-circle distance, geo columns only. */
  distanceKm?: number;
};

/** Hint columns are never compared: they are revealed, not judged. */
export const isCompared = (column: Pick<AttributeColumn, "type">) => column.type !== "hint";

/**
 * Text is equal when equal after NFKC (full-width → half-width), case folding and whitespace
 * trimming/collapsing. Accents are kept: "Aï" and "Ai" can be different things in a dataset.
 */
export function foldText(value: string): string {
  return value.normalize("NFKC").toLowerCase().trim().replace(/\s+/gu, " ");
}

function isMissing(value: CellValue | undefined): value is null | undefined {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function asText(value: CellValue): string {
  return Array.isArray(value) ? value.join("; ") : String(value);
}

function asSet(value: CellValue | undefined): Set<string> {
  if (value === null || value === undefined) return new Set();
  const items = Array.isArray(value) ? value : String(value).split(";");
  return new Set(items.map((item) => foldText(String(item))).filter(Boolean));
}

export function asNumber(value: CellValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const parsed = Number(value.trim());
  return value.trim() !== "" && Number.isFinite(parsed) ? parsed : null;
}

function unknown(key: string): CellFeedback {
  return { key, status: "unknown" };
}

function compareText(key: string, guess: CellValue, answer: CellValue): CellFeedback {
  return { key, status: foldText(asText(guess)) === foldText(asText(answer)) ? "exact" : "wrong" };
}

// Empty sets are values, not missing cells: "no weaknesses" vs "no weaknesses" is a match. A
// missing cell (an empty one, "unknown", "none" in a table: stored null) compares with nothing:
// a bald character and a droid are not "the same hair".
function compareSet(key: string, guess: CellValue | undefined, answer: CellValue | undefined): CellFeedback {
  if (isMissing(guess) || isMissing(answer)) return unknown(key);
  const a = asSet(guess);
  const b = asSet(answer);
  if (a.size === 0 && b.size === 0) return { key, status: "exact" };
  if (a.size === 0 || b.size === 0) return { key, status: "wrong" };
  const shared = [...a].filter((item) => b.has(item)).length;
  if (shared === a.size && shared === b.size) return { key, status: "exact" };
  return { key, status: shared > 0 ? "partial" : "wrong" };
}

function compareNumber(key: string, guess: CellValue, answer: CellValue, tolerance = 0): CellFeedback {
  const g = asNumber(guess);
  const a = asNumber(answer);
  if (g === null || a === null) return unknown(key);
  if (g === a) return { key, status: "exact" };
  const direction = a > g ? "higher" : "lower";
  return { key, status: Math.abs(a - g) <= tolerance ? "near" : "wrong", direction };
}

function ordinalIndex(order: readonly string[], value: CellValue): number {
  const text = foldText(asText(value));
  return order.findIndex((item) => foldText(item) === text);
}

function compareOrdinal(key: string, guess: CellValue, answer: CellValue, order: readonly string[]) {
  const g = ordinalIndex(order, guess);
  const a = ordinalIndex(order, answer);
  if (g < 0 || a < 0) return unknown(key);
  if (g === a) return { key, status: "exact" } satisfies CellFeedback;
  return { key, status: "wrong", direction: a > g ? "higher" : "lower" } satisfies CellFeedback;
}

/** One cell's feedback for a compared column (hint columns are not passed here). */
export function compareCell(
  column: AttributeColumn,
  guess: CellValue | undefined,
  answer: CellValue | undefined,
): CellFeedback {
  const { key } = column;
  if (column.type === "set") return compareSet(key, guess, answer);
  if (isMissing(guess) || isMissing(answer)) return unknown(key);
  switch (column.type) {
    case "text":
      return compareText(key, guess, answer);
    case "number":
      return compareNumber(key, guess, answer, column.tolerance);
    case "date":
      return { key, ...compareDate(asText(guess), asText(answer), column.tolerance) };
    case "ordinal":
      return compareOrdinal(key, guess, answer, column.order ?? []);
    case "geo":
      return { key, ...compareGeo(asText(guess), asText(answer), column.tolerance) };
    default:
      return unknown(key);
  }
}

export type GuessFeedback = { cells: CellFeedback[]; exactCells: number; comparedCells: number };

/** The feedback row of a guess: one cell per compared column, in column order. */
export function compareEntries(
  columns: readonly AttributeColumn[],
  guess: Record<string, CellValue>,
  answer: Record<string, CellValue>,
): GuessFeedback {
  const cells = columns
    .filter(isCompared)
    .map((column) => compareCell(column, guess[column.key], answer[column.key]));
  return {
    cells,
    exactCells: cells.filter((cell) => cell.status === "exact").length,
    comparedCells: cells.length,
  };
}
