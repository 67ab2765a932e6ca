import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { jsEnabled } from "./support/env";

/**
 * Issue 40 item 4 on a phone (390×844), JavaScript on and off: a timed practice game that runs out
 * is lost and not scored, its end screen keeps the answer back and offers "Keep guessing (not
 * scored)" and "Show the answer"; a later guess gets its feedback, and finding the answer shows it.
 */

const SLOW = 120_000;
const pass = jsEnabled ? "js" : "nojs";

async function loaded(page: Page) {
  await ready(page);
  if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor({ timeout: 60_000 });
}

/** A signed-in phone that started a timed practice game of Countries, whose clock then ran out. */
async function timedOutGame(locale: "en-US" | "zh-CN", prefix: string) {
  const [countries] = await queryD1<{ id: number }>("SELECT id FROM datasets WHERE slug = 'countries'");
  const account = await registerAccount(prefix);
  const page = await newPage({ locale: "en-US" });
  await page.setViewportSize({ width: 390, height: 844 });
  await addSessionCookie(page, account);
  // Started on the English page; the ended game is then seen on the page of `locale`.
  await page.goto(`/en-US/game/${countries.id}`);
  await loaded(page);
  await page.getByTestId("timed-option").check();
  await page.locator("form:has([data-testid=timed-option]) button[type=submit]").click();
  await page.getByRole("combobox").waitFor();
  const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
  // The clock runs out: the stored start moves back past the 5 minutes (no waiting).
  await queryD1(sql`UPDATE game_records SET start_time = start_time - 301000 WHERE id = ${recordId}`);
  const [answer] = await queryD1<{ name: string; id: number }>(sql`
    SELECT e.name, e.id FROM game_records r JOIN entries e ON e.id = r.answer_entry_id WHERE r.id = ${recordId}`);
  const [wrong] = await queryD1<{ name: string }>(sql`
    SELECT e.name FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} AND e.id <> r.answer_entry_id ORDER BY e.position LIMIT 1`);
  // Chinese is the unprefixed site (`/game/…`; there is no `/zh-CN/` path), chosen by its cookie.
  if (locale === "zh-CN") {
    await page
      .context()
      .addCookies([
        { name: "i18n_redirected", value: "zh-CN", url: new URL(page.url()).origin, sameSite: "Lax" },
      ]);
  }
  await page.goto(`${locale === "en-US" ? "/en-US" : ""}/game/${countries.id}`);
  await loaded(page);
  await page.getByTestId("game-over").waitFor();
  return { page, recordId, answer, wrong };
}

async function send(page: Page, name: string) {
  const box = page.getByTestId("overtime-guess").getByRole("combobox");
  await box.fill(name);
  await box.press("Enter");
  await page.waitForLoadState("load");
  await loaded(page);
}

describe("a timed game that runs out", () => {
  it(
    "is lost and not scored, keeps the answer back, takes further guesses and shows the answer once found",
    async () => {
      const { page, recordId, answer, wrong } = await timedOutGame("en-US", "to_a");
      expect(await page.getByTestId("game-over").textContent()).toContain(
        "Time ran out: this game is lost and not scored.",
      );
      expect(await page.getByTestId("keep-guessing").textContent()).toBe("Keep guessing (not scored)");
      expect(await page.getByTestId("show-answer").textContent()).toBe("Show the answer");
      expect(await page.content()).not.toContain(answer.name);
      expect(await page.locator(".game-over__answer").count()).toBe(0);
      await page.screenshot({ path: `tests/e2e/artifacts/timed-out-390-en-${pass}.png`, fullPage: true });

      await page.getByTestId("keep-guessing").click();
      await send(page, wrong.name);
      await page.getByTestId("overtime").waitFor();
      expect(await page.getByTestId("feedback-table").textContent()).toContain("✗");
      expect(await page.content()).not.toContain(answer.name);

      await send(page, answer.name);
      await page.locator(".game-over__answer").waitFor();
      expect(await page.getByTestId("overtime").count()).toBe(0);
      const [row] = await queryD1<{ result: string; score: number; attempts: number }>(
        sql`SELECT result, score, attempts FROM game_records WHERE id = ${recordId}`,
      );
      expect(row).toEqual({ result: "lost", score: 0, attempts: 0 });
    },
    SLOW,
  );

  it(
    "reads in Chinese on the Chinese page, with its own words and nothing cut",
    async () => {
      const { page } = await timedOutGame("zh-CN", "to_c");
      expect(new URL(page.url()).pathname.startsWith("/en-US")).toBe(false);
      expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
      expect(await page.getByTestId("game-over").textContent()).toContain("时间到：本局记为失败，不计分。");
      expect(await page.getByTestId("keep-guessing").textContent()).toBe("继续猜（不计分）");
      expect(await page.getByTestId("game-over").textContent()).not.toMatch(
        /Time ran out|Keep guessing|guesses/,
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `tests/e2e/artifacts/timed-out-390-zh-${pass}.png`, fullPage: true });
    },
    SLOW,
  );

  it(
    "shows the answer when asked",
    async () => {
      const { page } = await timedOutGame("en-US", "to_b");
      expect(await page.locator(".game-over__answer").count()).toBe(0);
      await page.getByTestId("show-answer").click();
      await page.locator(".game-over__answer").waitFor();
      expect(await page.getByTestId("overtime").count()).toBe(0);
    },
    SLOW,
  );
});
