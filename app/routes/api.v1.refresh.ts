import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { refreshSchema } from "~/schemas/auth";
import { apiErrorResponse, apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { refreshFromRequest } from "~/web/auth-session.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const { refreshToken } = await parseJson(request, refreshSchema);
  try {
    const { body, setCookie } = await refreshFromRequest(context, request, refreshToken);
    return apiOk(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : {});
  } catch (error) {
    const response = apiErrorResponse(error);
    const setCookie = (error as { setCookie?: unknown }).setCookie;
    if (typeof setCookie === "string") response.headers.append("Set-Cookie", setCookie);
    return response;
  }
});
