import { leaderboardSchema } from "~/schemas/game-stats";
import { getGlobalLeaderboard } from "~/services/game/leaderboard.server";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/game/leaderboard/global: the sum of each player's best score on every dataset that counts (ADR 007 thresholds). */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/leaderboard/global",
    summary: "Top 100 by the sum of each player's best score per public dataset, and the caller's own row",
    tag: "game",
    response: leaderboardSchema,
  },
  async ({ request, context }) => {
    const viewer = await getAuthUser(context, request);
    return getGlobalLeaderboard(context.deps, viewer?.id ?? null);
  },
);

export const endpoints = [route];
