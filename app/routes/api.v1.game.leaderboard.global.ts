import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getGlobalLeaderboard } from "~/services/game/leaderboard.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/game/leaderboard/global: the sum of each player's best score on every dataset that counts (ADR 007 thresholds). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const viewer = await getAuthUser(context, request);
  const deps = context.deps;
  return apiOk(await getGlobalLeaderboard(deps, viewer?.id ?? null));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
