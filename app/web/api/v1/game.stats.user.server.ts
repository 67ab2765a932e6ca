import { userStatsSchema } from "~/schemas/game-stats";
import { getPlayerStats } from "~/services/game/player-stats.server";
import { DomainError } from "~/utils/domain-error";
import { apiRoute } from "~/web/api-route.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";

/**
 * GET /api/v1/game/stats/user: the player's own stats (the signed-in user, else the guest of the
 * dd_guest cookie), including a game the moment it ended: written in the same batch that ended it.
 */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/stats/user",
    summary: "The signed-in player's stats, streaks and guess histogram (rebuilt every 10 minutes)",
    tag: "game",
    auth: "player",
    response: userStatsSchema,
    errors: [401],
  },
  async ({ request, context }) => {
    const { player } = await requestPlayer(lazyUserId(context, request), request);
    if (player.userId === null && player.guestId === null) {
      throw new DomainError("UNAUTHORIZED", "Sign in to see your stats");
    }
    return getPlayerStats(context.deps, player);
  },
);

export const endpoints = [route];
