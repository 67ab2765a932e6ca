import { useLocation } from "@remix-run/react";
import { type Locale, localeFromPath, localizePath } from "./config";

/**
 * The page's language is its path (spec §4), as the root loader reads it. Read from the location,
 * not the root loader's data: after a page action throws (a 404), Remix renders the error page
 * without running any loader, and the header and its links must still know the language.
 */
export function useCurrentLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A function that prefixes an app path with the current locale: `lp("/datasets")`. */
export function useLocalePath(): (path: string) => string {
  const locale = useCurrentLocale();
  return (path: string) => localizePath(path, locale);
}
