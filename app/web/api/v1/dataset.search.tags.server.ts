import { pagedDatasetListResponse } from "~/schemas/dataset-responses";
import { datasetTagSearchQuerySchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/search/tags?tags=a,b: datasets carrying every tag given. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset/search/tags",
    summary: "Datasets carrying every tag given (comma-joined)",
    tag: "datasets",
    query: datasetTagSearchQuerySchema,
    response: pagedDatasetListResponse,
  },
  async ({ request, context, query }) => {
    const { page, limit, ...filter } = query;
    const viewer = await getAuthUser(context, request);
    const list = await listDatasets(
      context.deps,
      { ...filter, ...pageToOffset(page, limit) },
      viewer?.id ?? null,
    );
    return pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, page);
  },
);

export const endpoints = [route];
