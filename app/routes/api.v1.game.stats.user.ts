import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAuthUser } from "~/web/current-user.server";
import { getUserStats } from "~/services/game/stats.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/utils/http/api.server";

/** GET /api/v1/game/stats/user: the signed-in player's stats, as the cron job last built them. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireAuthUser(context, request);
  return apiOk(await getUserStats(context.deps, user.id));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
