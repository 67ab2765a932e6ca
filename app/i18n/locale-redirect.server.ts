import { isBotAgent } from "../utils/bot-agent";
import { defaultLocale, type Locale, localeFromPath, localizePath } from "./config";
import { browserLanguageDetector } from "./i18n.server";
import { languageSwitchPrefix, readLocaleCookie, serializeLocaleCookie } from "./locale-cookie";

/** A browser asking for a page: not an API call, not a data request, not a crawler. */
function isPersonPageRequest(request: Request, pathname: string): boolean {
  if (request.method !== "GET") return false;
  if (pathname.startsWith("/api/") || pathname.endsWith(".data")) return false;
  if (pathname.startsWith(languageSwitchPrefix)) return false;
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) return false;
  const userAgent = request.headers.get("User-Agent");
  return !(userAgent && isBotAgent(userAgent));
}

function redirectTo(url: URL, locale: Locale, setCookie: string | null): Response {
  const headers = new Headers({
    Location: localizePath(url.pathname, locale) + url.search,
    Vary: "Accept-Language, Cookie",
    "Cache-Control": "private, no-store",
  });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return new Response(null, { status: 302, headers });
}

/**
 * spec §4: the locale comes from the `i18n_redirected` cookie, else the browser's languages, else
 * zh-CN. The saved choice wins: an unprefixed page asked for with `i18n_redirected=en-US` goes to
 * its `/en-US` form (same query), so a shared Chinese link opens in the reader's language. Without
 * the cookie, an English browser is sent there on its first visit and the choice is saved. A
 * prefixed path is always served as asked (a link shared from an English page carries `/en-US`).
 * Crawlers, API calls, data requests and non-GET requests are never redirected.
 */
export async function detectFirstVisitLocale(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (!isPersonPageRequest(request, url.pathname)) return null;
  if (localeFromPath(url.pathname) !== defaultLocale) return null;
  const saved = readLocaleCookie(request.headers.get("Cookie"));
  if (saved) return saved === defaultLocale ? null : redirectTo(url, saved, null);
  const preferred = (await browserLanguageDetector.getLocale(request)) as Locale;
  return preferred === defaultLocale ? null : redirectTo(url, preferred, serializeLocaleCookie(preferred));
}

/**
 * The cookie a first visit leaves: the language the visitor was shown. Once the cookie exists
 * only the language switch changes it (`app/routes/language.$locale.ts`); the path never does.
 */
export function rememberLocale(request: Request): string | null {
  const url = new URL(request.url);
  if (!isPersonPageRequest(request, url.pathname)) return null;
  if (readLocaleCookie(request.headers.get("Cookie"))) return null;
  return serializeLocaleCookie(localeFromPath(url.pathname));
}
