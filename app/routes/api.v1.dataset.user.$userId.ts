import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { datasetPageQuerySchema, idParamSchema } from "~/schemas/datasets";
import { listDatasets, pagedList, pageToOffset } from "~/services/datasets/dataset-list.server";
import { wireDataset } from "~/services/datasets/wire";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseQuery } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/user/{userId}: that user's public datasets (and private ones for themselves). */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = parseOrThrow(idParamSchema, params.userId);
  const query = parseQuery(request, datasetPageQuerySchema);
  const viewer = await getAuthUser(context, request);
  const list = await listDatasets(
    context.deps,
    { ...query, ownerId: userId, ...pageToOffset(query.page, query.limit) },
    viewer?.id ?? null,
  );
  return apiOk(pagedList({ ...list, datasets: list.datasets.map(wireDataset) }, query.page));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
