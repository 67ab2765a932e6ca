import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createGameFixture, type Fixture } from "~/services/game/testing/game-fixture";
import { database } from "~db/index";
import { createTestUser } from "../factories/users";

// Issue 41 (round 3): "anyone can fill the daily leaderboard" with a cookie-less guest sending
// `is_ranked: true`. The server decides ranking; a guest's game never reaches a board (every board
// query keeps signed-in players only). Before, the field was dropped without a word, so the client
// believed it had played a ranked game.

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(database(env.DB), { name: "Ranked claims" });
});

async function start(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await worker.fetch("http://localhost/api/v1/game/record", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.56.1", ...headers },
    body: JSON.stringify({ dataset_id: fixture.datasetId, ...body }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message?: string;
      details?: { fields?: Record<string, string[]> };
      data?: { is_ranked: boolean };
    },
  };
}

describe("is_ranked is the server's to decide", () => {
  it("refuses is_ranked: true from a guest, in words, in both languages", async () => {
    const en = await start({ is_ranked: true }, { "Accept-Language": "en-US" });
    expect(en.status).toBe(400);
    expect(en.body.details?.fields).toMatchObject({ is_ranked: ["errors.guestNeverRanked"] });
    expect(en.body.message).toContain("never counts on a leaderboard");
    const zh = await start({ is_ranked: true }, { "Accept-Language": "zh-CN" });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain("不会进入任何排行榜");
  }, 60_000);

  it("a signed-in player's is_ranked: true changes nothing: a practice game stays unranked", async () => {
    const user = await createTestUser(env.DB);
    const game = await start({ is_ranked: true }, { Authorization: `Bearer ${user.accessToken}` });
    expect(game.status).toBe(201);
    expect(game.body.data?.is_ranked).toBe(false);
  }, 60_000);
});
