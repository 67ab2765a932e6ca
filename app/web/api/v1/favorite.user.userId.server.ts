import { favoriteListResponse } from "~/schemas/dataset-responses";
import { idParamSchema, offsetQuerySchema } from "~/schemas/datasets";
import { favoritesOwner, listFavorites } from "~/services/datasets/favorites.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/favorite/user/{userId}: that user's favorites among datasets the caller can see. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/favorite/user/{userId}",
    summary: "A user's favorites among datasets the caller can see",
    tag: "favorites",
    params: { userId: idParamSchema },
    query: offsetQuerySchema,
    response: favoriteListResponse,
  },
  async ({ request, context, params, query }) => {
    await favoritesOwner(context.deps, params.userId);
    const viewer = await getAuthUser(context, request);
    const result = await listFavorites(
      context.deps,
      params.userId,
      viewer?.id ?? null,
      query.offset,
      query.limit,
    );
    return { ...result, favorites: result.favorites.map((f) => ({ ...f, dataset: wireDataset(f.dataset) })) };
  },
);

export const endpoints = [route];
