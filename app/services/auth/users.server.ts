import { eq, or } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { profiles, users } from "~db/schema";

export type UserRow = typeof users.$inferSelect;
export type NewUser = {
  username: string;
  email?: string | null;
  phone?: string | null;
  passwordHash: string | null;
  isVerified?: boolean;
  nickname?: string | null;
  avatarUrl?: string | null;
};

export type UniqueField = "username" | "email" | "phone";

/** spec §3 user (auth) fields as the API returns them. */
export function publicAuthUser(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isActive: user.isActive,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
export type PublicAuthUser = ReturnType<typeof publicAuthUser>;

export function conflict(field: UniqueField): DomainError {
  return new DomainError("CONFLICT", `${field} is already taken`, { field, fields: { [field]: ["taken"] } });
}

/** Which of username/email/phone another account already holds (usernames case-insensitively). */
export async function findTakenField(
  { db }: Pick<AppDeps, "db">,
  input: Omit<NewUser, "passwordHash">,
): Promise<UniqueField | null> {
  const conditions = [eq(users.username, input.username)];
  if (input.email) conditions.push(eq(users.email, input.email));
  if (input.phone) conditions.push(eq(users.phone, input.phone));
  const rows = await db
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(or(...conditions))
    .all();
  for (const row of rows) {
    if (row.username === input.username) return "username";
    if (input.email && row.email === input.email) return "email";
    if (input.phone && row.phone === input.phone) return "phone";
  }
  return null;
}

export async function createUser({ db }: Pick<AppDeps, "db">, input: NewUser): Promise<UserRow> {
  const taken = await findTakenField({ db }, input);
  if (taken) throw conflict(taken);
  let user: UserRow;
  try {
    user = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email || null,
        phone: input.phone || null,
        passwordHash: input.passwordHash,
        isVerified: input.isVerified ?? false,
      })
      .returning()
      .get();
  } catch (error) {
    // A concurrent registration won the unique index between the check and the insert.
    const text = String(error);
    for (const field of ["username", "email", "phone"] as const)
      if (text.includes(`users.${field}`)) throw conflict(field);
    throw error;
  }
  await db.insert(profiles).values({
    userId: user.id,
    nickname: input.nickname ?? input.username,
    avatarUrl: input.avatarUrl ?? null,
  });
  return user;
}

export async function findUserById({ db }: Pick<AppDeps, "db">, id: number): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.id, id)).get()) ?? null;
}
