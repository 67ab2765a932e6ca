import { fullProfileSchema, profileUpdateSchema, publicProfileSchema } from "~/schemas/profile";
import { defineOperations } from "../operation";

export const operations = defineOperations([
  {
    method: "get",
    path: "/api/v1/profile/me",
    summary: "The signed-in user's full profile",
    tag: "profile",
    auth: true,
    response: fullProfileSchema,
  },
  {
    method: "put",
    path: "/api/v1/profile/me",
    summary: "Update profile fields (only the fields sent change; null clears)",
    tag: "profile",
    auth: true,
    body: profileUpdateSchema,
    response: fullProfileSchema,
  },
  {
    method: "get",
    path: "/api/v1/profile/{userId}",
    summary: "A user's public profile: id, nickname, avatar and gender only",
    tag: "profile",
    response: publicProfileSchema,
    errors: [404],
  },
]);
