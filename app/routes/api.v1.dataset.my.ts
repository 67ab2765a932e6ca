import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { datasetPageQuerySchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiHandler, apiOk, methodNotAllowed, parseQuery } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/my: the caller's datasets, private ones included. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireAuthUser(context, request);
  const query = parseQuery(request, datasetPageQuerySchema);
  const list = await listDatasets(
    context.deps,
    { ...query, ownerId: user.id, ...pageToOffset(query.page, query.limit) },
    user.id,
  );
  return apiOk(pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, query.page));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
