import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, pageErrors, ready } from "./support/browser";
import { queryD1 } from "./support/d1";
import { giveUp } from "./support/give-up";

/**
 * A player whose address spent the play budget (30 plays in 10 s, docs/rate-limits.md) gives up:
 * the refusal is said under the guess box in the page's language, never an error page or a raw
 * key, and the game can be given up once the window has passed. Both passes: with JavaScript the
 * give-up is a single-fetch post (`/en-US/game/{id}.data`), without it a form post.
 */

const THROTTLED = "Too many moves at once. Wait a moment, then try again.";

async function elementsId(): Promise<number> {
  const [row] = await queryD1<{ id: number }>("SELECT id FROM datasets WHERE slug = 'elements'");
  if (!row) throw new Error("the e2e database has no seeded elements dataset");
  return row.id;
}

/** Seconds the play window has left once the budget is spent, so the give-up lands in it. */
const ROOM_SECONDS = 5;

/**
 * Spends the play budget of the page's address (the context's `CF-Connecting-IP`, which its
 * request helper sends too) with API guesses on no game, in a window with at least ROOM_SECONDS
 * left (the windows are fixed: one spent near its end is over before the give-up is sent).
 */
async function spendPlayBudget(page: Page): Promise<void> {
  for (let sent = 0; sent < 200; sent++) {
    const response = await page.request.post("/api/v1/game/record/999999999/guess", {
      data: { entry_id: 1, session_id: "sess_spent" },
    });
    if (response.status() !== 429) continue;
    const left = Number(response.headers()["retry-after"]);
    if (left >= ROOM_SECONDS) return;
    await page.waitForTimeout(left * 1000);
  }
  throw new Error("the play budget was never spent with time left in its window");
}

describe("giving up with the play budget spent", () => {
  it("says so under the guess box, then gives up once the window has passed", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.goto(`/en-US/game/${await elementsId()}`);
    await ready(page);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("combobox").waitFor();
    await ready(page);

    await spendPlayBudget(page);
    const refusal = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/en-US/game/"),
    );
    await giveUp(page, "en-US");
    const refused = await refusal;
    expect(refused.status()).toBe(429);
    const wait = Number(refused.headers()["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    const message = page.locator("#guess-form-guess-error");
    await message.waitFor();
    expect(await message.textContent()).toBe(THROTTLED);
    expect(await page.getByTestId("game-over").count()).toBe(0);

    // The window is fixed (docs/rate-limits.md): once it has passed, the same give-up goes through.
    await page.waitForTimeout(wait * 1000 + 500);
    await giveUp(page, "en-US");
    await page.getByTestId("game-over").waitFor();
    expect(await page.getByTestId("game-over").textContent()).toContain("Out of luck this time");
    expect(pageErrors(page)).toEqual([]);
  });
});
