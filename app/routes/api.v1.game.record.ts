import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { startGameSchema } from "~/schemas/game";
import { getAuthUser } from "~/web/current-user.server";
import { startGame } from "~/services/game/start-game.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/utils/http/api.server";
import { requestInfo } from "~/web/request-info.server";

/** POST /api/v1/game/record: start a game (spec §7). The answer is not in the response. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const input = await parseJson(request, startGameSchema);
  const user = await getAuthUser(context, request);
  const record = await startGame(context.deps, user?.id ?? null, input, requestInfo(request));
  return apiOk(record, { status: 201 });
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
