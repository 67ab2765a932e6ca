import { refreshResponseSchema, refreshSchema } from "~/schemas/auth";
import { apiErrorResponse, apiOk } from "~/web/api.server";
import { apiRoute } from "~/web/api-route.server";
import { refreshFromRequest } from "~/web/auth-session.server";

const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/refresh",
    summary: "Rotate the refresh token (dd_session cookie or refresh_token) and get a new access token",
    tag: "auth",
    // Refresh keeps its own throttle (ADR 009).
    rateTier: null,
    body: refreshSchema,
    response: refreshResponseSchema,
    errors: [401],
  },
  async ({ request, context, body: input }) => {
    try {
      const { body, setCookie } = await refreshFromRequest(context, request, input.refreshToken);
      return apiOk(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : {});
    } catch (error) {
      // A refused refresh still clears a stale session cookie.
      const response = apiErrorResponse(error);
      const setCookie = (error as { setCookie?: unknown }).setCookie;
      if (typeof setCookie === "string") response.headers.append("Set-Cookie", setCookie);
      return response;
    }
  },
);

export const endpoints = [route];
