import { z } from "zod";
import {
  EMAIL_MAX,
  HONEYPOT_FIELD,
  IDENTIFIER_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../utils/auth-fields";

export { HONEYPOT_FIELD };

/** Messages are i18n keys of the `auth` namespace (`errors.*`), translated where they are shown. */
export const identifierTypes = ["username", "email", "phone"] as const;
export type IdentifierType = (typeof identifierTypes)[number];

export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;
export const PHONE_PATTERN = /^\+?[0-9]{6,20}$/;

export const usernameSchema = z
  .string({ error: "errors.required" })
  .trim()
  .min(USERNAME_MIN, "errors.usernameTooShort")
  .max(USERNAME_MAX, "errors.usernameTooLong")
  .regex(USERNAME_PATTERN, "errors.usernameChars");

export const emailSchema = z
  .string({ error: "errors.required" })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, "errors.emailTooLong")
  .pipe(z.email("errors.emailInvalid"));

export const phoneSchema = z
  .string({ error: "errors.required" })
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ""))
  .pipe(z.string().max(21, "errors.phoneInvalid").regex(PHONE_PATTERN, "errors.phoneInvalid"));

export const newPasswordSchema = z
  .string({ error: "errors.required" })
  .min(PASSWORD_MIN, "errors.passwordTooShort")
  .max(PASSWORD_MAX, "errors.passwordTooLong");

/** The identifier's type when the client did not say: an `@` is an email, digits a phone number. */
export function detectIdentifierType(identifier: string): IdentifierType {
  if (identifier.includes("@")) return "email";
  if (PHONE_PATTERN.test(identifier.replace(/[\s()-]/g, ""))) return "phone";
  return "username";
}

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

/** POST /api/v1/register (spec §7): the identifier of `identifierType` is required; username always. */
export const registerSchema = z
  .object({
    identifierType: z.enum(identifierTypes).optional(),
    identifier: z.string().trim().max(IDENTIFIER_MAX, "errors.identifierTooLong").optional(),
    username: usernameSchema,
    email: optional(emailSchema),
    phone: optional(phoneSchema),
    password: newPasswordSchema,
    rememberMe: z.boolean().optional(),
  })
  .transform((input, ctx) => {
    const type = input.identifierType ?? "username";
    const out = { ...input, identifierType: type };
    if (type === "username") return out;
    const raw = out[type] ?? input.identifier;
    const parsed = (type === "email" ? emailSchema : phoneSchema).safeParse(raw ?? "");
    if (!parsed.success) {
      ctx.addIssue({
        code: "custom",
        path: [type],
        message: raw ? parsed.error.issues[0].message : "errors.required",
      });
      return z.NEVER;
    }
    return { ...out, [type]: parsed.data };
  });
export type RegisterInput = z.output<typeof registerSchema>;

/** POST /api/v1/login (spec §7). */
export const loginSchema = z.object({
  identifierType: z.enum(identifierTypes).optional(),
  identifier: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(IDENTIFIER_MAX, "errors.identifierTooLong"),
  password: z
    .string({ error: "errors.required" })
    .min(1, "errors.required")
    .max(PASSWORD_MAX, "errors.passwordTooLong"),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.output<typeof loginSchema>;

const honeypot = { [HONEYPOT_FIELD]: z.string().max(500).optional() };

/** Where to go after signing in: an unusable value (too long, repeated) is dropped, so the user lands home. */
const redirectTo = z.string().max(2048).optional().catch(undefined);

export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: optional(emailSchema),
    phone: optional(phoneSchema),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "errors.required" }).max(PASSWORD_MAX, "errors.passwordTooLong"),
    redirectTo,
    ...honeypot,
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "errors.passwordMismatch",
  });

export const loginFormSchema = loginSchema.extend({
  redirectTo,
  ...honeypot,
});

export const refreshSchema = z.object({ refreshToken: z.string().max(256).optional() });
export const logoutSchema = refreshSchema;

export const authUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const authResponseSchema = z.object({
  user: authUserSchema,
  accessToken: z.string(),
  expiresIn: z.number().int(),
});

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  user: authUserSchema,
  rememberMe: z.boolean(),
  refreshToken: z.string().optional(),
});
