import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getPlayerStats } from "~/services/game/player-stats.server";
import { DomainError } from "~/utils/domain-error";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";

/**
 * GET /api/v1/game/stats/user: the player's own stats (the signed-in user, else the guest of the
 * dd_guest cookie), including a game the moment it ended: written in the same batch that ended it.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { player } = await requestPlayer(lazyUserId(context, request), request);
  if (player.userId === null && player.guestId === null) {
    throw new DomainError("UNAUTHORIZED", "Sign in to see your stats");
  }
  return apiOk(await getPlayerStats(context.deps, player));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
