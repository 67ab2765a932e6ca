import type { Locale } from "~/i18n/config";

type Texts = Partial<Record<Locale, string | null | undefined>>;

/**
 * THE rule for showing a bilingual value: the page's language, else the canonical value the author
 * typed (a name, a column key), else the other language. Blank strings count as missing.
 */
export function localized(texts: Texts | null | undefined, locale: Locale, canonical = ""): string {
  const other: Locale = locale === "zh-CN" ? "en-US" : "zh-CN";
  return texts?.[locale]?.trim() || canonical.trim() || texts?.[other]?.trim() || "";
}
