import { datasetLeaderboardQuerySchema, leaderboardSchema } from "~/schemas/game-stats";
import { getDatasetLeaderboard } from "~/services/game/leaderboard.server";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/game/leaderboard/dataset?dataset_id=: each player's best won game on the dataset. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/leaderboard/dataset",
    summary: "Top 100 of a dataset (each player's best won game) and the caller's own row",
    tag: "game",
    query: datasetLeaderboardQuerySchema,
    response: leaderboardSchema,
    errors: [404],
  },
  async ({ request, context, query }) => {
    const viewer = await getAuthUser(context, request);
    return getDatasetLeaderboard(context.deps, query.datasetId, viewer?.id ?? null);
  },
);

export const endpoints = [route];
