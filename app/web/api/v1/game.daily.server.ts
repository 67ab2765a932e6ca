import { dailyInfoSchema } from "~/schemas/game-stats";
import { getDailyInfo } from "~/services/game/daily-view.server";
import { apiRoute } from "~/web/api-route.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/game/daily: today's challenge without its answer, and whether this player played it. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/daily",
    summary: "Today's daily challenge (never its answer) and when the next one starts",
    tag: "game",
    response: dailyInfoSchema,
    errors: [404],
  },
  async ({ request, context }) => {
    const { player } = await requestPlayer(lazyUserId(context, request), request);
    return getDailyInfo(context.deps, { viewerId: player.userId, player });
  },
);

export const endpoints = [route];
