import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entriesQuerySchema, idParamSchema } from "~/schemas/datasets";
import { suggestEntries } from "~/services/datasets/entries.server";
import { wireEntry } from "~/services/datasets/wire";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseQuery } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/dataset/{id}/entries?query=&limit=: guess autocomplete over the latest version. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const id = parseOrThrow(idParamSchema, params.id);
  const { query, limit } = parseQuery(request, entriesQuerySchema);
  const viewer = await getAuthUser(context, request);
  const entries = await suggestEntries(context.deps, id, viewer?.id ?? null, query, limit);
  return apiOk({ entries: entries.map(wireEntry) });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
