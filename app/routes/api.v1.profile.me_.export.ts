import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountExportResponse } from "~/web/account-export.server";
import { apiHandler, methodNotAllowed } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

/** GET /api/v1/profile/me/export: the whole account as one JSON file (not the envelope: a download). */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = await requireAuthUser(context, request);
  return accountExportResponse(context.deps, user);
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
