import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { guessSchema } from "~/schemas/game";
import { submitGuess } from "~/services/game/guess.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { apiLocale, recordCredentials } from "~/web/game-request.server";

const params = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/v1/game/record/{id}/guess: one guess, judged by the server. */
export const action = apiHandler(async ({ request, context, params: raw }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { id } = parseOrThrow(params, raw);
  const input = await parseJson(request, guessSchema);
  const result = await submitGuess(
    context.deps,
    { recordId: id, entryId: input.entryId, locale: apiLocale(request) },
    recordCredentials(context, request, input.sessionId),
  );
  return apiOk(result);
});

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));
