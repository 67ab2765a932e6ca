import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema } from "~/schemas/datasets";
import { removeFavorite } from "~/services/datasets/favorites.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/utils/http/api.server";
import { parseOrThrow } from "~/utils/http/validation";
import { requireAuthUser } from "~/web/current-user.server";

/** DELETE /api/v1/favorite/{datasetId} */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const datasetId = parseOrThrow(idParamSchema, params.datasetId);
  const user = await requireAuthUser(context, request);
  return apiOk(await removeFavorite(context.deps, user.id, datasetId));
});

export const loader = apiHandler(async () => methodNotAllowed(["DELETE"]));
