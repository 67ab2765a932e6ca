import { z } from "zod";
import { resetPasswordSchema } from "~/schemas/account";
import { resetPassword } from "~/services/auth/password-reset.server";
import { apiRoute } from "~/web/api-route.server";

const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/password/reset",
    summary: "Set a new password with a reset token; every session of the account ends",
    tag: "auth",
    rateTier: "reset",
    body: resetPasswordSchema,
    response: z.object({ reset: z.literal(true) }),
    errors: [429],
  },
  async ({ context, body }) => {
    await resetPassword(context.deps, body);
    return { reset: true };
  },
);

export const endpoints = [route];
