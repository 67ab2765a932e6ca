import { authResponseSchema, registerSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth/register.server";
import { apiOk } from "~/web/api.server";
import { messageLocale } from "~/web/api-messages.server";
import { apiRoute } from "~/web/api-route.server";
import { signIn } from "~/web/auth-session.server";

const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/register",
    summary: "Create an account and sign in (sets the dd_session cookie)",
    tag: "auth",
    rateTier: "signUp",
    body: registerSchema,
    response: authResponseSchema,
    errors: [409],
  },
  async ({ request, context, body: input }) => {
    const user = await registerUser(context.deps, input, messageLocale(request));
    const { body, setCookies } = await signIn(context, request, user, input.rememberMe ?? false);
    return apiOk(body, { headers: setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
  },
);

export const endpoints = [route];
