import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema, updateDatasetSchema } from "~/schemas/datasets";
import { getDataset, updateDataset } from "~/services/datasets/datasets.server";
import { deleteDataset } from "~/services/datasets/trash.server";
import { wireDataset } from "~/services/datasets/wire";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { getAuthUser, requireAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/{id}: 404 for a private dataset unless the caller owns it. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const id = parseOrThrow(idParamSchema, params.id);
  const viewer = await getAuthUser(context, request);
  return apiOk(wireDataset(await getDataset(context.deps, id, viewer?.id ?? null)));
});

/** PUT (name, description, isPublic, allowFork, tags…) and DELETE, owner only. */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  const id = parseOrThrow(idParamSchema, params.id);
  if (request.method !== "PUT" && request.method !== "DELETE") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const user = await requireAuthUser(context, request);
  if (request.method === "DELETE") {
    // A soft delete: restorable by its owner for 30 days (POST /api/v1/dataset/{id}/restore).
    return apiOk(await deleteDataset(context.deps, user.id, id));
  }
  const input = await parseJson(request, updateDatasetSchema);
  return apiOk(wireDataset(await updateDataset(context.deps, user.id, id, input)));
});
