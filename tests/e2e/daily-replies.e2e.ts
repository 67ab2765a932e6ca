import { describe, expect, it } from "vitest";
import { type Account, addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, pageErrors, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled } from "./support/env";

/**
 * The sender of today's daily sees on its end screen who took their challenge, on a phone
 * (390×844) in both languages, JavaScript on and off; copying the link says "Copied"; a toast
 * stays off the game card.
 */

const SLOW = 120_000;
const pass = jsEnabled ? "js" : "nojs";

async function api<T>(account: Account | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A game played through the API: `wrong` wrong entries, then the answer (from D1). */
async function playByApi(account: Account, start: Record<string, unknown>, wrong: number) {
  const record = await api<{ id: number }>(account, "POST", "/api/v1/game/record", start);
  const misses = await queryD1<{ id: number }>(sql`
    SELECT e.id FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${record.id} AND e.id <> r.answer_entry_id ORDER BY e.position LIMIT ${wrong}`);
  const [{ answer }] = await queryD1<{ answer: number }>(
    sql`SELECT answer_entry_id AS answer FROM game_records WHERE id = ${record.id}`,
  );
  for (const { id } of [...misses, { id: answer }]) {
    await api(account, "POST", `/api/v1/game/record/${record.id}/guess`, { entry_id: id });
  }
  const read = await api<{ challenge_token: string }>(account, "GET", `/api/v1/game/record/${record.id}`);
  return read.challenge_token;
}

/** A flash toast as the server sets it (Remix's unsigned cookie: base64 JSON). */
const toastCookie = (title: string) =>
  encodeURIComponent(
    Buffer.from(JSON.stringify({ id: `t-${pass}`, type: "success", title })).toString("base64"),
  );

describe("who took my daily's challenge", () => {
  it(
    "the daily's end screen lists the friend who beat me, in both languages, on a phone",
    async () => {
      const alice = await registerAccount("rp_a");
      const bob = await registerAccount("rp_b");
      const daily = await api<{ dataset_id: number; date: string }>(null, "GET", "/api/v1/game/daily");
      const token = await playByApi(alice, { dataset_id: daily.dataset_id, is_daily_challenge: true }, 2);
      // Bob has not played today: the link plays his daily, and his 1 guess beats alice's 3.
      await playByApi(bob, { dataset_id: daily.dataset_id, challenge: token }, 0);

      for (const [locale, prefix, title, line] of [
        ["en-US", "/en-US", "Friends who took your challenge", "Beat you"],
        ["zh-CN", "", "接受你挑战的朋友", "赢了你"],
      ] as const) {
        const page = await newPage({ locale });
        await page.setViewportSize({ width: 390, height: 844 });
        await addSessionCookie(page, alice);
        await page
          .context()
          .addCookies([{ name: "dd_toast", value: toastCookie("Welcome back"), url: baseUrl }]);
        expect((await page.goto(`${prefix}/game/${daily.dataset_id}?daily=${daily.date}`))?.status()).toBe(
          200,
        );
        await ready(page);
        const replies = page.getByTestId("challenge-replies");
        expect(await replies.getByRole("heading", { name: title }).count()).toBe(1);
        const bobs = replies.locator("li").filter({ hasText: bob.username });
        expect(await bobs.count(), `${locale}, JS ${pass}`).toBe(1);
        expect(await bobs.textContent()).toContain(line);
        expect(await bobs.getAttribute("data-verdict")).toBe("lost");

        // The toast shows over the header, not over the game card.
        const toast = page.locator(".toast-region .toast");
        await toast.waitFor();
        const toastBox = await toast.boundingBox();
        const cardBox = await page.getByTestId("game-over").boundingBox();
        expect(toastBox && cardBox && toastBox.y + toastBox.height <= cardBox.y).toBe(true);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.screenshot({
          path: `tests/e2e/artifacts/daily-replies-390-${locale}-${pass}.png`,
          fullPage: true,
        });
        expect(pageErrors(page)).toEqual([]);
      }
    },
    SLOW,
  );

  it.skipIf(!jsEnabled)(
    "copying the challenge link says Copied, on the button and to screen readers",
    async () => {
      const carol = await registerAccount("rp_c");
      const daily = await api<{ dataset_id: number; date: string }>(null, "GET", "/api/v1/game/daily");
      await playByApi(carol, { dataset_id: daily.dataset_id, is_daily_challenge: true }, 1);
      const page = await newPage({ locale: "en-US" });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await addSessionCookie(page, carol);
      await page.goto(`/en-US/game/${daily.dataset_id}?daily=${daily.date}`);
      await ready(page);
      await page.locator(".game-page[data-hydrated]").waitFor();
      await page.getByTestId("copy-challenge").click();
      await expect.poll(() => page.getByTestId("copy-challenge").textContent()).toBe("✓ Copied");
      const status = page.getByTestId("challenge-link-status");
      expect(await status.getAttribute("role")).toBe("status");
      expect(await status.textContent()).toBe("Copied to the clipboard.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("?challenge=");
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});
