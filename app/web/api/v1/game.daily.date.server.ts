import { dailyDateSchema, dailyInfoSchema } from "~/schemas/game-stats";
import { getDailyInfo } from "~/services/game/daily-view.server";
import { apiRoute } from "~/web/api-route.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/game/daily/{YYYY-MM-DD}: an archive day (unranked); never the answer; future → 404. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/daily/{date}",
    summary: "A past day's daily challenge (YYYY-MM-DD), playable unranked; future days are 404",
    tag: "game",
    params: { date: dailyDateSchema },
    response: dailyInfoSchema,
    errors: [404],
  },
  async ({ request, context, params }) => {
    const { player } = await requestPlayer(lazyUserId(context, request), request);
    return getDailyInfo(context.deps, { date: params.date, viewerId: player.userId, player });
  },
);

export const endpoints = [route];
