import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { loginSchema } from "~/schemas/auth";
import { clientIp } from "~/services/auth/client-meta.server";
import { loginWithPassword } from "~/services/auth/login.server";
import { startSession } from "~/services/auth/start-session.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/utils/http/api.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const input = await parseJson(request, loginSchema);
  const user = await loginWithPassword(context.deps.db, input, clientIp(request));
  const { body, setCookie } = await startSession(context, request, user, input.rememberMe);
  return apiOk(body, { headers: { "Set-Cookie": setCookie } });
});
