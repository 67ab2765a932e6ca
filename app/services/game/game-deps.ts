import type { Database } from "~db/index";
import type { AppEnv } from "../../../load-context";

/** What the game services need; `now` lets tests move the server's clock. */
export type GameDeps = { db: Database; kv: KVNamespace; env: AppEnv; now?: () => Date };

export const clock = (deps: Pick<GameDeps, "now">) => (deps.now ? deps.now() : new Date());

/** Where a request came from, as the server saw it (the client's claims go to otherInfo). */
export type RequestInfo = { ipAddress: string | null; userAgent: string | null; referrer: string | null };

export function requestInfo(request: Request): RequestInfo {
  const header = (name: string) => request.headers.get(name)?.slice(0, 512) ?? null;
  return {
    ipAddress: header("CF-Connecting-IP"),
    userAgent: header("User-Agent"),
    referrer: request.headers.get("Referer")?.slice(0, 2048) ?? null,
  };
}
