export const supportedLocales = ["zh-CN", "en-US"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "zh-CN";
/** The URL prefix of every non-default locale. */
export const prefixedLocale: Locale = "en-US";
export const localeCookieName = "i18n_redirected";
export const namespaces = ["common"] as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (supportedLocales as readonly string[]).includes(value);
}

/** The locale a path is served in: `/en-US/...` is English, anything else Chinese. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first === prefixedLocale ? prefixedLocale : defaultLocale;
}

/**
 * Strips a locale prefix: `/en-US/datasets` → `/datasets`. Leading slashes collapse to one, so the
 * result is never `//host` (another site to a browser): `/en-US//evil.example/x` → `/evil.example/x`.
 */
export function stripLocale(pathname: string): string {
  if (pathname === `/${prefixedLocale}`) return "/";
  const bare = pathname.startsWith(`/${prefixedLocale}/`)
    ? pathname.slice(prefixedLocale.length + 1)
    : pathname;
  return bare.replace(/^[/\\]{2,}/, "/");
}

/** The same page in another locale: `localizePath("/datasets", "en-US")` → `/en-US/datasets`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === defaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}
