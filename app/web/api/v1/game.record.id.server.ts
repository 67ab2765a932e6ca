import { idParamSchema } from "~/schemas/datasets";
import {
  beaconSchema,
  endGameSchema,
  gameRecordSchema,
  recordReadQuerySchema,
  recordWithChallengeSchema,
} from "~/schemas/game";
import { readRecordWithChallenge } from "~/services/game/challenge.server";
import { endGame } from "~/services/game/end-game.server";
import { apiRoute } from "~/web/api-route.server";
import { apiLocale, recordCredentials } from "~/web/game-request.server";

const path = "/api/v1/game/record/{id}";
const tag = "game";
const params = { id: idParamSchema };

/**
 * GET: the record (answer only once ended) with the challenger's result beside it and, once ended,
 * the token of its own challenge link. Proved like a guess: the `session_id` query parameter, the
 * guest cookie or the signed-in owner.
 */
const read = apiRoute(
  {
    method: "get",
    path,
    summary:
      "A game record (answer once ended) with the challenger's result beside it and, once ended, its own challenge token",
    tag,
    params,
    query: recordReadQuerySchema,
    response: recordWithChallengeSchema,
    errors: [404],
  },
  ({ request, context, params, query }) => {
    const credentials = recordCredentials(context, request, query.sessionId);
    return readRecordWithChallenge(context.deps, params.id, credentials, apiLocale(request));
  },
);

/** PUT: end a game. */
const end = apiRoute(
  {
    method: "put",
    path,
    summary: "End a game; the first end wins, client values are kept only in other_info",
    tag,
    rateTier: "play",
    params,
    body: endGameSchema,
    response: gameRecordSchema,
    errors: [404],
  },
  ({ request, context, params, body }) => {
    const credentials = recordCredentials(context, request, body.sessionId);
    return endGame(context.deps, params.id, body, credentials, apiLocale(request));
  },
);

/** POST is the beacon form (sendBeacon can neither PUT nor set headers): its session_id is its only credential. */
const beacon = apiRoute(
  {
    method: "post",
    path,
    summary: "End a game by navigator.sendBeacon: a text/plain JSON body authenticated by its session_id",
    tag,
    rateTier: "play",
    params,
    body: beaconSchema,
    bodyContentType: "text/plain",
    response: gameRecordSchema,
    errors: [404],
  },
  ({ request, context, params, body }) =>
    endGame(context.deps, params.id, body, { sessionId: body.sessionId }, apiLocale(request)),
);

export const endpoints = [read, end, beacon];
