import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema } from "~/schemas/datasets";
import { restoreDataset } from "~/services/datasets/trash.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/utils/http/api.server";
import { parseOrThrow } from "~/utils/http/validation";
import { requireAuthUser } from "~/web/current-user.server";

/** POST /api/v1/dataset/{id}/restore: the owner undoes a delete within 30 days (else 404). */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const id = parseOrThrow(idParamSchema, params.id);
  const user = await requireAuthUser(context, request);
  return apiOk(await restoreDataset(context.deps, user.id, id));
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
