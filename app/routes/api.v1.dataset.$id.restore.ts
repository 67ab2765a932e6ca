import { restoreDataset } from "~/services/datasets/trash.server";
import { ownerIdRoute } from "~/web/owner-id-route.server";

/** POST /api/v1/dataset/{id}/restore: the owner undoes a delete within 30 days (else 404). */
const route = ownerIdRoute("POST", "id", restoreDataset);
export const action = route.action;
export const loader = route.loader;
