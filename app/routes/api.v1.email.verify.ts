import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { verifyEmailSchema } from "~/schemas/account";
import { verifyEmail } from "~/services/auth/verify-email.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { token } = await parseJson(request, verifyEmailSchema);
  await verifyEmail(context.deps, token);
  return apiOk({ verified: true });
});
