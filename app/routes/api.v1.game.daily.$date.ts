import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dailyDateSchema } from "~/schemas/game-stats";
import { getDailyInfo } from "~/services/game/daily-view.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/game/daily/{YYYY-MM-DD}: an archive day (unranked); never the answer; future → 404. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const date = parseOrThrow(dailyDateSchema, params.date);
  const { player } = await requestPlayer(lazyUserId(context, request), request);
  return apiOk(await getDailyInfo(context.deps, { date, viewerId: player.userId, player }));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
