import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createGameFixture } from "~/services/game/testing/game-fixture";
import { database } from "~db/index";
import { datasetStats } from "~db/schema";

/**
 * A game page's stats panel never shows a misleading 0: before the cron has counted the dataset it
 * says so, and when only guests played, "Players" does not read 0 beside the games.
 */
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);

async function panelOf(path: string, language: "en-US" | "zh-CN") {
  const response = await worker.fetch(`http://localhost${path}`, {
    headers: { Accept: "text/html", Cookie: `i18n_redirected=${language}` },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf('class="stats-panel"');
  expect(start).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf("</section>", start))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the game page's dataset stats panel", () => {
  it("says 'not counted yet' before the cron has counted the dataset, in both languages", async () => {
    const fixture = await createGameFixture(db, { name: "Uncounted realms" });
    const en = await panelOf(`/en-US/game/${fixture.datasetId}`, "en-US");
    expect(en).toContain("Not counted yet: stats are rebuilt every 10 minutes.");
    expect(en).not.toContain("No finished games yet");
    expect(await panelOf(`/game/${fixture.datasetId}`, "zh-CN")).toContain("尚未统计");
  });

  it("games played by guests only: the players figure says so instead of 0", async () => {
    const fixture = await createGameFixture(db, { name: "Guest realms" });
    await db.insert(datasetStats).values({
      datasetId: fixture.datasetId,
      totalGames: 4,
      uniquePlayers: 0,
      averageAccuracyRate: 0.5,
      averageDuration: 40,
      bestDuration: 12,
      averageGuesses: 3,
      generatedAt: new Date(),
    });
    const en = await panelOf(`/en-US/game/${fixture.datasetId}`, "en-US");
    expect(en).toContain("Games played 4");
    expect(en).toContain("Signed-in players Guests only so far");
    expect(en).not.toMatch(/players 0/i);
    expect(await panelOf(`/game/${fixture.datasetId}`, "zh-CN")).toContain("登录玩家 目前只有访客");
  });
});
