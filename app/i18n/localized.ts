import type { Locale } from "./config";

type Texts = Partial<Record<Locale, string | null | undefined>>;

/**
 * THE rule for showing a bilingual value: the page's language, else the other language, else the
 * fallback (the raw name or column key the author typed). Blank strings count as missing.
 */
export function localized(texts: Texts | null | undefined, locale: Locale, fallback = ""): string {
  const other: Locale = locale === "zh-CN" ? "en-US" : "zh-CN";
  return texts?.[locale]?.trim() || texts?.[other]?.trim() || fallback;
}
