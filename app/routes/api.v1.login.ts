import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { loginSchema } from "~/schemas/auth";
import { loginWithPassword } from "~/services/auth/login.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { clientIp } from "~/web/auth-request.server";
import { signIn } from "~/web/auth-session.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const input = await parseJson(request, loginSchema);
  const user = await loginWithPassword(context.deps, input, { ip: clientIp(request) });
  const { body, setCookie } = await signIn(context, request, user, input.rememberMe);
  return apiOk(body, { headers: { "Set-Cookie": setCookie } });
});
