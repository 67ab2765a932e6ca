import type { RegisterInput } from "~/schemas/auth";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { isCommonPassword } from "./common-passwords";
import { hashPassword } from "./password.server";
import { createUser, type UserRow } from "./users.server";

export async function registerUser(deps: Pick<AppDeps, "db">, input: RegisterInput): Promise<UserRow> {
  if (isCommonPassword(input.password)) {
    // The API words it by reason in the client's language (api.json reasons.passwordCommon).
    throw new DomainError("INVALID", "Registration failed: the password is too common", {
      fields: { password: ["errors.passwordCommon"] },
    }).because("passwordCommon");
  }
  return createUser(deps, {
    username: input.username,
    email: input.email ?? null,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
  });
}
