import { formatDateCell } from "~/components/datasets/cell-format";
import type { FeedbackCellView } from "~/services/game/game-types";
import { numberFormat } from "~/utils/intl-formats";
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

const YEARISH = /year|yr|年/i;

/** A year reads 1237, never 1,237: date columns, and number columns named like a year. */
function isYear(column: ColumnView, value: number): boolean {
  if (!Number.isInteger(value) || Math.abs(value) >= 10_000) return false;
  return column.type === "date" || YEARISH.test(column.key) || YEARISH.test(column.label);
}

/**
 * What a feedback cell shows: a geo guess's distance (`km` words it), else the guessed value;
 * "" when the entry has none.
 */
export function shownCell(
  column: ColumnView,
  cell: FeedbackCellView | undefined,
  locale: string,
  km: (distance: string) => string,
): string {
  if (column.type === "geo" && cell?.distanceKm !== undefined) {
    return km(numberFormat(locale).format(cell.distanceKm));
  }
  return formatCellValue(column, cell?.value ?? null, locale);
}

/**
 * A guessed value as the page shows it: value labels in the page language, the column's unit,
 * numbers grouped as the language writes them (12,756).
 */
export function formatCellValue(
  column: ColumnView,
  value: FeedbackCellView["value"],
  locale: string,
): string {
  if (value === null || value === "") return "";
  if (Array.isArray(value)) return value.map((item) => label(column, item)).join(", ");
  // A unit stays on its number's line (a no-break space): "9,596,961 km²" never ends a line at "km²".
  if (column.type === "date") {
    // Any year, BCE too, as the page's language writes it (the entries table's one rule).
    const date = formatDateCell(String(value), locale.startsWith("zh") ? "zh-CN" : "en-US");
    return column.unit ? `${date}\u00a0${column.unit}` : date;
  }
  if (typeof value === "number" && isYear(column, value)) {
    return column.unit ? `${value}\u00a0${column.unit}` : String(value);
  }
  if (column.type === "number" && typeof value === "number") {
    const number = numberFormat(locale).format(value);
    return column.unit ? `${number}\u00a0${column.unit}` : number;
  }
  return label(column, String(value));
}

const COMPACT: Intl.NumberFormatOptions = { notation: "compact", maximumSignificantDigits: 3 };

/**
 * A feedback cell's value in a phone's narrow cell: large numbers compact (12.8K, 1.28万), no unit
 * (the column header has it), a date's year, a list's first item and how many more. The full
 * value stays in the cell for screen readers and on a wide screen.
 */
export function compactCell(
  column: ColumnView,
  cell: FeedbackCellView | undefined,
  locale: string,
  km: (distance: string) => string,
): string {
  if (column.type === "geo" && cell?.distanceKm !== undefined) {
    // One distance format per language, the wide cell's: never "1.2K km" beside "1,200 km".
    // Two short lines at most: "km" may go to the second line whole ("9140 k" over "m" broke it).
    return km(numberFormat(locale).format(cell.distanceKm)).replaceAll("\u00a0", " ");
  }
  const value = cell?.value ?? null;
  if (value === null || value === "") return "";
  if (Array.isArray(value)) {
    const [first, ...rest] = value;
    if (first === undefined) return "";
    return rest.length ? `${label(column, first)} +${rest.length}` : label(column, first);
  }
  if (typeof value === "number" && !isYear(column, value) && Math.abs(value) >= 10_000) {
    return numberFormat(locale, COMPACT).format(value);
  }
  if (column.type === "number" && typeof value === "number" && !isYear(column, value)) {
    return numberFormat(locale).format(value);
  }
  return column.unit
    ? formatCellValue({ ...column, unit: null }, value, locale)
    : formatCellValue(column, value, locale);
}

const CJK = /[\u3000-\u9fff\uf900-\ufaff]/;
/** Up to this many words (and letters) a header shows as is: two short lines at most. */
const MAX_WORDS = 3;
const MAX_LETTERS = 24;
/** Words a header can drop and still say the same thing ("Year of independence": "Year independence" reads worse, so only when cutting). */
const FILLER = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "per", "the", "to", "with"]);

/**
 * A column's name in a phone's narrow header, proposed when the author gave none: whole words
 * only, never a cut one ("Popul." and "Atomic numb…" read as nothing). A bracketed note goes (the
 * unit is shown elsewhere); a name of up to three words is kept, wrapping onto two lines; a longer
 * one keeps its first significant words. A Chinese name is kept (it wraps between characters).
 */
export function proposeShortLabel(label: string): string {
  const plain = label.replace(/\s*[(（][^)）]*[)）]\s*/g, " ").trim() || label.trim();
  if (CJK.test(plain)) return plain;
  const words = plain.split(/\s+/);
  if (words.length <= MAX_WORDS && plain.length <= MAX_LETTERS) return plain;
  const kept: string[] = [];
  for (const [index, word] of words.entries()) {
    if (index > 0 && FILLER.has(word.toLowerCase())) continue;
    if (kept.length > 0 && [...kept, word].join(" ").length > MAX_LETTERS) break;
    kept.push(word);
    if (kept.length === MAX_WORDS) break;
  }
  return kept.join(" ");
}

/** The header's text on a phone: the author's short label in the page's language, else a proposed one. */
export function shortLabel(column: { label: string; shortLabel?: string | null }): string {
  return column.shortLabel?.trim() || proposeShortLabel(column.label);
}

/** From this many columns a phone's column (about 69 px at 390 px) is narrower than many an English header word. */
const TALL_HEADS_FROM = 5;

/**
 * Whether a phone's header names stand on end (bottom to top, wrapping between words), so a column
 * is as wide as its values and not as its longest header word: "temperature", "Landlocked" and
 * "Population" made eight English columns 457 px wide where Chinese ones fit 356. A Chinese name
 * stays upright: its words are a few characters, which fit, and it would read upside down.
 */
export function tallHeads(columns: readonly { label: string; shortLabel?: string | null }[]): boolean {
  return columns.length >= TALL_HEADS_FROM && columns.every((column) => !CJK.test(shortLabel(column)));
}

/**
 * Whether a phone's Chinese header names are written top to bottom (vertical writing, characters
 * upright, as Chinese reads naturally), from the same five columns: "常温常压状态" upright and
 * unbroken made its column six characters wide, eight columns did not fit 390 px, and "区" was
 * squeezed. Written down, a column is one character wide and as wide as its values.
 */
export function verticalHeads(columns: readonly { label: string; shortLabel?: string | null }[]): boolean {
  return columns.length >= TALL_HEADS_FROM && columns.some((column) => CJK.test(shortLabel(column)));
}
