import { recordsPageSchema, recordsQuerySchema } from "~/schemas/game";
import { listPlayerRecords } from "~/services/game/list-records.server";
import { DomainError } from "~/utils/domain-error";
import { apiRoute } from "~/web/api-route.server";
import { apiLocale, lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/game/records: the player's own records (signed in, or a guest by its dd_guest cookie). */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/game/records",
    summary: "The player's own game records, newest first (signed in, or a guest by its dd_guest cookie)",
    tag: "game",
    auth: "player",
    query: recordsQuerySchema,
    response: recordsPageSchema,
  },
  async ({ request, context, query }) => {
    const { player } = await requestPlayer(lazyUserId(context, request), request);
    if (player.userId === null && player.guestId === null) {
      throw new DomainError("UNAUTHORIZED", "Sign in to see your games");
    }
    return listPlayerRecords(context.deps, player, query, apiLocale(request));
  },
);

export const endpoints = [route];
