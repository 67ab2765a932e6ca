import { runInD1Session } from "../db/d1-session";

/**
 * The D1 session of a request (ADR 036, Cloudflare's D1 Sessions API). Reads start
 * `first-unconstrained` (any replica, the nearest) unless the player wrote lately: then the cookie
 * holds the bookmark of their last write and the session starts from it, so their next pages see it.
 * Writes always go to the primary; within one session, reads see the session's own writes.
 * As in Cloudflare's read-replication example, the bookmark also travels in `x-d1-bookmark` (both
 * ways): an API client without cookies (a bearer or body token) gets the header, never a cookie.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";
export const BOOKMARK_COOKIE = "d1_bookmark";
/** Replicas catch up in seconds; past this the bookmark only costs a cookie. */
const BOOKMARK_MAX_AGE_SECONDS = 600;

export function bookmarkOf(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER);
  if (header) return header;
  const cookies = request.headers.get("Cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === BOOKMARK_COOKIE && value.length > 0) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** A request that may have written: a form or API write, or one that changed a cookie (a sign-in by link). */
function mayHaveWritten(request: Request, response: Response): boolean {
  return !["GET", "HEAD"].includes(request.method) || response.headers.has("Set-Cookie");
}

/** Runs the request in a D1 session and hands the player the bookmark after a write. */
export async function withD1Session(
  request: Request,
  db: D1Database,
  handle: () => Promise<Response>,
): Promise<Response> {
  // A binding that cannot open a session (D1 down) still lets the app answer: its error page, not
  // the platform's.
  let session: D1DatabaseSession;
  try {
    session = db.withSession(bookmarkOf(request) ?? "first-unconstrained");
  } catch {
    return handle();
  }
  const response = await runInD1Session(session, handle);
  let bookmark: string | null = null;
  try {
    bookmark = session.getBookmark();
  } catch {
    bookmark = null;
  }
  if (!bookmark || !mayHaveWritten(request, response)) return response;
  const sent = new Response(response.body, response);
  sent.headers.set(BOOKMARK_HEADER, bookmark);
  const cookieClient = !new URL(request.url).pathname.startsWith("/api/") || request.headers.has("Cookie");
  if (cookieClient)
    sent.headers.append(
      "Set-Cookie",
      `${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}`,
    );
  return sent;
}
