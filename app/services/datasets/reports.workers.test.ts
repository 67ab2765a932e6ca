import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, raw } from "~/services/datasets/testing/api-client";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { datasetReports, moderationLog } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { insertDataset } from "../game/stats-fixtures.test-helper";
import { moderate } from "../moderation.server";

const db = database(env.DB);
const deps = createDeps(env);

describe("reports and moderation", () => {
  it("report → hide → 404 for everyone but the owner, who sees why → unhide", async () => {
    const owner = await createTestUser(db);
    const reporter = await createTestUser(db);
    const set = await insertDataset(db, { size: 12, ownerId: owner.user.id, name: `Reported ${Date.now()}` });

    expect(
      (await api(`/api/v1/dataset/${set.id}/report`, { method: "POST", body: { reason: "spam" } })).status,
    ).toBe(401);
    const bad = await api(`/api/v1/dataset/${set.id}/report`, {
      method: "POST",
      token: reporter.accessToken,
      body: { reason: "boring" },
    });
    expect(bad.status).toBe(400);
    const filed = await api(`/api/v1/dataset/${set.id}/report`, {
      method: "POST",
      token: reporter.accessToken,
      body: { reason: "offensive", note: "slurs in the hints" },
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ status: "open" });
    const again = await api(`/api/v1/dataset/${set.id}/report`, {
      method: "POST",
      token: reporter.accessToken,
      body: { reason: "spam" },
    });
    expect(again.status).toBe(409);

    await moderate(deps, "hideDataset", set.id, { reason: "Offensive hints", actor: "ops@example" });
    expect((await api(`/api/v1/dataset/${set.id}`)).status).toBe(404);
    expect((await api(`/api/v1/dataset/${set.id}`, { token: reporter.accessToken })).status).toBe(404);
    const list = await api<{ list?: { id: number }[]; datasets?: { id: number }[] }>(
      `/api/v1/dataset?query=${encodeURIComponent(set.name)}`,
    );
    expect(JSON.stringify(list.body.data)).not.toContain(`"id":${set.id},`);
    const own = await api<{ hidden_reason: string | null }>(`/api/v1/dataset/${set.id}`, {
      token: owner.accessToken,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.hidden_reason).toBe("Offensive hints");
    // The owner cannot publish it again while it is hidden.
    await api(`/api/v1/dataset/${set.id}`, {
      method: "PUT",
      token: owner.accessToken,
      body: { is_public: true },
    });
    expect((await api(`/api/v1/dataset/${set.id}`)).status).toBe(404);
    const report = await db.select().from(datasetReports).where(eq(datasetReports.datasetId, set.id)).get();
    expect(report?.status).toBe("actioned");

    await moderate(deps, "unhideDataset", set.id, { reason: "Hints fixed", actor: "ops@example" });
    expect((await api(`/api/v1/dataset/${set.id}`)).status).toBe(200);
    const log = await db.select().from(moderationLog).where(eq(moderationLog.targetId, set.id)).all();
    expect(log.map((entry) => [entry.action, entry.actor, entry.reason])).toEqual([
      ["hide", "ops@example", "Offensive hints"],
      ["unhide", "ops@example", "Hints fixed"],
    ]);
    expect(log.every((entry) => entry.createdAt instanceof Date)).toBe(true);
  });

  it("a hidden user has no public profile and their datasets are hidden with them", async () => {
    const user = await createTestUser(db);
    const set = await insertDataset(db, { size: 12, ownerId: user.user.id });
    await moderate(deps, "hideUser", user.user.id, { reason: "Spam account", actor: "ops" });
    expect((await api(`/api/v1/profile/${user.user.id}`)).status).toBe(404);
    expect((await api(`/api/v1/dataset/${set.id}`)).status).toBe(404);
    await moderate(deps, "unhideUser", user.user.id, { reason: "Appeal accepted", actor: "ops" });
    expect((await api(`/api/v1/profile/${user.user.id}`)).status).toBe(200);
    expect((await api(`/api/v1/dataset/${set.id}`)).status).toBe(200);
  });

  it("has a report page for signed-in players that works without JavaScript, linked from the dataset page", async () => {
    const owner = await createTestUser(db);
    const player = await createTestUser(db);
    const set = await insertDataset(db, { size: 12, ownerId: owner.user.id });
    const guest = await raw(`/en-US/datasets/${set.id}/report`, { redirect: "manual" });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toContain("/en-US/auth/login");
    const datasetPage = await (
      await raw(`/en-US/datasets/${set.id}`, { headers: { Cookie: player.sessionCookie } })
    ).text();
    expect(datasetPage).toContain(`/en-US/datasets/${set.id}/report`);
    const ownPage = await (
      await raw(`/en-US/datasets/${set.id}`, { headers: { Cookie: owner.sessionCookie } })
    ).text();
    expect(ownPage).not.toContain(`/datasets/${set.id}/report`);
    const form = await raw(`/datasets/${set.id}/report`, { headers: { Cookie: player.sessionCookie } });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("侵犯版权");
    const sent = await raw(`/datasets/${set.id}/report`, {
      method: "POST",
      headers: { Cookie: player.sessionCookie },
      body: new URLSearchParams({ intent: "report", reason: "copyright", note: "scanned book" }),
      redirect: "manual",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/datasets/${set.id}`);
    const rows = await db.select().from(datasetReports).where(eq(datasetReports.datasetId, set.id)).all();
    expect(rows).toMatchObject([
      { reporterId: player.user.id, reason: "copyright", note: "scanned book", status: "open" },
    ]);
  });
});
