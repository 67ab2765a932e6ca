import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadQuerySchema, idParamSchema } from "~/schemas/datasets";
import { downloadVersion } from "~/services/datasets/download.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, methodNotAllowed, parseQuery } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/versions/{id}/download?format=csv|json: the file `downloadUrl(s)` point to. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const id = parseOrThrow(idParamSchema, params.id);
  const { format } = parseQuery(request, downloadQuerySchema);
  const viewer = await getAuthUser(context, request);
  return downloadVersion(context.deps, id, viewer?.id ?? null, format);
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
