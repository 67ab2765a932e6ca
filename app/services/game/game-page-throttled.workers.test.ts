import { env, exports } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createGameFixture, type Fixture } from "./testing/game-fixture";
import { pageBrowser } from "./testing/page-browser";

/**
 * A guest who spent their own play budget (30 plays in 10 s, docs/rate-limits.md) and then gives up: the page says so in the player's language, under the guess box, and the game
 * goes on (it can be given up once the window has passed).
 */

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Throttled realms" });
});

let lastAddress = 0;
const freshAddress = () => `198.18.7.${++lastAddress}`;

/**
 * Spends the guest's play budget with API guesses (on no game) sent with its cookies, in a window
 * with at least 3 s left: the windows are fixed, and one spent at its very end is over before the
 * give-up is sent.
 */
async function spendPlays(ip: string, cookies: string) {
  for (let sent = 0; sent < 200; sent++) {
    const response = await worker.fetch(`${ORIGIN}/api/v1/game/record/999999999/guess`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Cookie: cookies },
      body: JSON.stringify({ entry_id: 1, session_id: "sess_spent" }),
    });
    await response.arrayBuffer();
    if (response.status !== 429) continue;
    const left = Number(response.headers.get("Retry-After"));
    if (left >= 3) return;
    await new Promise((resolve) => setTimeout(resolve, left * 1000));
  }
  throw new Error("the play budget was never spent with time left in its window");
}

async function latestResult(guestId: string) {
  const [row] = await db
    .select({ result: gameRecords.result })
    .from(gameRecords)
    .where(eq(gameRecords.guestId, guestId))
    .orderBy(desc(gameRecords.id))
    .limit(1);
  return row?.result;
}

/** The messages under the guess box (its field error). */
const guessBoxError = (html: string) =>
  /<p id="guess-form-guess-error"[^>]*>([\s\S]*?)<\/p>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

describe("a give-up after the play budget is spent (no JavaScript)", () => {
  for (const [language, prefix, words] of [
    ["en-US", "/en-US", "Too many moves at once. Wait a moment, then try again."],
    ["zh-CN", "", "操作太频繁了，请稍等片刻再试。"],
  ] as const) {
    it(`says so under the guess box in ${language} and keeps the game`, { timeout: 30_000 }, async () => {
      const ip = freshAddress();
      const page = pageBrowser(`${ORIGIN}${prefix}/game/${fixture.datasetId}`, { language, ip });
      expect((await page.post({ intent: "start" })).status).toBe(303);
      await spendPlays(ip, page.cookies());
      const refused = await page.post({ intent: "giveup" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      expect(guessBoxError(refused.html)).toBe(words);
      expect(await latestResult(page.guestId())).toBe("playing");
    });
  }
});
