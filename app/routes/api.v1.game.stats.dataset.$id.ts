import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { datasetIdSchema } from "~/schemas/game-stats";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { getDatasetStats } from "~/services/game/stats.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/game/stats/dataset/{id}: spec §3 dataset stats; 404 for a dataset the caller cannot see. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const datasetId = parseOrThrow(datasetIdSchema, params.id);
  const viewer = await getAuthUser(context, request);
  await getVisibleDataset(context.deps, datasetId, viewer?.id ?? null);
  return apiOk(await getDatasetStats(context.deps, datasetId));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
