import { gameRecordSchema, startGameSchema } from "~/schemas/game";
import { startGame } from "~/services/game/start-game.server";
import { apiOk } from "~/web/api.server";
import { apiRoute } from "~/web/api-route.server";
import { lazyUserId, requestPlayer } from "~/web/game-request.server";
import { requestInfo } from "~/web/request-info.server";

/**
 * POST /api/v1/game/record: start a game (spec §7). The answer is not in the response. A guest
 * gets the dd_guest cookie here (its games, stats and daily live against it).
 */
const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/game/record",
    summary:
      "Start a game: the server picks the answer and returns the record (without it) and its session id",
    tag: "game",
    rateTier: "gameStart",
    body: startGameSchema,
    response: gameRecordSchema,
    status: 201,
    errors: [404, 409],
  },
  async ({ request, context, body }) => {
    const { player, setCookie } = await requestPlayer(lazyUserId(context, request), request, {
      create: true,
    });
    const record = await startGame(context.deps, player, body, requestInfo(request));
    return apiOk(record, { status: 201, headers: setCookie ? { "Set-Cookie": setCookie } : {} });
  },
);

export const endpoints = [route];
