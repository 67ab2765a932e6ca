import type { HeadersFunction } from "@remix-run/cloudflare";
import type { ChromeHandle } from "~/components/layout/bare-page";
import { handle as gameHandle } from "./($lang).game.$id/route";

// `/embed/game/{id}/daily`: the dataset's daily of today for other sites' iframes, the game page
// alone (no site chrome). The Worker lets any site frame this path and no other
// (workers/security-headers.ts); the page plays as the embed's own guest (app/web/embed.server.ts).
// Its starts and guesses spend the game page's tiers (rateTiers), not a write budget of their own.
export { action, default, links, loader, meta, rateTiers, shouldRevalidate } from "./($lang).game.$id/route";

export const handle: typeof gameHandle & ChromeHandle = { ...gameHandle, chrome: false };

/** Its URL carries the embed's guest once a game starts: no cache keeps it. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
