import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { datasetSearchQuerySchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiHandler, apiOk, methodNotAllowed, parseQuery } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/search?search=&page=&limit=&type=&language=&tags= */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { search, page, limit, ...filter } = parseQuery(request, datasetSearchQuerySchema);
  const viewer = await getAuthUser(context, request);
  const list = await listDatasets(
    context.deps,
    { ...filter, query: search, ...pageToOffset(page, limit) },
    viewer?.id ?? null,
  );
  return apiOk(pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, page));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
