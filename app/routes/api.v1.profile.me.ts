import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { profileUpdateSchema } from "~/schemas/profile";
import { getAuthUser } from "~/services/auth/current-user.server";
import { getFullProfile, updateProfile } from "~/services/profile.server";
import { DomainError } from "~/utils/domain-error";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/utils/http/api.server";

async function currentUserId(args: LoaderFunctionArgs): Promise<number> {
  const user = await getAuthUser(args.context, args.request);
  if (!user) throw new DomainError("UNAUTHORIZED", "No authentication token");
  return user.id;
}

export const loader = apiHandler(async (args: LoaderFunctionArgs) =>
  apiOk(await getFullProfile(args.context.deps.db, await currentUserId(args))),
);

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") methodNotAllowed(["GET", "PUT"]);
  const userId = await currentUserId(args);
  const input = await parseJson(args.request, profileUpdateSchema);
  return apiOk(await updateProfile(args.context.deps.db, userId, input));
});
