import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { registerSchema } from "~/schemas/auth";
import { registerUser } from "~/services/auth/register.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { messageLocale } from "~/web/api-messages.server";
import { signIn } from "~/web/auth-session.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const input = await parseJson(request, registerSchema);
  const user = await registerUser(context.deps, input, messageLocale(request));
  const { body, setCookie } = await signIn(context, request, user, input.rememberMe ?? false);
  return apiOk(body, { headers: { "Set-Cookie": setCookie } });
});
