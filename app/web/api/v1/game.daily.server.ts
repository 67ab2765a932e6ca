import { todayDailySchema } from "~/schemas/game-stats";
import { dailyResult } from "~/services/game/daily-result.server";
import { getDailyInfo } from "~/services/game/daily-view.server";
import { apiRoute } from "~/web/api-route.server";
import { apiLocale, lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/game/daily: today's challenge without its answer, whether this player played it, and their result. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/daily",
    summary: "Today's daily challenge (never its answer) and when the next one starts",
    tag: "game",
    response: todayDailySchema,
    errors: [404],
  },
  async ({ request, context }) => {
    const { player } = await requestPlayer(lazyUserId(context, request), request);
    const info = await getDailyInfo(context.deps, { viewerId: player.userId, player });
    const pageUrl = `${new URL(request.url).origin}/game/${info.datasetId}?daily=${info.date}`;
    return { ...info, result: await dailyResult(context.deps, info, pageUrl, apiLocale(request)) };
  },
);

export const endpoints = [route];
