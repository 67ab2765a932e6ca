import { z } from "zod";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { deleteAccountFormSchema } from "~/schemas/account";
import { deleteAccount } from "~/services/auth/delete-account.server";
import { sendEmailVerification } from "~/services/auth/verify-email.server";
import { requireSessionOwner } from "~/web/account-request.server";
import { clientIp } from "~/web/auth-request.server";
import { pageAction } from "~/web/page.server";
import { clearSessionCookie, isSecureRequest } from "~/web/session-cookie.server";
import { redirectWithToast } from "~/web/toast.server";

/** The danger zone's form: the account goes, the cookie with it, and the visitor lands home. */
export const deleteAccountAction = pageAction(
  deleteAccountFormSchema,
  async ({ context, request, value, locale }) => {
    const who = await requireSessionOwner(context, request);
    await deleteAccount(
      context.deps,
      who,
      { password: value.password, confirmUsername: value.confirmUsername },
      { ip: clientIp(request) },
    );
    return redirectWithToast(
      localizePath("/", locale),
      { type: "success", title: getT(locale, "auth")("deleteAccount.done") },
      { headers: { "Set-Cookie": clearSessionCookie(isSecureRequest(request)) } },
    );
  },
  { hideFields: ["password"], shownFields: ["confirmUsername", "password"] },
);

/** "Send the verification link again" on /profile (an email not verified yet). */
export const resendVerificationAction = pageAction(
  z.object({ intent: z.literal("resendVerification") }),
  async ({ deps, requireUser, locale }) => {
    const user = await requireUser();
    await sendEmailVerification(deps, user.id, locale);
    return redirectWithToast(localizePath("/profile", locale), {
      type: "success",
      title: getT(locale, "auth")("emailStatus.sent"),
    });
  },
);
