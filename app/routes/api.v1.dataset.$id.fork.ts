import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { forkDatasetSchema, idParamSchema } from "~/schemas/datasets";
import { forkDataset } from "~/services/datasets/fork.server";
import { wireDataset } from "~/services/datasets/wire";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

/** POST /api/v1/dataset/{id}/fork {name, description, is_public, allow_fork} → {message, dataset}. */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const id = parseOrThrow(idParamSchema, params.id);
  const user = await requireAuthUser(context, request);
  const input = await parseJson(request, forkDatasetSchema);
  const result = await forkDataset(context.deps, user.id, id, input);
  return apiOk({ message: result.message, dataset: wireDataset(result.dataset) }, { status: 201 });
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
