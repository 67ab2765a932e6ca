import { LruCache } from "../app/services/lru-cache";

/**
 * An in-isolate shared cache for anonymous GET responses that a route marks shareable with
 * `Cache-Control: public, s-maxage=N`: rendering React for every anonymous visitor of the home
 * page is most of its cost. Responses carry a per-request CSP nonce, so a hit swaps the stored
 * nonce for the new request's one.
 */
type Entry = { body: string; headers: [string, string][]; status: number; nonce: string };

/** Spec §9's 200 entries; each lives the `s-maxage` its route gave (a minute), within §9's 10 minutes. */
const entries = new LruCache<Entry>();

function onlyLocaleCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return true;
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .every((part) => part === "" || part.startsWith("i18n_redirected=") || part.startsWith("d1_bookmark="));
}

/** A request that carries no credential and no cookie but the language choice (and a D1 bookmark: ADR 036). */
export function isAnonymousRequest(request: Request): boolean {
  return !request.headers.has("Authorization") && onlyLocaleCookie(request.headers.get("Cookie"));
}

/**
 * The cache key, or null when this request must not be served from or stored in the cache. Pages
 * make their links on `APP_ORIGIN` (`siteOrigin`), which is the key's origin; without one they use
 * the request's origin, and so does the key: a forged `Host` never shares a page with anyone else.
 */
export function pageCacheKey(request: Request, appOrigin?: string): string | null {
  if (request.method !== "GET") return null;
  if (!isAnonymousRequest(request)) return null;
  const url = new URL(request.url);
  const origin = appOrigin?.trim().replace(/\/+$/, "") || url.origin;
  const accept = request.headers.get("Accept") ?? "";
  return `${origin} ${accept.includes("text/html") ? "html" : "other"} ${url.pathname}${url.search}`;
}

export function sharedMaxAge(response: Response): number | null {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (!/\bpublic\b/.test(cacheControl)) return null;
  const match = /s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

export function readPageCache(key: string, nonce: string, now = Date.now()): Response | null {
  const entry = entries.get(key, now);
  if (!entry) return null;
  const body = entry.nonce ? entry.body.replaceAll(entry.nonce, nonce) : entry.body;
  return new Response(body, { status: entry.status, headers: entry.headers });
}

/** Stores a shareable response and returns an equivalent one to send (its body was consumed). */
export async function writePageCache(
  key: string,
  response: Response,
  nonce: string,
  maxAgeSeconds: number,
  now = Date.now(),
): Promise<Response> {
  const body = await response.text();
  const headers = [...response.headers.entries()];
  entries.set(key, { body, headers, status: response.status, nonce }, maxAgeSeconds * 1000, now);
  return new Response(body, { status: response.status, headers });
}

export function clearPageCache(): void {
  entries.clear();
}
