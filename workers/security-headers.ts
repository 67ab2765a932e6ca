/** A fresh base64 nonce for one response's inline scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `framable`: any site may show the page in a frame (the embeds, and only they); every other page
 * refuses to be framed, by CSP and by X-Frame-Options for older browsers.
 */
export function contentSecurityPolicy(nonce: string, framable = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framable ? "frame-ancestors *" : "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Adds the security baseline to a response: in place, so a body of known length keeps its
 * Content-Length (a copy's body is a stream, sent chunked, and the runtime pumps it through a
 * JavaScript stream); on a copy only when the headers are immutable (a `fetch` or
 * `Response.redirect` response).
 */
export function withSecurityHeaders(
  response: Response,
  nonce: string,
  https: boolean,
  framable = false,
): Response {
  try {
    setSecurityHeaders(response.headers, nonce, https, framable);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    setSecurityHeaders(copy.headers, nonce, https, framable);
    return copy;
  }
}

function setSecurityHeaders(headers: Headers, nonce: string, https: boolean, framable: boolean): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, framable));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!framable) headers.set("X-Frame-Options", "DENY");
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request from another site. Browsers always send `Origin` on such requests,
 * so a missing header means a non-browser client, which cannot carry a victim's cookies.
 */
export function isCrossSiteWrite(request: Request, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return !allowedOrigins.includes(origin);
}
