import { z } from "zod";
import { logoutSchema } from "~/schemas/auth";
import { apiOk } from "~/web/api.server";
import { apiRoute } from "~/web/api-route.server";
import { logoutFromRequest } from "~/web/auth-session.server";

const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/logout",
    summary: "End the session family and clear the cookie",
    tag: "auth",
    rateTier: null,
    body: logoutSchema,
    response: z.object({ loggedOut: z.boolean() }),
  },
  async ({ request, context, body }) => {
    const setCookie = await logoutFromRequest(context, request, body.refreshToken);
    return apiOk({ loggedOut: true }, { headers: { "Set-Cookie": setCookie } });
  },
);

export const endpoints = [route];
