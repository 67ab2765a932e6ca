import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { AttributeColumn } from "~db/schema";

const normal = (text: string) => text.normalize("NFKC").trim().toLowerCase();

/**
 * A description the author wrote, or null: an empty one, or one that only repeats the dataset's
 * name (what a table imported without a word from its author carries), says nothing on a card.
 */
export function authorDescription(description: string, name: string): string | null {
  const text = description.trim();
  return text === "" || normal(text) === normal(name) ? null : text;
}

/** How many column names a card's one-line summary names. */
const SUMMARY_COLUMNS = 4;

/**
 * The columns a player compares (hints and hidden columns left out), in the card's language, for a
 * one-line summary of a dataset without a description: the first few, and whether there are more.
 */
export function columnSummary(
  columns: readonly AttributeColumn[],
  locale: Locale,
): { names: string[]; more: boolean } {
  const names = columns
    .filter((column) => column.type !== "hint" && column.showInTable !== false)
    .map((column) => localized(column.label, locale, column.key));
  return { names: names.slice(0, SUMMARY_COLUMNS), more: names.length > SUMMARY_COLUMNS };
}
