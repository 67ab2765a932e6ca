import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDeps } from "~/services/deps.server";
import { rebuildGameStats } from "~/services/game/cron.server";
import { insertDataset, insertGame, insertUser } from "~/services/game/stats-fixtures.test-helper";
import { createGameFixture } from "~/services/game/testing/game-fixture";
import { moderate } from "~/services/moderation.server";
import { database } from "~db/index";
import { createTestUser } from "../factories/users";
import { BROWSER_UA, worker } from "./shell-worker";

const db = database(env.DB);
const deps = createDeps(env);
const operator = { reason: "abuse", actor: "test" };

const api = (path: string, token?: string) =>
  worker.fetch(`http://localhost${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

const page = (path: string) =>
  worker.fetch(`http://localhost${path}`, {
    headers: { Accept: "text/html", "User-Agent": BROWSER_UA, Cookie: "i18n_redirected=en-US" },
  });

describe("a deactivated account stops at once and its content leaves lists and boards", () => {
  it("its access token no longer reads, at once (not when it expires 15 minutes later)", async () => {
    const { user, accessToken } = await createTestUser(env.DB);
    expect((await api("/api/v1/profile/me", accessToken)).status).toBe(200);
    expect((await api("/api/v1/game/records", accessToken)).status).toBe(200);
    await moderate(deps, "deactivateUser", user.id, operator);
    expect((await api("/api/v1/profile/me", accessToken)).status).toBe(401);
    expect((await api("/api/v1/game/records", accessToken)).status).toBe(401);
  });

  it("its public datasets leave the lists, the search and its profile", async () => {
    const { user } = await createTestUser(env.DB);
    const name = `Deactivated realms ${crypto.randomUUID().slice(0, 8)}`;
    await createGameFixture(db, { ownerId: user.id, name });
    const search = `/api/v1/dataset/search?search=${encodeURIComponent(name)}`;
    const listed = async () => JSON.stringify(await (await api(search)).json());
    // The dataset's card names it as text (the search box holds the name as its value).
    const listPage = async () =>
      (await (await page(`/en-US/datasets?q=${encodeURIComponent(name)}`)).text()).includes(`>${name}<`);
    expect(await listed()).toContain(name);
    expect(await listPage()).toBe(true);
    expect((await api(`/api/v1/dataset/user/${user.id}`)).status).toBe(200);
    await moderate(deps, "deactivateUser", user.id, operator);
    expect(await listed()).not.toContain(name);
    expect(await listPage()).toBe(false);
    expect((await page(`/en-US/profile/${user.id}`)).status).toBe(404);
    expect((await api(`/api/v1/profile/${user.id}`)).status).toBe(404);
  });

  it("its rows leave the boards at the next cron tick, and a full rebuild does not bring them back", async () => {
    const set = await insertDataset(db, { size: 25 });
    const [cheat, honest] = [await insertUser(db), await insertUser(db)];
    const start = Date.now();
    const game = (userId: number, score: number, minute: number) =>
      insertGame(db, {
        userId,
        datasetId: set.id,
        versionId: set.versionId,
        answerEntryId: set.entryIds[0] ?? 0,
        result: "won",
        score,
        attempts: 1,
        duration: 5,
        startTime: new Date(start + minute * 1000),
        updatedAt: new Date(start + minute * 1000),
      });
    await game(cheat.id, 1000, 1);
    await game(honest.id, 500, 2);
    const board = async () =>
      (
        (await env.KV.get<{ entries: { userId: number }[] }>(`lb:dataset:${set.id}`, "json"))?.entries ?? []
      ).map((entry) => entry.userId);
    await rebuildGameStats({ env }, start + 10 * 60_000);
    expect(await board()).toEqual([cheat.id, honest.id]);
    await moderate(deps, "deactivateUser", cheat.id, operator);
    await rebuildGameStats({ env }, start + 20 * 60_000);
    expect(await board()).toEqual([honest.id]);
    await rebuildGameStats({ env }, start + 30 * 60_000, { full: true });
    expect(await board()).toEqual([honest.id]);
  });
});
