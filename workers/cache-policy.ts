import { isAnonymousRequest } from "./page-cache";

/**
 * One rule for every response the Worker sends (ADR 017): a response to a request that carries a
 * session, toast, palette or guest cookie, or a bearer token, may depend on who asked, so it is
 * `private, no-store` whatever the route said; only an anonymous, cookie-free request's answer may
 * stay `public`, and it says `Vary: Cookie` so that a shared cache never hands it to a signed-in
 * visitor (or the other way round). A response that sets a cookie is never public either.
 */
export function withCachePolicy(request: Request, response: Response): Response {
  const headers = response.headers;
  const cacheControl = headers.get("Cache-Control") ?? "";
  const personal = !isAnonymousRequest(request) || headers.has("Set-Cookie");
  if (personal) {
    // A route's own `private` (the browser may keep it) stands; `public` or nothing becomes no-store.
    if (!/\b(private|no-store)\b/.test(cacheControl)) headers.set("Cache-Control", "private, no-store");
  }
  if (personal || /\bpublic\b/.test(cacheControl)) headers.append("Vary", "Cookie");
  return response;
}

/** Every cookie is `Secure` on https (the session's, the toast's, the palette's, the language's). */
export function withSecureCookies(response: Response, https: boolean): Response {
  if (!https) return response;
  const cookies = response.headers.getSetCookie();
  if (cookies.every((cookie) => /;\s*secure\b/i.test(cookie))) return response;
  response.headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    response.headers.append("Set-Cookie", /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
  return response;
}
