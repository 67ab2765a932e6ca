import { pagedDatasetListResponse } from "~/schemas/dataset-responses";
import { datasetSearchQuerySchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/search?search=&page=&limit=&type=&language=&tags= */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset/search",
    summary: "Search by name and description",
    tag: "datasets",
    rateTier: "search",
    query: datasetSearchQuerySchema,
    response: pagedDatasetListResponse,
  },
  async ({ request, context, query }) => {
    const { search, page, limit, ...filter } = query;
    const viewer = await getAuthUser(context, request);
    const list = await listDatasets(
      context.deps,
      { ...filter, query: search, ...pageToOffset(page, limit) },
      viewer?.id ?? null,
    );
    return pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, page);
  },
);

export const endpoints = [route];
