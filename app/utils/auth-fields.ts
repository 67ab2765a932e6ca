/**
 * The account forms' limits and field names, shared by the zod schemas (`app/schemas/auth.ts`)
 * and the pages' inputs. No zod here: the login and register pages import this in the browser
 * (first-visit JavaScript).
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const EMAIL_MAX = 254;
export const IDENTIFIER_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The honeypot field of the public forms: people never see it, so it stays empty. */
export const HONEYPOT_FIELD = "dd_contact_trap";
