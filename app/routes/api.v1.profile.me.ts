import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { deleteAccountSchema } from "~/schemas/account";
import { profileUpdateSchema } from "~/schemas/profile";
import { deleteAccount } from "~/services/auth/delete-account.server";
import { getFullProfile, updateProfile } from "~/services/profile.server";
import { requireSessionOwner } from "~/web/account-request.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { clientIp } from "~/web/auth-request.server";
import { requireAuthUser } from "~/web/current-user.server";
import { clearSessionCookie, isSecureRequest } from "~/web/session-cookie.server";

async function currentUserId(args: LoaderFunctionArgs): Promise<number> {
  return (await requireAuthUser(args.context, args.request)).id;
}

export const loader = apiHandler(async (args: LoaderFunctionArgs) =>
  apiOk(await getFullProfile(args.context.deps.db, await currentUserId(args))),
);

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  const { request, context } = args;
  if (request.method === "DELETE") {
    const who = await requireSessionOwner(context, request);
    const input = await parseJson(request, deleteAccountSchema);
    const result = await deleteAccount(context.deps, who, input, { ip: clientIp(request) });
    return apiOk(result, { headers: { "Set-Cookie": clearSessionCookie(isSecureRequest(request)) } });
  }
  if (request.method !== "PUT") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const userId = await currentUserId(args);
  const input = await parseJson(request, profileUpdateSchema);
  return apiOk(await updateProfile(context.deps, userId, input));
});
