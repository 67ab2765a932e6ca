import { removeFavorite } from "~/services/datasets/favorites.server";
import { ownerIdRoute } from "~/web/owner-id-route.server";

/** DELETE /api/v1/favorite/{datasetId} */
const route = ownerIdRoute("DELETE", "datasetId", removeFavorite);
export const action = route.action;
export const loader = route.loader;
