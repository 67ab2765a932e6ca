import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";

const HAN = /\p{Script=Han}/u;

/** The language a name is written in, by its script: Han characters are Chinese, others English. */
export function nameLanguage(name: string): "zh-CN" | "en-US" {
  return HAN.test(name) ? "zh-CN" : "en-US";
}

/**
 * A written name or value (an entry's name, a cell's value, a hint) in the page's language: its
 * label in that language, else the written one when it is written in that language (an English value
 * beside a Chinese label only), else the other language's label, else the written one. An English
 * page never shows a Chinese label over an English source text.
 */
export function nameInLanguage(
  labels: Partial<Record<Locale, string | null | undefined>> | null | undefined,
  locale: Locale,
  written: string,
): string {
  if (!labels?.[locale]?.trim() && written.trim() && nameLanguage(written) === locale) return written;
  return localized(labels, locale, written);
}
