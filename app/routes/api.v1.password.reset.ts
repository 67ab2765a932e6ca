import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { resetPasswordSchema } from "~/schemas/account";
import { resetPassword } from "~/services/auth/password-reset.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  await resetPassword(context.deps, await parseJson(request, resetPasswordSchema));
  return apiOk({ reset: true });
});
