import type { AppDeps } from "../deps.server";

/** What the game services need: the request's deps (`now` lets tests move the server's clock). */
export type GameDeps = AppDeps;

/** Where a request came from, as the server saw it (the client's claims go to otherInfo). */
export type RequestInfo = { ipAddress: string | null; userAgent: string | null; referrer: string | null };
