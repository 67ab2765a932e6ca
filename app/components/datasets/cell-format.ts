import { localized } from "~/i18n/localized";
import { dateTimeFormat, numberFormat } from "~/utils/intl-formats";
import { nameInLanguage } from "~/utils/name-language";
import type { AttributeColumn, CellValue } from "~db/schema";

type Locale = "zh-CN" | "en-US";

const labelOf = (column: AttributeColumn, value: string, locale: Locale) =>
  nameInLanguage(column.valueLabels?.[value], locale, value);

const CELL_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 6 };
const MONTH_DAY: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", timeZone: "UTC" };

const DAY = /^(-?)(\d{1,6})-(\d{2})-(\d{2})$/;
const YEAR = /^[-+]?\d{1,6}$/;

/**
 * A stored date (design §2: "865", "-250" for 250 BCE, "2024-05-01", "-0044-03-15") as the page's
 * language writes it, without thousands separators: "250 BCE" / "公元前250年", "May 1, 2024" /
 * "2024年5月1日". Anything else is returned unchanged.
 */
export function formatDateCell(value: string, locale: Locale): string {
  const text = value.trim();
  if (YEAR.test(text)) {
    const year = Number(text);
    if (year < 0) return locale === "zh-CN" ? `公元前${-year}年` : `${-year} BCE`;
    return locale === "zh-CN" ? `${year}年` : String(year);
  }
  const match = DAY.exec(text);
  if (!match) return value;
  const year = Number(match[2]);
  const [month, day] = [Number(match[3]), Number(match[4])];
  const date = new Date(0);
  date.setUTCFullYear(match[1] ? 1 : year, month - 1, day);
  const monthDay = dateTimeFormat(locale, MONTH_DAY).format(date);
  if (match[1]) return locale === "zh-CN" ? `公元前${year}年${monthDay}` : `${monthDay}, ${year} BCE`;
  return locale === "zh-CN" ? `${year}年${monthDay}` : `${monthDay}, ${year}`;
}

/** A cell as the entries table shows it: value labels in the page language, units, lists joined. */
export function formatCell(column: AttributeColumn, value: CellValue | undefined, locale: Locale): string {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.map((item) => labelOf(column, item, locale)).join(", ");
  if (column.type === "date" && typeof value === "string") return formatDateCell(value, locale);
  if (typeof value === "number") {
    const number = numberFormat(locale, CELL_NUMBER).format(value);
    return column.unit ? `${number} ${column.unit}` : number;
  }
  return labelOf(column, value, locale);
}

export function columnLabel(column: AttributeColumn, locale: Locale): string {
  return localized(column.label, locale, column.key);
}
