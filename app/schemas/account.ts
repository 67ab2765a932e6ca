import { z } from "zod";
import { IDENTIFIER_MAX, PASSWORD_MAX } from "../utils/auth-fields";
import { newPasswordSchema } from "./auth";

/** Messages are i18n keys of the `auth` namespace (`errors.*`). */
const currentPassword = z.string().max(PASSWORD_MAX, "errors.passwordTooLong");

/**
 * DELETE /api/v1/profile/me: the current password confirms it. An account without one (OAuth only)
 * sends none and confirms by a recent sign-in instead.
 */
export const deleteAccountSchema = z.object({ password: currentPassword.optional() });
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** The /profile danger zone: the typed username, and the password when the account has one. */
export const deleteAccountFormSchema = z.object({
  intent: z.literal("deleteAccount"),
  confirmUsername: z.string({ error: "errors.required" }).trim().max(64, "errors.confirmUsernameMismatch"),
  password: currentPassword.optional(),
});

/** POST /api/v1/password/forgot: a username, email or phone number. */
export const forgotPasswordSchema = z.object({
  identifier: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(IDENTIFIER_MAX, "errors.identifierTooLong"),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

const resetToken = z
  .string({ error: "errors.resetTokenInvalid" })
  .trim()
  .min(16, "errors.resetTokenInvalid")
  .max(128, "errors.resetTokenInvalid");

/** POST /api/v1/password/reset. */
export const resetPasswordSchema = z.object({ token: resetToken, password: newPasswordSchema });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({
    confirmPassword: z.string({ error: "errors.required" }).max(PASSWORD_MAX, "errors.passwordTooLong"),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "errors.passwordMismatch",
  });

/** The verification link's token (GET /auth/verify?token=… and POST /api/v1/email/verify). */
export const verifyEmailSchema = z.object({ token: resetToken });
