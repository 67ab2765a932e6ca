import type { RequestInfo } from "~/services/game/game-deps";

/** Where a request came from, as the server saw it, bounded before it is stored. */
export function requestInfo(request: Request): RequestInfo {
  const header = (name: string, max: number) => request.headers.get(name)?.slice(0, max) ?? null;
  return {
    ipAddress: header("CF-Connecting-IP", 64),
    userAgent: header("User-Agent", 512),
    referrer: header("Referer", 1024),
  };
}
