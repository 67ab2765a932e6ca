import { z } from "zod";
import { forgotPasswordSchema } from "~/schemas/account";
import { requestPasswordReset } from "~/services/auth/password-reset.server";
import { messageLocale } from "~/web/api-messages.server";
import { apiRoute } from "~/web/api-route.server";
import { clientIp } from "~/web/auth-request.server";
import { readDeviceClaims } from "~/web/device-cookie.server";

/** Always 202 with the same body, whether or not the identifier names an account. */
const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/password/forgot",
    summary:
      "Send a password reset link (valid 1 hour, single use) to the account's email. Always 202 with the same body, whether or not the account exists. At most 5 links an hour go to one account (3 from one IP) whoever asks; past that nothing more is sent until the hour ends, and the newest link already sent still works (ADR 055). A browser that signed in to the account before (`dd_device`) has 3 of its own per 15 minutes.",
    tag: "auth",
    // Reset requests also count per account and IP over 15 minutes (password-reset.server.ts).
    rateTier: "reset",
    body: forgotPasswordSchema,
    response: z.object({ sent: z.literal(true) }),
    status: 202,
    errors: [429],
  },
  async ({ request, context, body }) =>
    requestPasswordReset(context.deps, body, {
      ip: clientIp(request),
      locale: messageLocale(request),
      devices: await readDeviceClaims(context.deps.env, request),
    }),
);

export const endpoints = [route];
