import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { favoriteCreateSchema, offsetQuerySchema } from "~/schemas/datasets";
import { addFavorite, listFavorites } from "~/services/datasets/favorites.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiHandler, apiOk, methodNotAllowed, parseJson, parseQuery } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

/** GET /api/v1/favorite?offset=&limit=: the caller's favorites with their datasets. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireAuthUser(context, request);
  const { offset, limit } = parseQuery(request, offsetQuerySchema);
  const result = await listFavorites(context.deps, user.id, user.id, offset, limit);
  return apiOk({
    ...result,
    favorites: result.favorites.map((f) => ({ ...f, dataset: wireDataset(f.dataset) })),
  });
});

/** POST /api/v1/favorite {dataset_id}: idempotent. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const user = await requireAuthUser(context, request);
  const { datasetId } = await parseJson(request, favoriteCreateSchema);
  return apiOk(await addFavorite(context.deps, user.id, datasetId), { status: 201 });
});
