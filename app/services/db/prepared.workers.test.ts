import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { profiles, sessions, users } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { batchPrepared, prepared } from "./prepared.server";

const db = database(env.DB);

const usernameById = prepared((d) =>
  d
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

const sessionsExpiringBefore = prepared((d) =>
  d
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      sql`${sessions.userId} = ${sql.placeholder("userId")} AND ${sessions.expiresAt} < ${sql.placeholder("before")}`,
    )
    .prepare(),
);

const setNickname = prepared((d) =>
  d
    .update(profiles)
    .set({ nickname: sql`${sql.placeholder("nickname")}`, updatedAt: sql`${sql.placeholder("now")}` })
    .where(eq(profiles.userId, sql.placeholder("userId")))
    .prepare(),
);

describe("prepared statements", () => {
  it("are built once per database and bind each call's own values", async () => {
    const first = await createTestUser(db);
    const second = await createTestUser(db);
    expect(usernameById(db)).toBe(usernameById(db));
    expect(await usernameById(db).get({ id: first.user.id })).toEqual({ username: first.user.username });
    expect(await usernameById(db).get({ id: second.user.id })).toEqual({ username: second.user.username });
    expect(await usernameById(db).get({ id: -1 })).toBeUndefined();
  });

  it("map results like the built query (timestamps as Dates)", async () => {
    const { user } = await createTestUser(db);
    const rows = await sessionsExpiringBefore(db).all({
      userId: user.id,
      before: Date.now() + 400 * 86_400_000,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].expiresAt).toBeInstanceOf(Date);
    expect(await sessionsExpiringBefore(db).all({ userId: user.id, before: 0 })).toEqual([]);
  });

  it("run together in one batch with their own values", async () => {
    const { user } = await createTestUser(db);
    await db.insert(profiles).values({ userId: user.id }).onConflictDoNothing();
    const [updated, [named]] = await batchPrepared({ db }, [
      [setNickname(db), { nickname: "Batched", userId: user.id, now: 5_000 }],
      [usernameById(db), { id: user.id }],
    ] as const);
    expect(updated).toBeTruthy();
    expect(named).toEqual({ username: user.username });
    const row = await db
      .select({ nickname: profiles.nickname, updatedAt: profiles.updatedAt })
      .from(profiles)
      .where(eq(profiles.userId, user.id))
      .get();
    expect(row).toEqual({ nickname: "Batched", updatedAt: new Date(5_000) });
  });
});
