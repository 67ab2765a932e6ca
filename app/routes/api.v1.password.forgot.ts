import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { forgotPasswordSchema } from "~/schemas/account";
import { requestPasswordReset } from "~/services/auth/password-reset.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { messageLocale } from "~/web/api-messages.server";
import { clientIp } from "~/web/auth-request.server";

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

/** Always 202 with the same body, whether or not the identifier names an account. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const input = await parseJson(request, forgotPasswordSchema);
  const result = await requestPasswordReset(context.deps, input, {
    ip: clientIp(request),
    locale: messageLocale(request),
  });
  return apiOk(result, { status: 202 });
});
