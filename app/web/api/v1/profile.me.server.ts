import { z } from "zod";
import { deleteAccountSchema } from "~/schemas/account";
import { fullProfileSchema, profileUpdateSchema } from "~/schemas/profile";
import { deleteAccount } from "~/services/auth/delete-account.server";
import { getFullProfile, updateProfile } from "~/services/profile.server";
import { requireSessionOwner } from "~/web/account-request.server";
import { apiOk } from "~/web/api.server";
import { apiRoute } from "~/web/api-route.server";
import { clientIp } from "~/web/auth-request.server";
import { clearSessionCookie, isSecureRequest } from "~/web/session-cookie.server";

const path = "/api/v1/profile/me";

const read = apiRoute(
  {
    method: "get",
    path,
    summary: "The signed-in user's full profile",
    tag: "profile",
    auth: true,
    response: fullProfileSchema,
  },
  ({ context, user }) => getFullProfile(context.deps, user.id),
);

const update = apiRoute(
  {
    method: "put",
    path,
    summary: "Update profile fields (only the fields sent change; null clears)",
    tag: "profile",
    auth: true,
    body: profileUpdateSchema,
    response: fullProfileSchema,
  },
  ({ context, user, body }) => updateProfile(context.deps, user.id, body),
);

const remove = apiRoute(
  {
    method: "delete",
    path,
    summary:
      "Delete the account for good: the current password confirms it (an account without one must have signed in within 10 minutes). Sessions end, datasets are deleted, game records stay anonymous.",
    tag: "profile",
    auth: true,
    body: deleteAccountSchema,
    response: z.object({ deleted: z.literal(true) }),
    errors: [401, 403, 429],
  },
  async ({ request, context, body }) => {
    const who = await requireSessionOwner(context, request);
    const result = await deleteAccount(context.deps, who, body, { ip: clientIp(request) });
    return apiOk(result, { headers: { "Set-Cookie": clearSessionCookie(isSecureRequest(request)) } });
  },
);

export const endpoints = [read, update, remove];
