import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema, updateVersionSchema } from "~/schemas/datasets";
import { getAuthUser, requireAuthUser } from "~/services/auth/current-user.server";
import { deleteVersion, getVersion, updateVersion } from "~/services/datasets/versions.server";
import { wireVersion } from "~/services/datasets/wire";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/utils/http/api.server";
import { parseOrThrow } from "~/utils/http/validation";

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
    await deleteVersion(context.deps, user.id, id);
    return apiOk({ id, deleted: true });
  }
  const input = await parseJson(request, updateVersionSchema);
  return apiOk(wireVersion(await updateVersion(context.deps, user.id, id, input)));
});
