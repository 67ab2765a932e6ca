import { authResponseSchema, loginSchema } from "~/schemas/auth";
import { loginWithPassword } from "~/services/auth/login.server";
import { apiOk } from "~/web/api.server";
import { apiRoute } from "~/web/api-route.server";
import { clientIp } from "~/web/auth-request.server";
import { signIn } from "~/web/auth-session.server";
import { readDeviceClaims } from "~/web/device-cookie.server";

const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/login",
    summary:
      "Sign in by username, email or phone (5 failures per 15 min per account and IP, then 429; a browser that signed in to the account before: 5 per device)",
    tag: "auth",
    // Sign-in keeps its own throttle (ADR 009).
    rateTier: null,
    body: loginSchema,
    response: authResponseSchema,
    errors: [401, 429],
  },
  async ({ request, context, body: input }) => {
    const devices = await readDeviceClaims(context.deps.env, request);
    const user = await loginWithPassword(context.deps, input, { ip: clientIp(request), devices });
    const { body, setCookies } = await signIn(context, request, user, input.rememberMe);
    return apiOk(body, { headers: setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
  },
);

export const endpoints = [route];
