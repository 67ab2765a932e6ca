import { fullProfileSchema, profileUpdateSchema } from "~/schemas/profile";
import { getFullProfile, updateProfile } from "~/services/profile.server";
import { apiMethods, apiRoute } from "~/web/api-route.server";

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

const route = apiMethods(read, update);

export const loader = route.loader;
export const action = route.action;
