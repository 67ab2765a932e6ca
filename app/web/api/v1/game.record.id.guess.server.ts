import { idParamSchema } from "~/schemas/datasets";
import { guessResultSchema, guessSchema } from "~/schemas/game";
import { submitGuess } from "~/services/game/guess.server";
import { apiRoute } from "~/web/api-route.server";
import { apiLocale, recordCredentials } from "~/web/game-request.server";

/** POST /api/v1/game/record/{id}/guess: one guess, judged by the server. */
const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/game/record/{id}/guess",
    summary: "Guess an entry; guests send the record's session_id, a signed-in owner may rely on their token",
    tag: "game",
    rateTier: "play",
    params: { id: idParamSchema },
    body: guessSchema,
    response: guessResultSchema,
    errors: [404, 409],
  },
  ({ request, context, params, body }) =>
    submitGuess(
      context.deps,
      { recordId: params.id, entryId: body.entryId, locale: apiLocale(request) },
      recordCredentials(context, request, body.sessionId),
    ),
);

export const endpoints = [route];
