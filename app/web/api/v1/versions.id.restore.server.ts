import { restoredResponse } from "~/schemas/dataset-responses";
import { idParamSchema } from "~/schemas/datasets";
import { restoreVersion } from "~/services/datasets/trash.server";
import { apiRoute } from "~/web/api-route.server";

/** POST /api/v1/versions/{id}/restore: the owner undoes a delete within 30 days (else 404). */
const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/versions/{id}/restore",
    summary: "Undo a version delete within 30 days (owner)",
    tag: "versions",
    auth: true,
    params: { id: idParamSchema },
    response: restoredResponse,
    errors: [404, 429],
  },
  ({ context, user, params }) => restoreVersion(context.deps, user.id, params.id),
);

export const endpoints = [route];
