import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDailyInfo } from "~/services/game/daily-view.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/game/daily: today's challenge without its answer, and whether this player played it. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { player } = await requestPlayer(lazyUserId(context, request), request);
  return apiOk(await getDailyInfo(context.deps, { viewerId: player.userId, player }));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
