import { pagedDatasetListResponse } from "~/schemas/dataset-responses";
import { datasetPageQuerySchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";

/** GET /api/v1/dataset/my: the caller's datasets, private ones included. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset/my",
    summary: "The caller's datasets",
    tag: "datasets",
    auth: true,
    query: datasetPageQuerySchema,
    response: pagedDatasetListResponse,
  },
  async ({ context, user, query }) => {
    const list = await listDatasets(
      context.deps,
      { ...query, ownerId: user.id, ...pageToOffset(query.page, query.limit) },
      user.id,
    );
    return pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, query.page);
  },
);

export const endpoints = [route];
