import { z } from "zod";
import { verifyEmailSchema } from "~/schemas/account";
import { verifyEmail } from "~/services/auth/verify-email.server";
import { apiRoute } from "~/web/api-route.server";

const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/email/verify",
    summary: "Verify the account's email with the token of the link sent to it (valid 24 hours, single use)",
    tag: "auth",
    rateTier: "reset",
    body: verifyEmailSchema,
    response: z.object({ verified: z.literal(true) }),
  },
  async ({ context, body }) => {
    await verifyEmail(context.deps, body.token);
    return { verified: true };
  },
);

export const endpoints = [route];
