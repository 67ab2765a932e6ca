import { datasetIdSchema, datasetStatsSchema } from "~/schemas/game-stats";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { getDatasetStats } from "~/services/game/stats.server";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/game/stats/dataset/{id}: spec §3 dataset stats; 404 for a dataset the caller cannot see. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/stats/dataset/{id}",
    summary: "A dataset's game stats (rebuilt every 10 minutes)",
    tag: "game",
    params: { id: datasetIdSchema },
    response: datasetStatsSchema,
    errors: [404],
  },
  async ({ request, context, params }) => {
    const viewer = await getAuthUser(context, request);
    await getVisibleDataset(context.deps, params.id, viewer?.id ?? null);
    return getDatasetStats(context.deps, params.id);
  },
);

export const endpoints = [route];
