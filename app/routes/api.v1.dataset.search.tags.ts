import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { datasetTagSearchQuerySchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiHandler, apiOk, methodNotAllowed, parseQuery } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/search/tags?tags=a,b: datasets carrying every tag given. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { page, limit, ...filter } = parseQuery(request, datasetTagSearchQuerySchema);
  const viewer = await getAuthUser(context, request);
  const list = await listDatasets(
    context.deps,
    { ...filter, ...pageToOffset(page, limit) },
    viewer?.id ?? null,
  );
  return apiOk(pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, page));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
