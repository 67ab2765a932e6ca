import { datasetDailyLeaderboardSchema, datasetIdSchema } from "~/schemas/game-stats";
import { getDatasetDailyLeaderboard } from "~/services/game/leaderboard.server";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/{id}/daily/leaderboard: the dataset daily's board of today and of all time (ADR 021). */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset/{id}/daily/leaderboard",
    summary:
      "A dataset daily's boards: today (each player's ranked game of the day) and all time (points summed over the days), top 100 each with the caller's own rows",
    tag: "game",
    params: { id: datasetIdSchema },
    response: datasetDailyLeaderboardSchema,
    errors: [404],
  },
  async ({ request, context, params }) => {
    const viewer = await getAuthUser(context, request);
    return getDatasetDailyLeaderboard(context.deps, params.id, viewer?.id ?? null);
  },
);

export const endpoints = [route];
