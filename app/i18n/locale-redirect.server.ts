import { defaultLocale, type Locale, localeFromPath, localizePath } from "./config";
import { browserLanguageDetector } from "./i18n.server";
import { readLocaleCookie, serializeLocaleCookie } from "./locale-cookie";

function isDocumentRequest(request: Request, pathname: string): boolean {
  if (request.method !== "GET") return false;
  if (pathname.startsWith("/api/") || pathname.endsWith(".data")) return false;
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * spec §4 first-visit detection: the cookie, else the browser's languages, else zh-CN. Only a
 * visit without the `i18n_redirected` cookie is redirected (to the `/en-US` form of the same
 * page); once the cookie exists the path decides, so a language switch sticks.
 */
export async function detectFirstVisitLocale(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (!isDocumentRequest(request, url.pathname)) return null;
  if (readLocaleCookie(request.headers.get("Cookie"))) return null;
  const preferred = (await browserLanguageDetector.getLocale(request)) as Locale;
  const current = localeFromPath(url.pathname);
  if (preferred === current || current !== defaultLocale) return null;
  return new Response(null, {
    status: 302,
    headers: {
      Location: localizePath(url.pathname, preferred) + url.search,
      "Set-Cookie": serializeLocaleCookie(preferred),
      Vary: "Accept-Language, Cookie",
    },
  });
}

/** The cookie to set when the page's locale differs from the remembered one. */
export function rememberLocale(request: Request): string | null {
  const url = new URL(request.url);
  if (!isDocumentRequest(request, url.pathname)) return null;
  const current = localeFromPath(url.pathname);
  return readLocaleCookie(request.headers.get("Cookie")) === current ? null : serializeLocaleCookie(current);
}
