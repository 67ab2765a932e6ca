/**
 * The shared page cache of a Cloudflare location (ADR 036), behind the isolate's own
 * (page-cache.ts): a busy location runs many isolates, and a far player's first request usually
 * meets one that has not rendered the page yet. Same rule as the isolate cache: only anonymous
 * GETs whose response says `public, s-maxage=N`, for N seconds, under a key that carries the public
 * cache generation, so a dataset edit leaves every stored page behind at once (nothing to purge).
 * The key is `APP_ORIGIN` + path + locale (the path's prefix, or the default) + the generation:
 * the host a request came through never splits or poisons it.
 */
const NONCE_HEADER = "X-Page-Nonce";

function locationCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

/** `pageKey` is the isolate cache's key ("html /path?query"); `generation` the public cache generation. */
export function locationCacheUrl(appOrigin: string, pageKey: string, generation: string): string {
  const [kind, ...rest] = pageKey.split(" ");
  const url = new URL(rest.join(" "), appOrigin);
  const locale = /^\/(en-US|zh-CN)(\/|$)/.exec(url.pathname)?.[1] ?? "default";
  url.searchParams.set("__page", `${kind}.${locale}.${generation}`);
  return url.toString();
}

export async function readLocationCache(url: string, nonce: string): Promise<Response | null> {
  const cache = locationCache();
  const hit = cache ? await cache.match(url) : undefined;
  if (!hit) return null;
  const stored = hit.headers.get(NONCE_HEADER) ?? "";
  const body = await hit.text();
  const headers = new Headers(hit.headers);
  headers.delete(NONCE_HEADER);
  return new Response(stored ? body.replaceAll(stored, nonce) : body, { status: hit.status, headers });
}

/**
 * Stores the page for the location after the response (`body`: its text, already read). The Cache
 * API keeps it for the response's own `s-maxage`, as the isolate cache does.
 */
export function writeLocationCache(
  url: string,
  body: string,
  response: Response,
  nonce: string,
  waitUntil: (work: Promise<unknown>) => void,
): void {
  const cache = locationCache();
  if (!cache) return;
  const headers = new Headers(response.headers);
  headers.set(NONCE_HEADER, nonce);
  waitUntil(cache.put(url, new Response(body, { status: response.status, headers })).catch(() => {}));
}
