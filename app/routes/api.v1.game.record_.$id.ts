import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { beaconSchema, endGameSchema, recordReadQuerySchema } from "~/schemas/game";
import { readRecordWithChallenge } from "~/services/game/challenge.server";
import { endGame } from "~/services/game/end-game.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseJson, parseQuery } from "~/web/api.server";
import { apiLocale, recordCredentials } from "~/web/game-request.server";

const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * PUT /api/v1/game/record/{id}: end a game. POST is the beacon form (sendBeacon can neither PUT
 * nor set headers): a text/plain JSON body whose session_id is its only credential.
 */
export const action = apiHandler(async ({ request, context, params: raw }: ActionFunctionArgs) => {
  const { id } = parseOrThrow(params, raw);
  const locale = apiLocale(request);
  if (request.method === "PUT") {
    const input = await parseJson(request, endGameSchema);
    const credentials = recordCredentials(context, request, input.sessionId);
    return apiOk(await endGame(context.deps, id, input, credentials, locale));
  }
  if (request.method === "POST") {
    const input = await parseJson(request, beaconSchema);
    return apiOk(await endGame(context.deps, id, input, { sessionId: input.sessionId }, locale));
  }
  return methodNotAllowed(["GET", "PUT", "POST"]);
});

/**
 * GET /api/v1/game/record/{id}: the record (answer only once ended) with the challenger's result
 * beside it and, once ended, the token of its own challenge link. Proved like a guess: the
 * `session_id` query parameter, the guest cookie or the signed-in owner.
 */
export const loader = apiHandler(async ({ request, context, params: raw }: LoaderFunctionArgs) => {
  const { id } = parseOrThrow(params, raw);
  const { sessionId } = parseQuery(request, recordReadQuerySchema);
  const credentials = recordCredentials(context, request, sessionId);
  return apiOk(await readRecordWithChallenge(context.deps, id, credentials, apiLocale(request)));
});
