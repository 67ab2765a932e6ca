import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordsQuerySchema } from "~/schemas/game";
import { listUserRecords } from "~/services/game/list-records.server";
import { apiHandler, apiOk, parseQuery } from "~/utils/http/api.server";
import { requireAuthUser } from "~/web/current-user.server";
import { apiLocale } from "~/web/game-request.server";

/** GET /api/v1/game/records: the signed-in player's own records. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireAuthUser(context, request);
  const page = parseQuery(request, recordsQuerySchema);
  return apiOk(await listUserRecords(context.deps, user.id, page, apiLocale(request)));
});
