import { datasetListResponse, datasetResponse } from "~/schemas/dataset-responses";
import { createDatasetSchema, datasetListQuerySchema } from "~/schemas/datasets";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import { createDataset } from "~/services/datasets/datasets.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

const path = "/api/v1/dataset";
const tag = "datasets";

/** GET: datasets the caller can see (spec §3 list: datasets, total, offset, limit). */
const list = apiRoute(
  {
    method: "get",
    path,
    summary: "Datasets the caller can see (public, plus their own private ones)",
    tag,
    // Browsing without text is cached; a typed query is a LIKE scan.
    searchParam: "query",
    query: datasetListQuerySchema,
    response: datasetListResponse,
  },
  async ({ request, context, query }) => {
    const user = await getAuthUser(context, request);
    const list = await listDatasets(context.deps, query, user?.id ?? null);
    return { ...list, datasets: list.datasets.map(wireDataset) };
  },
);

/** POST: create a dataset owned by the caller. */
const create = apiRoute(
  {
    method: "post",
    path,
    summary: "Create a dataset",
    tag,
    auth: true,
    body: createDatasetSchema,
    response: datasetResponse,
    status: 201,
  },
  async ({ context, user, body }) => wireDataset(await createDataset(context.deps, user.id, body)),
);

export const endpoints = [list, create];
