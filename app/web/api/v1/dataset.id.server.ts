import { datasetResponse, deletedResponse } from "~/schemas/dataset-responses";
import { idParamSchema, updateDatasetSchema } from "~/schemas/datasets";
import { getDataset, updateDataset } from "~/services/datasets/datasets.server";
import { deleteDataset } from "~/services/datasets/trash.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

const path = "/api/v1/dataset/{id}";
const tag = "datasets";
const params = { id: idParamSchema };

/** GET: 404 for a private dataset unless the caller owns it. */
const read = apiRoute(
  {
    method: "get",
    path,
    summary: "One dataset (404 when private and not the caller's)",
    tag,
    params,
    response: datasetResponse,
    errors: [404],
  },
  async ({ request, context, params }) => {
    const viewer = await getAuthUser(context, request);
    return wireDataset(await getDataset(context.deps, params.id, viewer?.id ?? null));
  },
);

/** PUT name, description, isPublic, allowFork, tags…: owner only. */
const update = apiRoute(
  {
    method: "put",
    path,
    summary: "Update a dataset (owner)",
    tag,
    auth: true,
    params,
    body: updateDatasetSchema,
    response: datasetResponse,
    errors: [403, 404],
  },
  async ({ context, user, params, body }) =>
    wireDataset(await updateDataset(context.deps, user.id, params.id, body)),
);

/** DELETE, a soft delete: restorable by its owner for 30 days (POST /api/v1/dataset/{id}/restore). */
const remove = apiRoute(
  {
    method: "delete",
    path,
    summary: "Delete a dataset (owner): hidden at once, restorable for 30 days, then purged",
    tag,
    auth: true,
    params,
    response: deletedResponse,
    errors: [403, 404, 429],
  },
  ({ context, user, params }) => deleteDataset(context.deps, user.id, params.id),
);

export const endpoints = [read, update, remove];
