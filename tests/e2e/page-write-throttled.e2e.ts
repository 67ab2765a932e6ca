import { describe, expect, it } from "vitest";
import { type Account, signInFreshAccount } from "./support/accounts";
import { newPage, pageErrors, ready } from "./support/browser";
import { baseUrl } from "./support/env";

/**
 * A page write that no form message answers (the profile page picks one of its three forms itself)
 * with the player's write budget spent (60 a minute, docs/rate-limits.md): the 429 page in the
 * page's language, never a page the script cannot read (ADR 028). Both passes: with JavaScript the
 * save is a single-fetch post (`/en-US/profile.data`), without it a form post.
 */

/** Seconds the write window has left once the budget is spent, so the save lands in it. */
const ROOM_SECONDS = 15;

/** Spends the account's write budget through the API, in a window with ROOM_SECONDS left. */
async function spendWriteBudget(account: Account): Promise<void> {
  for (let sent = 0; sent < 300; sent++) {
    const response = await fetch(`${baseUrl}/api/v1/favorite`, {
      method: "POST",
      headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ dataset_id: 999_999_999 }),
    });
    await response.arrayBuffer();
    if (response.status !== 429) continue;
    const left = Number(response.headers.get("Retry-After"));
    if (left >= ROOM_SECONDS) return;
    await new Promise((resolve) => setTimeout(resolve, left * 1000));
  }
  throw new Error("the write budget was never spent with time left in its window");
}

describe("a page write with the write budget spent", () => {
  it("shows the 429 page in the page's language", { timeout: 120_000 }, async () => {
    const page = await newPage({ locale: "en-US" });
    const account = await signInFreshAccount(page, "throttled");
    await page.goto("/en-US/profile");
    await ready(page);
    await spendWriteBudget(account);
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/en-US/profile"),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const refused = await answer;
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    await page.getByRole("heading", { name: "Too many requests" }).waitFor();
    expect(await page.locator("[data-status]").getAttribute("data-status")).toBe("429");
    expect(pageErrors(page)).toEqual([]);
  });
});
