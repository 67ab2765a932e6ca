import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { createTestUser } from "../../tests/factories/users";
import { currentGeneration } from "./cache.server";
import { createDeps } from "./deps.server";
import { publicReadKey } from "./forget-on-write.server";
import { createGameFixture } from "./game/testing/game-fixture";
import { getPublicProfileView } from "./profile.server";

const publicKeys = async () => (await env.KV.list({ prefix: "cache:public:" })).keys.map((key) => key.name);

describe("a player's public page, as a far player's first view reads it", () => {
  it("is one cached copy with the player's public datasets, written to KV after the answer", async () => {
    const { user } = await createTestUser(env.DB);
    const name = `Public shelf ${crypto.randomUUID().slice(0, 8)}`;
    await createGameFixture(database(env.DB), { ownerId: user.id, name });
    const ctx = createExecutionContext();
    const deps = createDeps(env, ctx);

    const view = await getPublicProfileView(deps, user.id, null);
    expect(view.datasets.datasets.map((dataset) => dataset.name)).toEqual([name]);
    expect(view.datasets.total).toBe(1);

    await waitOnExecutionContext(ctx);
    const key = `cache:public:${await currentGeneration(deps)}:${publicReadKey.playerView(user.id)}`;
    const stored = await env.KV.get<{ datasets: { total: number } }>(key, "json");
    expect(stored?.datasets.total).toBe(1);
  });

  it("leaves no KV key behind for an id that is nobody's", async () => {
    const unknown = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    const ctx = createExecutionContext();
    await expect(getPublicProfileView(createDeps(env, ctx), unknown, null)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await waitOnExecutionContext(ctx);
    expect((await publicKeys()).filter((key) => key.includes(String(unknown)))).toEqual([]);
  });
});
