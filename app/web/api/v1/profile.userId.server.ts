import { publicProfileSchema, userIdParamSchema } from "~/schemas/profile";
import { getPublicProfile } from "~/services/profile.server";
import { apiRoute } from "~/web/api-route.server";

const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/profile/{userId}",
    summary: "A user's public profile: id, nickname, avatar and gender only",
    tag: "profile",
    params: { userId: userIdParamSchema },
    response: publicProfileSchema,
    errors: [404],
  },
  ({ context, params }) => getPublicProfile(context.deps, params.userId),
);

export const endpoints = [route];
