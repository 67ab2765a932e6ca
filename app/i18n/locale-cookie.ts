import { parse, serialize } from "cookie";
import { isLocale, type Locale, localeCookieName } from "./config";

/** The language switch's route (app/routes/language.$locale.ts): the one place a saved choice changes. */
export const languageSwitchPrefix = "/language/";

/** The switch's link: save `locale` and open `back` (path and query of the current page) in it. */
export function languageSwitchHref(locale: Locale, back: string): string {
  return `${languageSwitchPrefix}${locale}?to=${encodeURIComponent(back)}`;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * spec §4: `i18n_redirected=<locale>`, 365 days, path /, SameSite Lax. A plain value, readable by
 * scripts: `cookie`'s serialize, not Remix's createCookie (which stores base64 JSON).
 */
export function serializeLocaleCookie(locale: Locale): string {
  return serialize(localeCookieName, locale, { maxAge: ONE_YEAR_SECONDS, path: "/", sameSite: "lax" });
}

export function readLocaleCookie(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader)[localeCookieName];
  return isLocale(value) ? value : null;
}
