import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordsQuerySchema } from "~/schemas/game";
import { listPlayerRecords } from "~/services/game/list-records.server";
import { DomainError } from "~/utils/domain-error";
import { apiHandler, apiOk, parseQuery } from "~/web/api.server";
import { apiLocale, lazyUserId, requestPlayer } from "~/web/game-request.server";

/** GET /api/v1/game/records: the player's own records (signed in, or a guest by its dd_guest cookie). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { player } = await requestPlayer(lazyUserId(context, request), request);
  if (player.userId === null && player.guestId === null) {
    throw new DomainError("UNAUTHORIZED", "Sign in to see your games");
  }
  const page = parseQuery(request, recordsQuerySchema);
  return apiOk(await listPlayerRecords(context.deps, player, page, apiLocale(request)));
});
