import { favoriteStatusResponse } from "~/schemas/dataset-responses";
import { idParamSchema } from "~/schemas/datasets";
import { getFavoriteStatus } from "~/services/datasets/favorites.server";
import { apiRoute } from "~/web/api-route.server";

/** GET /api/v1/favorite/check/{datasetId} → {datasetId, isFavorited, favoritedAt}. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/favorite/check/{datasetId}",
    summary: "Favorite status",
    tag: "favorites",
    auth: true,
    params: { datasetId: idParamSchema },
    response: favoriteStatusResponse,
    errors: [404],
  },
  ({ context, user, params }) => getFavoriteStatus(context.deps, user.id, params.datasetId),
);

export const endpoints = [route];
