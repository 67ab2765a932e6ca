import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Account, registerAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled } from "./support/env";
import { giveUp } from "./support/give-up";

/**
 * A phone player's second review (390×844, JavaScript on and off): the Guess button refuses an
 * unknown name as Enter does; a broken challenge link says so before Start; a challenge game's end
 * screen says its practice figures do not count it; the answer's name breaks only between words.
 */

const SLOW = 120_000;
const pass = jsEnabled ? "js" : "nojs";

async function phone(locale: "en-US" | "zh-CN"): Promise<Page> {
  const page = await newPage({ locale });
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

async function countriesId(): Promise<number> {
  const [row] = await queryD1<{ id: number }>(sql`SELECT id FROM datasets WHERE slug = ${"countries"}`);
  if (!row) throw new Error("the seed has no countries dataset");
  return row.id;
}

async function startPractice(page: Page, path: string, start: RegExp): Promise<void> {
  await page.goto(path);
  await ready(page);
  await page.getByRole("button", { name: start }).click();
  await page.locator("#guess-form-guess").waitFor();
  await ready(page);
}

describe("the Guess button", () => {
  it(
    "refuses a name no entry has, as Enter does (tapped after the suggestions said no match)",
    async () => {
      const id = await countriesId();
      for (const [locale, prefix, start, button, refusal] of [
        ["en-US", "/en-US", /^Start the game$/, "Guess", "No entry called “Elisabethx”"],
        ["zh-CN", "", /^开始游戏$/, "猜", "Elisabethx"],
      ] as const) {
        const page = await phone(locale);
        await startPractice(page, `${prefix}/game/${id}`, start);
        const box = page.locator("#guess-form-guess");
        await box.click();
        await box.pressSequentially("Elisabethx");
        if (jsEnabled) await page.locator(".combobox__empty").waitFor();
        await page.getByRole("button", { name: button, exact: true }).click();
        const error = page.locator(".guess-form .field-error");
        await error.waitFor({ timeout: 10_000 });
        expect(await error.textContent()).toContain(refusal);
        await page.screenshot({ path: `tests/e2e/artifacts/guess-click-unknown-${locale}-${pass}.png` });
        await page.close();
      }
    },
    SLOW,
  );
});

describe("the answer's name on the end screen", () => {
  it(
    "keeps a one-word name whole at 200% text",
    async () => {
      const page = await phone("en-US");
      await startPractice(page, `/en-US/game/${await countriesId()}`, /^Start the game$/);
      await giveUp(page, "en-US");
      await page.locator(".game-over__name").waitFor();
      // 200% text: a one-word name as long as "Californium" stays on one line, inside its line.
      const shown = await page.evaluate(() => {
        document.documentElement.style.fontSize = "200%";
        const name = document.querySelector(".game-over__name");
        const line = document.querySelector(".game-over__answer p");
        if (!name || !line) return null;
        name.textContent = "Californium";
        const range = document.createRange();
        range.selectNodeContents(name);
        return {
          lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          fits: line.scrollWidth <= line.clientWidth,
        };
      });
      expect(shown).toEqual({ lines: 1, fits: true });
      await page
        .locator(".game-over__answer")
        .screenshot({ path: `tests/e2e/artifacts/answer-200-390-${pass}.png` });
      await page.close();
    },
    SLOW,
  );
});

describe("a broken challenge link", () => {
  it(
    "says before Start that the link is invalid or incomplete, and offers practice instead",
    async () => {
      const id = await countriesId();
      for (const [locale, prefix, text, start] of [
        ["en-US", "/en-US", "invalid or incomplete", "Play practice instead"],
        ["zh-CN", "", "无效或不完整", "改玩练习"],
      ] as const) {
        for (const token of ["1.mCjpQrMLIEhjXW", "999999.AAAAAAAAAAAAAAAAAAAAAA"]) {
          const page = await phone(locale);
          expect((await page.goto(`${prefix}/game/${id}?challenge=${token}`))?.status()).toBe(200);
          await ready(page);
          expect(await page.getByTestId("challenge-bad-link").textContent()).toContain(text);
          if (token.startsWith("1.")) {
            await page.screenshot({
              path: `tests/e2e/artifacts/challenge-bad-link-${locale}-390-${pass}.png`,
              fullPage: true,
            });
          }
          await page.getByRole("button", { name: start, exact: true }).click();
          await page.getByTestId("practice-badge").waitFor();
          await page.locator("#guess-form-guess").waitFor();
          await page.close();
        }
      }
    },
    SLOW,
  );
});

async function api<T>(account: Account, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A practice game on the countries dataset won at once by an account; its challenge link's token. */
async function challengeToken(datasetId: number): Promise<string> {
  const alice = await registerAccount("rv_ch");
  const record = await api<{ id: number }>(alice, "/api/v1/game/record", { dataset_id: datasetId });
  const [found] = await queryD1<{ answer: number }>(
    sql`SELECT answer_entry_id AS answer FROM game_records WHERE id = ${record.id}`,
  );
  await api(alice, `/api/v1/game/record/${record.id}/guess`, { entry_id: found?.answer });
  const read = await fetch(`${baseUrl}/api/v1/game/record/${record.id}`, {
    headers: { Authorization: `Bearer ${alice.token}` },
  });
  return ((await read.json()) as { data: { challenge_token: string } }).data.challenge_token;
}

describe("the end screen of a challenge game", () => {
  it(
    "says its practice figures do not count it (no zero block with this game highlighted)",
    async () => {
      const id = await countriesId();
      const token = await challengeToken(id);
      const page = await phone("en-US");
      await page.goto(`/en-US/game/${id}?challenge=${token}`);
      await ready(page);
      await page.getByRole("button", { name: "Take the challenge", exact: true }).click();
      const box = page.locator("#guess-form-guess");
      await box.waitFor();
      if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
      const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
      const [answer] = await queryD1<{ name: string }>(sql`
        SELECT e.name FROM game_records r JOIN entries e ON e.id = r.answer_entry_id WHERE r.id = ${recordId}`);
      await box.fill(answer?.name ?? "");
      await page.getByRole("button", { name: "Guess", exact: true }).click();
      const stats = page.getByTestId("player-stats");
      await stats.waitFor();
      expect(await page.getByTestId("stats-not-counted").textContent()).toContain(
        "Games from a challenge link are not counted in your practice statistics",
      );
      const text = (await stats.textContent()) ?? "";
      expect(text).not.toContain("this game");
      // This guest's first practice figures hold no game: no "Played 0, Win % 0%" block.
      expect(await stats.locator("[data-stat=played]").count()).toBe(0);
      await page.screenshot({
        path: `tests/e2e/artifacts/challenge-end-stats-390-${pass}.png`,
        fullPage: true,
      });

      await page.close();
    },
    SLOW,
  );
});
