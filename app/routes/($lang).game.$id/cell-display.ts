import type { FeedbackCellView } from "~/services/game/game-types";
import type { ColumnView } from "./page-data.server";

export const STATUS_ICON: Record<FeedbackCellView["status"], string> = {
  exact: "✓",
  partial: "◐",
  near: "≈",
  wrong: "✗",
  unknown: "?",
};

export const DIRECTION_ARROW: Record<NonNullable<FeedbackCellView["direction"]>, string> = {
  higher: "↑",
  later: "↑",
  lower: "↓",
  earlier: "↓",
  N: "↑",
  NE: "↗",
  E: "→",
  SE: "↘",
  S: "↓",
  SW: "↙",
  W: "←",
  NW: "↖",
};

const label = (column: ColumnView, value: string) => column.valueLabels[value] ?? value;

/** A guessed value as the page shows it: value labels in the page language, the column's unit. */
export function formatCellValue(
  column: ColumnView,
  value: FeedbackCellView["value"],
  numberFormat: Intl.NumberFormat,
): string {
  if (value === null || value === "") return "";
  if (Array.isArray(value)) return value.map((item) => label(column, item)).join(", ");
  if (column.type === "number" && typeof value === "number") {
    return column.unit ? `${numberFormat.format(value)} ${column.unit}` : numberFormat.format(value);
  }
  return label(column, String(value));
}
