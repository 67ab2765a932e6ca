import type { Locale } from "~/i18n/config";
import type { RegisterInput } from "~/schemas/auth";
import type { AppDeps } from "~/services/deps.server";
import { DomainError, isDomainError } from "~/utils/domain-error";
import { isCommonPassword } from "./common-passwords";
import { hashPassword } from "./password.server";
import { createUser, type UserRow } from "./users.server";
import { sendEmailVerification } from "./verify-email.server";

/** A new account; with an email, a verification link goes to it (in `locale`, the page's or client's language). */
export async function registerUser(
  deps: Pick<AppDeps, "db" | "env" | "now">,
  input: RegisterInput,
  locale: Locale = "zh-CN",
): Promise<UserRow> {
  if (isCommonPassword(input.password)) {
    // The API words it by reason in the client's language (api.json reasons.passwordCommon).
    throw new DomainError("INVALID", "Registration failed: the password is too common", {
      fields: { password: ["errors.passwordCommon"] },
    }).because("passwordCommon");
  }
  const user = await createUser(deps, {
    username: input.username,
    email: input.email ?? null,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
  });
  // An address that had its verification mails for now (an earlier account, deleted) still signs up.
  if (user.email) await sendEmailVerification(deps, user.id, locale).catch(unlessLimited);
  return user;
}

function unlessLimited(error: unknown): false {
  if (isDomainError(error) && error.code === "RATE_LIMITED") return false;
  throw error;
}
