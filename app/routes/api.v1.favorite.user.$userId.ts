import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema, offsetQuerySchema } from "~/schemas/datasets";
import { favoritesOwner, listFavorites } from "~/services/datasets/favorites.server";
import { wireDataset } from "~/services/datasets/wire";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseQuery } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/favorite/user/{userId}: that user's favorites among datasets the caller can see. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const userId = parseOrThrow(idParamSchema, params.userId);
  const { offset, limit } = parseQuery(request, offsetQuerySchema);
  await favoritesOwner(context.deps, userId);
  const viewer = await getAuthUser(context, request);
  const result = await listFavorites(context.deps, userId, viewer?.id ?? null, offset, limit);
  return apiOk({
    ...result,
    favorites: result.favorites.map((f) => ({ ...f, dataset: wireDataset(f.dataset) })),
  });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
