import { restoreVersion } from "~/services/datasets/trash.server";
import { ownerIdRoute } from "~/web/owner-id-route.server";

/** POST /api/v1/versions/{id}/restore: the owner undoes a version delete within 30 days (else 404). */
const route = ownerIdRoute("POST", "id", restoreVersion);
export const action = route.action;
export const loader = route.loader;
