import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDatasetSchema, datasetListQuerySchema } from "~/schemas/datasets";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import { createDataset } from "~/services/datasets/datasets.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiHandler, apiOk, methodNotAllowed, parseJson, parseQuery } from "~/web/api.server";
import { getAuthUser, requireAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset: datasets the caller can see (spec §3 list: datasets, total, offset, limit). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const query = parseQuery(request, datasetListQuerySchema);
  const user = await getAuthUser(context, request);
  const list = await listDatasets(context.deps, query, user?.id ?? null);
  return apiOk({ ...list, datasets: list.datasets.map(wireDataset) });
});

/** POST /api/v1/dataset: create a dataset owned by the caller. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const user = await requireAuthUser(context, request);
  const input = await parseJson(request, createDatasetSchema);
  const dataset = await createDataset(context.deps, user.id, input);
  return apiOk(wireDataset(dataset), { status: 201 });
});
