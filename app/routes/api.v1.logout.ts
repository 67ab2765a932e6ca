import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { logoutSchema } from "~/schemas/auth";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { logoutFromRequest } from "~/web/auth-session.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const { refreshToken } = await parseJson(request, logoutSchema);
  const setCookie = await logoutFromRequest(context, request, refreshToken);
  return apiOk({ loggedOut: true }, { headers: { "Set-Cookie": setCookie } });
});
