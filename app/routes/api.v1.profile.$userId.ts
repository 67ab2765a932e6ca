import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { userIdParamSchema } from "~/schemas/profile";
import { getPublicProfile } from "~/services/profile.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";

export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const userId = parseOrThrow(userIdParamSchema, params.userId);
  return apiOk(await getPublicProfile(context.deps.db, userId));
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
