import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { startGameSchema } from "~/schemas/game";
import { startGame } from "~/services/game/start-game.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";
import { requestInfo } from "~/web/request-info.server";

/**
 * POST /api/v1/game/record: start a game (spec §7). The answer is not in the response. A guest
 * gets the dd_guest cookie here (its games, stats and daily live against it).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const input = await parseJson(request, startGameSchema);
  const { player, setCookie } = await requestPlayer(lazyUserId(context, request), request, { create: true });
  const record = await startGame(context.deps, player, input, requestInfo(request));
  return apiOk(record, { status: 201, headers: setCookie ? { "Set-Cookie": setCookie } : {} });
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
