import { localized } from "~/utils/localized";
import type { AttributeColumn, CellValue } from "~db/schema";

type Locale = "zh-CN" | "en-US";

const labelOf = (column: AttributeColumn, value: string, locale: Locale) =>
  localized(column.valueLabels?.[value], locale, value);

/** A cell as the entries table shows it: value labels in the page language, units, lists joined. */
export function formatCell(column: AttributeColumn, value: CellValue | undefined, locale: Locale): string {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.map((item) => labelOf(column, item, locale)).join(", ");
  if (typeof value === "number") {
    const number = value.toLocaleString(locale, { maximumFractionDigits: 6 });
    return column.unit ? `${number} ${column.unit}` : number;
  }
  return labelOf(column, value, locale);
}

export function columnLabel(column: AttributeColumn, locale: Locale): string {
  return localized(column.label, locale, column.key);
}
