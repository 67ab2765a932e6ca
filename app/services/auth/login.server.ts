import { eq } from "drizzle-orm";
import { detectIdentifierType, emailSchema, type LoginInput, phoneSchema } from "~/schemas/auth";
import type { AppDeps } from "~/services/deps.server";
import { LOGIN_FAILED } from "~/utils/auth-messages";
import { DomainError } from "~/utils/domain-error";
import type { Database } from "~db/index";
import { users } from "~db/schema";
import { type DeviceClaim, deviceFor } from "./device-token.server";
import {
  assertNotThrottled,
  clearFailedLogins,
  recordFailedLogin,
  throttleKeys,
} from "./login-throttle.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import type { UserRow } from "./users.server";

export const LOGIN_FAILED_MESSAGE = LOGIN_FAILED;

export function normalizeIdentifier(type: "username" | "email" | "phone", identifier: string): string {
  if (type === "email") return emailSchema.safeParse(identifier).data ?? identifier.toLowerCase();
  if (type === "phone") return phoneSchema.safeParse(identifier).data ?? identifier;
  return identifier;
}

export async function findByIdentifier(db: Database, type: "username" | "email" | "phone", value: string) {
  const column = type === "email" ? users.email : type === "phone" ? users.phone : users.username;
  return (await db.select().from(users).where(eq(column, value)).get()) ?? null;
}

/**
 * Checks the password under the login throttle (login-throttle.server.ts: per account and IP,
 * per IP, and a progressive account-wide delay). Unknown accounts and wrong passwords fail the
 * same way and take the same time. `devices` are the accounts this browser proved it signed in to
 * before (ADR 047): only a token for the account being signed in to changes the throttle's keys.
 */
export async function loginWithPassword(
  deps: Pick<AppDeps, "db" | "now">,
  input: Pick<LoginInput, "identifier" | "identifierType" | "password">,
  { ip, devices = [] }: { ip: string; devices?: readonly DeviceClaim[] },
): Promise<UserRow> {
  const { db } = deps;
  const now = deps.now().getTime();
  const type = input.identifierType ?? detectIdentifierType(input.identifier);
  const identifier = normalizeIdentifier(type, input.identifier);
  const user = await findByIdentifier(db, type, identifier);
  const device = deviceFor(devices, user?.id);
  const keys = throttleKeys(user ? user.id : `${type}:${identifier}`, ip, device?.nonce);
  await assertNotThrottled({ db }, keys, now);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid || !user.isActive) {
    await recordFailedLogin({ db }, keys, now);
    throw new DomainError("UNAUTHORIZED", LOGIN_FAILED_MESSAGE).because("loginFailed");
  }
  await clearFailedLogins({ db }, keys);
  return user;
}
