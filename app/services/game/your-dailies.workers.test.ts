import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { dailyDateOf } from "./daily-date.server";
import { createGameFixture } from "./testing/game-fixture";
import { pageBrowser } from "./testing/page-browser";

const db = database(env.DB);
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

describe("home's Your dailies", () => {
  it("lists the dataset dailies a guest played, marked played today, between today's daily and the featured", async () => {
    const played = await createGameFixture(db, { name: "Daily played realms" });
    const other = await createGameFixture(db, { name: "Never played realms" });
    const daily = pageBrowser(`http://localhost/en-US/game/${played.datasetId}/daily`, { language: "en-US" });
    await daily.get();
    expect(
      (
        await daily.post({
          intent: "start",
          datasetId: String(played.datasetId),
          isDailyChallenge: "on",
          dailyDate: dailyDateOf(new Date()),
        })
      ).status,
    ).toBe(303);

    // The same guest (their cookie) on home.
    const html = await (
      await worker.fetch("http://localhost/en-US", {
        headers: { Accept: "text/html", Cookie: daily.cookies() },
      })
    ).text();
    const section = html.slice(html.indexOf('data-testid="your-dailies"'));
    expect(html).toContain('data-testid="your-dailies"');
    expect(section).toContain("Daily played realms daily #1");
    expect(section).toContain("Your game of today is under way");
    expect(section).toContain(`href="/en-US/game/${played.datasetId}/daily"`);
    expect(section.slice(0, section.indexOf("featured-title"))).not.toContain("Never played realms");
    // Order: today's site daily, then Your dailies, then the featured datasets.
    const today = html.indexOf('data-testid="today-card"');
    const featured = html.indexOf('id="featured-title"');
    const yours = html.indexOf('data-testid="your-dailies"');
    if (today >= 0) expect(today).toBeLessThan(yours);
    expect(yours).toBeLessThan(featured);
    expect(other.datasetId).toBeGreaterThan(0);

    // A visitor with no games has no such section.
    const fresh = await pageBrowser("http://localhost/en-US", { language: "en-US" }).get();
    expect(fresh.html).not.toContain('data-testid="your-dailies"');
  });
});
