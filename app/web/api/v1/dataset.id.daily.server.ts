import { datasetDailyInfoSchema, datasetIdSchema } from "~/schemas/game-stats";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { getDatasetDailyInfo } from "~/services/game/dataset-daily-view.server";
import { apiRoute } from "~/web/api-route.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/dataset/{id}/daily: the dataset's daily of today (never its answer) and this player's play of it. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset/{id}/daily",
    summary: "A dataset's daily of today (never its answer), and whether this player played it",
    tag: "game",
    params: { id: datasetIdSchema },
    response: datasetDailyInfoSchema,
    errors: [404],
  },
  async ({ request, context, params }) => {
    const { player } = await requestPlayer(lazyUserId(context, request), request);
    const dataset = await getVisibleDataset(context.deps, params.id, player.userId);
    return getDatasetDailyInfo(context.deps, dataset, player);
  },
);

export const endpoints = [route];
