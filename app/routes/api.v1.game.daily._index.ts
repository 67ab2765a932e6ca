import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getAuthUser } from "~/web/current-user.server";
import { getDailyInfo } from "~/services/game/daily-view.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/utils/http/api.server";

/** GET /api/v1/game/daily: today's challenge, without its answer. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const viewer = await getAuthUser(context, request);
  const env = context.cloudflare.env;
  return apiOk(await getDailyInfo(context.deps, { viewerId: viewer?.id ?? null }));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
