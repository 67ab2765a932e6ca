import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { datasetLeaderboardQuerySchema } from "~/schemas/game-stats";
import { getDatasetLeaderboard } from "~/services/game/leaderboard.server";
import { apiHandler, apiOk, methodNotAllowed, parseQuery } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/game/leaderboard/dataset?dataset_id=: each player's best won game on the dataset. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { datasetId } = parseQuery(request, datasetLeaderboardQuerySchema);
  const viewer = await getAuthUser(context, request);
  const deps = context.deps;
  return apiOk(await getDatasetLeaderboard(deps, datasetId, viewer?.id ?? null));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
