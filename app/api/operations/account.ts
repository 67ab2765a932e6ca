import { z } from "zod";
import {
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "~/schemas/account";
import { reportSchema } from "~/schemas/report";
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
  {
    method: "post",
    path: "/api/v1/password/forgot",
    summary:
      "Send a password reset link (valid 30 minutes, single use) to the account's email. Always 202 with the same message, whether or not the account exists.",
    tag: "auth",
    body: forgotPasswordSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: [429],
  },
  {
    method: "post",
    path: "/api/v1/password/reset",
    summary: "Set a new password with a reset token; every session of the account ends",
    tag: "auth",
    body: resetPasswordSchema,
    response: z.object({ reset: z.literal(true) }),
    errors: [429],
  },
  {
    method: "post",
    path: "/api/v1/email/verify",
    summary: "Verify the account's email with the token of the link sent to it (valid 24 hours)",
    tag: "auth",
    body: verifyEmailSchema,
    response: z.object({ verified: z.literal(true) }),
  },
  {
    method: "post",
    path: "/api/v1/dataset/{id}/report",
    summary: "Report a dataset to the operators (one open report per player and dataset)",
    tag: "datasets",
    auth: true,
    body: reportSchema,
    response: z.object({ id: z.number().int(), status: z.literal("open") }),
    errors: [401, 404, 409, 429],
  },
]);
