import type { AttributeColumn } from "~db/schema";

/** The two columns a year range column is split into. */
export type RangePart = "start" | "end";

/** Each language's way of saying which end of a range a column holds. */
const PART_WORDS: Record<
  RangePart,
  { "zh-CN": (text: string) => string; "en-US": (text: string) => string }
> = {
  start: { "zh-CN": (text) => `${text}（起）`, "en-US": (text) => `${text} (start)` },
  end: { "zh-CN": (text) => `${text}（止）`, "en-US": (text) => `${text} (end)` },
};

/** The author's labels for the range column as its card gives them (each language may be unset). */
export type RangeLabels = {
  label: { "zh-CN"?: string; "en-US"?: string };
  shortLabel?: { "zh-CN"?: string; "en-US"?: string };
};

const LABEL_CHARS = 100;
const SHORT_LABEL_CHARS = 24;

/** `text` with the part's words, the text cut first so the words always fit in `max`. */
function withPart(part: RangePart, locale: "zh-CN" | "en-US", text: string, max: number): string {
  const room = max - PART_WORDS[part][locale]("").length;
  return PART_WORDS[part][locale](text.slice(0, Math.max(0, room)).trimEnd());
}

/**
 * The start or end column's labels: the labels the author set on the range column (its header
 * where a language has none), each with the part in that language ("Reign (start)", "在位（起）").
 * The short label follows the same way, where the author gave one.
 */
export function rangePartLabels(
  header: string,
  part: RangePart,
  labels: RangeLabels,
): Pick<AttributeColumn, "label" | "shortLabel"> {
  const locales = ["zh-CN", "en-US"] as const;
  const label = Object.fromEntries(
    locales.map((locale) => [locale, withPart(part, locale, labels.label[locale] || header, LABEL_CHARS)]),
  ) as AttributeColumn["label"];
  const short = locales.flatMap((locale) => {
    const text = labels.shortLabel?.[locale];
    return text ? [[locale, withPart(part, locale, text, SHORT_LABEL_CHARS)] as const] : [];
  });
  return short.length > 0 ? { label, shortLabel: Object.fromEntries(short) } : { label };
}
