import { favoriteStatusResponse } from "~/schemas/dataset-responses";
import { idParamSchema } from "~/schemas/datasets";
import { removeFavorite } from "~/services/datasets/favorites.server";
import { apiRoute } from "~/web/api-route.server";

/** DELETE /api/v1/favorite/{datasetId} */
const route = apiRoute(
  {
    method: "delete",
    path: "/api/v1/favorite/{datasetId}",
    summary: "Remove a favorite",
    tag: "favorites",
    auth: true,
    params: { datasetId: idParamSchema },
    response: favoriteStatusResponse,
    errors: [404],
  },
  ({ context, user, params }) => removeFavorite(context.deps, user.id, params.datasetId),
);

export const endpoints = [route];
