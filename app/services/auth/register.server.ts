import type { RegisterInput } from "~/schemas/auth";
import { REGISTER_FAILED } from "~/utils/auth-messages";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { isCommonPassword } from "./common-passwords";
import { hashPassword } from "./password.server";
import { createUser, type UserRow } from "./users.server";

export const REGISTER_FAILED_MESSAGE = REGISTER_FAILED;

export async function registerUser(db: Database, input: RegisterInput): Promise<UserRow> {
  if (isCommonPassword(input.password)) {
    throw new DomainError("INVALID", `${REGISTER_FAILED_MESSAGE}: password is too common`, {
      fields: { password: ["errors.passwordCommon"] },
    });
  }
  return createUser(db, {
    username: input.username,
    email: input.email ?? null,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
  });
}
