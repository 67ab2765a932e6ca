/** spec §8: 'Page Not Found: {path}' with status 404. */
export function pageNotFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  return new Response(`Page Not Found: ${pathname}`, { status: 404, statusText: "Not Found" });
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/**
 * spec §8: bot user agents get no error page. The same line for every error: `Page Not Found:
 * {path}` for a 404, `HTTP {status}: {reason}` otherwise (no internals), as plain text.
 */
export function botErrorResponse(status: number, pathname: string, pageHeaders?: Headers): Response {
  const body =
    status === 404 ? `Page Not Found: ${pathname}` : `HTTP ${status}: ${REASONS[status] ?? "Error"}`;
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  const retryAfter = pageHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return new Response(body, { status, headers });
}
