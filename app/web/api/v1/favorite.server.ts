import { favoriteListResponse, favoriteStatusResponse } from "~/schemas/dataset-responses";
import { favoriteCreateSchema, offsetQuerySchema } from "~/schemas/datasets";
import { addFavorite, listFavorites } from "~/services/datasets/favorites.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";

const path = "/api/v1/favorite";
const tag = "favorites";

/** GET ?offset=&limit=: the caller's favorites with their datasets. */
const list = apiRoute(
  {
    method: "get",
    path,
    summary: "The caller's favorites",
    tag,
    auth: true,
    query: offsetQuerySchema,
    response: favoriteListResponse,
  },
  async ({ context, user, query }) => {
    const result = await listFavorites(context.deps, user.id, user.id, query.offset, query.limit);
    return { ...result, favorites: result.favorites.map((f) => ({ ...f, dataset: wireDataset(f.dataset) })) };
  },
);

/** POST {dataset_id}: idempotent. */
const add = apiRoute(
  {
    method: "post",
    path,
    summary: "Favorite a dataset (idempotent)",
    tag,
    auth: true,
    body: favoriteCreateSchema,
    response: favoriteStatusResponse,
    status: 201,
    errors: [404],
  },
  ({ context, user, body }) => addFavorite(context.deps, user.id, body.datasetId),
);

export const endpoints = [list, add];
