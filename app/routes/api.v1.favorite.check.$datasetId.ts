import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema } from "~/schemas/datasets";
import { getFavoriteStatus } from "~/services/datasets/favorites.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

/** GET /api/v1/favorite/check/{datasetId} → {datasetId, isFavorited, favoritedAt}. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const datasetId = parseOrThrow(idParamSchema, params.datasetId);
  const user = await requireAuthUser(context, request);
  return apiOk(await getFavoriteStatus(context.deps, user.id, datasetId));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
