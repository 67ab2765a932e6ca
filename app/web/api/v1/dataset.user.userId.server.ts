import { pagedDatasetListResponse } from "~/schemas/dataset-responses";
import { datasetPageQuerySchema, idParamSchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/user/{userId}: that user's public datasets (and private ones for themselves). */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset/user/{userId}",
    summary: "A user's public datasets",
    tag: "datasets",
    params: { userId: idParamSchema },
    query: datasetPageQuerySchema,
    response: pagedDatasetListResponse,
  },
  async ({ request, context, params, query }) => {
    const viewer = await getAuthUser(context, request);
    const list = await listDatasets(
      context.deps,
      { ...query, ownerId: params.userId, ...pageToOffset(query.page, query.limit) },
      viewer?.id ?? null,
    );
    return pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, query.page);
  },
);

export const endpoints = [route];
