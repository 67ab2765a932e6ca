import { useLocale } from "remix-i18next/react";
import { isLocale, type Locale, localizePath } from "./config";

export function useCurrentLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : "zh-CN";
}

/** A function that prefixes an app path with the current locale: `lp("/datasets")`. */
export function useLocalePath(): (path: string) => string {
  const locale = useCurrentLocale();
  return (path: string) => localizePath(path, locale);
}
