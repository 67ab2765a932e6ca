import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema } from "~/schemas/datasets";
import { reportSchema } from "~/schemas/report";
import { reportDataset } from "~/services/datasets/reports.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

/** POST /api/v1/dataset/{id}/report: 201 with the open report; 409 when this player has one open. */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const id = parseOrThrow(idParamSchema, params.id);
  const user = await requireAuthUser(context, request);
  const input = await parseJson(request, reportSchema);
  return apiOk(await reportDataset(context.deps, user.id, id, input), { status: 201 });
});
