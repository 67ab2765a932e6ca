import { describe, expect, it } from "vitest";
import { type Account, addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled } from "./support/env";

/**
 * The challenger learns how friends did: after a friend plays the challenge link of a finished
 * game, the challenger's profile lists the friend with their result and who won (390 px, both
 * languages, JavaScript on and off).
 */

async function api<T>(account: Account, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A practice game on seed dataset 1 won at once: its answer read from D1. */
async function winAtOnce(account: Account, challenge?: string) {
  const record = await api<{ id: number }>(account, "/api/v1/game/record", {
    dataset_id: 1,
    ...(challenge ? { challenge } : {}),
  });
  const [{ answer }] = await queryD1<{ answer: number }>(
    sql`SELECT answer_entry_id AS answer FROM game_records WHERE id = ${record.id}`,
  );
  await api(account, `/api/v1/game/record/${record.id}/guess`, { entry_id: answer });
  return record.id;
}

describe("challenge results for the sender", () => {
  it("the challenger's profile lists the friend who played the link, with the result", async () => {
    const alice = await registerAccount("ch_a");
    const bob = await registerAccount("ch_b");
    const mine = await winAtOnce(alice);
    const read = await fetch(`${baseUrl}/api/v1/game/record/${mine}`, {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    const token = ((await read.json()) as { data: { challenge_token: string } }).data.challenge_token;
    await winAtOnce(bob, token);
    for (const [locale, prefix, title, verdict] of [
      ["en-US", "/en-US", "Friends who took your challenges", "Found in 1 guess"],
      ["zh-CN", "", "接受你挑战的好友", "1 次猜中"],
    ] as const) {
      const page = await newPage({ locale });
      await page.setViewportSize({ width: 390, height: 844 });
      await addSessionCookie(page, alice);
      expect((await page.goto(`${prefix}/profile`))?.status()).toBe(200);
      await ready(page);
      const inbox = page.getByTestId("challenge-inbox");
      expect(await inbox.getByRole("heading", { name: title }).count()).toBe(1);
      const reply = inbox.locator("li").filter({ hasText: bob.username });
      expect(await reply.count(), `${locale}, JS ${jsEnabled ? "on" : "off"}`).toBe(1);
      expect(await reply.textContent()).toContain(verdict);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      if (locale === "en-US")
        await page.screenshot({ path: "tests/e2e/artifacts/profile-challenges-390-en.png" });
    }
  });
});
