import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, raw } from "~/services/datasets/testing/api-client";
import { database } from "~db/index";
import { datasets, gameRecords, sessions, users } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { runScheduled } from "../../../tests/support/run-cron";
import { insertDataset, insertGame } from "../game/stats-fixtures.test-helper";

const db = database(env.DB);
const runCron = () => runScheduled({ ...env, BOARD_MIN_ENTRIES: "1", BOARD_MIN_PLAYERS: "1" });

type Board = { entries: { user_id: number; username: string }[] };

async function boardUserIds(datasetId: number): Promise<number[]> {
  const board = await api<Board>(`/api/v1/game/leaderboard/dataset?dataset_id=${datasetId}`);
  return board.body.data.entries.map((entry) => entry.user_id);
}

describe("DELETE /api/v1/profile/me", () => {
  it("needs the current password; then sign-in fails, the profile is 404, the boards drop the player and others' forks stay", async () => {
    const ann = await createTestUser(db);
    const bob = await createTestUser(db);
    const own = await insertDataset(db, { size: 12, ownerId: ann.user.id });
    const fork = await insertDataset(db, { size: 12, ownerId: bob.user.id, forkedFromId: own.id });
    const board = await insertDataset(db, { size: 12 });
    const on = { datasetId: board.id, versionId: board.versionId, answerEntryId: board.entryIds[0] ?? 0 };
    const annGame = await insertGame(db, { ...on, userId: ann.user.id, score: 900, duration: 20 });
    await insertGame(db, { ...on, userId: bob.user.id, score: 500, duration: 60 });
    await runCron();
    expect(await boardUserIds(board.id)).toEqual([ann.user.id, bob.user.id]);
    // What a real record carries about its player (kept until the account goes).
    await db
      .update(gameRecords)
      .set({
        ipAddress: "203.0.113.9",
        userAgent: "Browser/1",
        guestId: "guest-ann",
        updatedAt: annGame.updatedAt,
      })
      .where(eq(gameRecords.id, annGame.id));

    const wrong = await api("/api/v1/profile/me", {
      method: "DELETE",
      token: ann.accessToken,
      body: { password: "not-the-password" },
    });
    expect(wrong.status).toBe(403);
    const missing = await api("/api/v1/profile/me", { method: "DELETE", token: ann.accessToken, body: {} });
    expect(missing.status).toBe(400);
    expect(await db.select().from(users).where(eq(users.id, ann.user.id)).get()).toBeDefined();

    const done = await api("/api/v1/profile/me", {
      method: "DELETE",
      token: ann.accessToken,
      body: { password: ann.password },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ deleted: true });

    // Every session and token is revoked, and sign-in fails.
    expect(await db.select().from(sessions).where(eq(sessions.userId, ann.user.id)).all()).toEqual([]);
    const cookieRead = await raw("/profile", { headers: { Cookie: ann.sessionCookie }, redirect: "manual" });
    expect(cookieRead.status).toBe(302);
    const write = await api("/api/v1/profile/me", {
      method: "PUT",
      token: ann.accessToken,
      body: { bio: "x" },
    });
    expect(write.status).toBe(401);
    const login = await api("/api/v1/login", {
      method: "POST",
      body: { identifier: ann.user.username, password: ann.password },
    });
    expect(login.status).toBe(401);

    // The public profile is gone from the API and both pages.
    expect((await api(`/api/v1/profile/${ann.user.id}`)).status).toBe(404);
    expect((await raw(`/users/${ann.user.id}`)).status).toBe(404);
    expect((await raw(`/en-US/profile/${ann.user.id}`)).status).toBe(404);

    // The records stay as anonymous statistics.
    const record = await db.select().from(gameRecords).where(eq(gameRecords.id, annGame.id)).get();
    expect(record).toMatchObject({
      userId: null,
      guestId: null,
      ipAddress: null,
      userAgent: null,
      score: 900,
      result: "won",
    });

    // Their dataset is soft-deleted; the fork someone else made stays and credits a deleted user.
    const source = await db.select().from(datasets).where(eq(datasets.id, own.id)).get();
    expect(source?.deletedAt).not.toBeNull();
    expect(source?.ownerId).toBeNull();
    expect((await api(`/api/v1/dataset/${own.id}`)).status).toBe(404);
    const forked = await api<{ forked_from: { owner_deleted: boolean } }>(`/api/v1/dataset/${fork.id}`);
    expect(forked.status).toBe(200);
    expect(forked.body.data.forked_from).toMatchObject({ owner_deleted: true });
    const forkPage = await (await raw(`/en-US/datasets/${fork.id}`)).text();
    expect(forkPage).toContain("Forked from a dataset by a deleted user");

    // The next tick republishes the board without the player.
    await runCron();
    expect(await boardUserIds(board.id)).toEqual([bob.user.id]);
  });

  it("confirms an account without a password by a recent sign-in", async () => {
    const oauthOnly = await createTestUser(db);
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, oauthOnly.user.id));
    // A session that signed in 11 minutes ago is too old to confirm.
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.userId, oauthOnly.user.id));
    const stale = await api("/api/v1/profile/me", { method: "DELETE", token: oauthOnly.accessToken });
    expect(stale.status).toBe(403);
    await db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, oauthOnly.user.id));
    const fresh = await api("/api/v1/profile/me", { method: "DELETE", token: oauthOnly.accessToken });
    expect(fresh.status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, oauthOnly.user.id)).get()).toBeUndefined();
  });
});
