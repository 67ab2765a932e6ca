import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema, updateVersionSchema } from "~/schemas/datasets";
import { deleteVersion } from "~/services/datasets/trash.server";
import { getVersion, updateVersion } from "~/services/datasets/versions.server";
import { wireVersion } from "~/services/datasets/wire";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { getAuthUser, requireAuthUser } from "~/web/current-user.server";

export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const id = parseOrThrow(idParamSchema, params.id);
  const viewer = await getAuthUser(context, request);
  return apiOk(wireVersion(await getVersion(context.deps, id, viewer?.id ?? null)));
});

/** PUT {changelog, name, description, tags, isPublic} and DELETE, owner only. */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  const id = parseOrThrow(idParamSchema, params.id);
  if (request.method !== "PUT" && request.method !== "DELETE") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const user = await requireAuthUser(context, request);
  if (request.method === "DELETE") {
    // A soft delete: restorable by its owner for 30 days (POST /api/v1/versions/{id}/restore).
    return apiOk(await deleteVersion(context.deps, user.id, id));
  }
  const input = await parseJson(request, updateVersionSchema);
  return apiOk(wireVersion(await updateVersion(context.deps, user.id, id, input)));
});
