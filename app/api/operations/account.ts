import { z } from "zod";
import { deleteAccountSchema } from "~/schemas/account";
import { defineOperations } from "../operation";

export const operations = defineOperations([
  {
    method: "delete",
    path: "/api/v1/profile/me",
    summary:
      "Delete the account for good: the current password confirms it (an account without one must have signed in within 10 minutes). Sessions end, datasets are deleted, game records stay anonymous.",
    tag: "profile",
    auth: true,
    body: deleteAccountSchema,
    response: z.object({ deleted: z.literal(true) }),
    errors: [401, 403, 429],
  },
  {
    method: "get",
    path: "/api/v1/profile/me/export",
    summary:
      "Everything the account holds as one JSON file: profile, game records with guesses, stats, favorites, datasets with every version in the upload format",
    tag: "profile",
    auth: true,
    errors: [401, 429],
  },
]);
