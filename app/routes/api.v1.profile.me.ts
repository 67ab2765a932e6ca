import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { profileUpdateSchema } from "~/schemas/profile";
import { getFullProfile, updateProfile } from "~/services/profile.server";
import { apiHandler, apiOk, methodNotAllowed, parseJson } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

async function currentUserId(args: LoaderFunctionArgs): Promise<number> {
  return (await requireAuthUser(args.context, args.request)).id;
}

export const loader = apiHandler(async (args: LoaderFunctionArgs) =>
  apiOk(await getFullProfile(args.context.deps.db, await currentUserId(args))),
);

export const action = apiHandler(async (args: ActionFunctionArgs) => {
  if (args.request.method !== "PUT") methodNotAllowed(["GET", "PUT"]);
  const userId = await currentUserId(args);
  const input = await parseJson(args.request, profileUpdateSchema);
  return apiOk(await updateProfile(args.context.deps, userId, input));
});
