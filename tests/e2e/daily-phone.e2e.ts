import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, pageErrors } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { jsEnabled } from "./support/env";
import { giveUp } from "./support/give-up";

/**
 * Today's daily on a phone (390×844), in both languages, with JavaScript on and off (the two
 * passes): one tap from home into the guess box, a daily that outlives the old five-minute limit,
 * a give-up that asks first, every column of a seven-column dataset on screen, and a win's share
 * text (puzzle number, an all-green last row).
 */

type Locale = "zh-CN" | "en-US";
type EntryRow = { name: string; labels: string | null };

const PREFIX: Record<Locale, string> = { "zh-CN": "", "en-US": "/en-US" };
const WORDS = {
  "zh-CN": { ask: "放弃…", keep: "继续猜", start: /^开始游戏$/ },
  "en-US": { ask: "Give up…", keep: "Keep playing", start: /^Start the game$/ },
} as const;
const LOCALES: Locale[] = ["zh-CN", "en-US"];
const SLOW = 120_000;

const displayName = (row: EntryRow, locale: Locale) =>
  (row.labels ? (JSON.parse(row.labels) as Record<string, string>)[locale] : null) ?? row.name;

async function phone(locale: Locale) {
  const page = await newPage({ locale });
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

async function loaded(page: Page) {
  if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
}

const recordIdOf = async (page: Page) =>
  Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());

async function entriesOf(recordId: number, answer: boolean, count: number): Promise<EntryRow[]> {
  return queryD1<EntryRow>(sql`
    SELECT e.name, e.labels FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} AND (e.id = r.answer_entry_id) = ${answer} ORDER BY e.position LIMIT ${count}`);
}

async function guess(page: Page, name: string, rows: number) {
  const box = page.getByRole("combobox");
  await box.fill(name);
  await box.press("Enter");
  await expect.poll(() => page.locator(".game-table tbody tr").count(), { timeout: 15_000 }).toBe(rows);
}

const focusedRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("role") ?? document.activeElement?.tagName);

/** Home, then the one button: the daily's game page with the caret in its guess box. */
async function oneTapFromHome(page: Page, locale: Locale) {
  await page.goto(`${PREFIX[locale]}/`);
  await page.getByTestId("play-today").click();
  await page.getByRole("combobox").waitFor();
  await loaded(page);
}

describe.each(LOCALES)("today's daily on a phone (%s)", (locale) => {
  it(
    "starts in one tap from home with the focus in the guess box, outlives the old time limit, and asks before giving up",
    async () => {
      const page = await phone(locale);
      await oneTapFromHome(page, locale);
      expect(page.url()).toMatch(/\/game\/\d+\?daily=\d{4}-\d{2}-\d{2}$/);
      await expect.poll(() => focusedRole(page)).toBe("combobox");

      const recordId = await recordIdOf(page);
      const [first, second] = await entriesOf(recordId, false, 2);
      await guess(page, displayName(first, locale), 1);
      // Ten minutes pass on the server's clock (twice the old limit): the stored times move back.
      await queryD1(sql`UPDATE game_records SET start_time = start_time - 600000 WHERE id = ${recordId}`);
      await queryD1(
        sql`UPDATE game_guesses SET created_at = created_at - 600000 WHERE record_id = ${recordId}`,
      );
      await page.reload();
      await loaded(page);
      expect(await page.getByTestId("game-over").count()).toBe(0);
      await guess(page, displayName(second, locale), 2);
      const [record] = await queryD1<{ result: string }>(
        sql`SELECT result FROM game_records WHERE id = ${recordId}`,
      );
      expect(record.result).toBe("playing");

      // Give up: the first step only asks; "keep playing" goes back to the game.
      await page.getByRole("link", { name: WORDS[locale].ask, exact: true }).click();
      await page.getByTestId("give-up-confirm").waitFor();
      expect(await page.getByRole("combobox").count()).toBe(1);
      await page.getByRole("link", { name: WORDS[locale].keep, exact: true }).click();
      await expect.poll(() => page.getByTestId("give-up-confirm").count()).toBe(0);
      expect(await page.getByTestId("game-over").count()).toBe(0);
      await giveUp(page, locale);
      await page.getByTestId("game-over").waitFor();
      expect(page.url()).not.toContain("giveup");
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );

  it(
    "offers hard mode beside today's one button: ticked, the same tap starts the daily in hard mode",
    async () => {
      const page = await phone(locale);
      await page.goto(`${PREFIX[locale]}/daily-challenge`);
      const hard = page.getByTestId("play-today-hard");
      expect(await hard.isChecked()).toBe(false);
      await hard.check();
      await page.getByTestId("play-today").click();
      await page.getByRole("combobox").waitFor();
      await loaded(page);
      await expect.poll(() => focusedRole(page)).toBe("combobox");
      const recordId = await recordIdOf(page);
      const [record] = await queryD1<{ hard_mode: number; daily_date: string | null }>(
        sql`SELECT hard_mode, daily_date FROM game_records WHERE id = ${recordId}`,
      );
      expect(record).toEqual({ hard_mode: 1, daily_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      await giveUp(page, locale);
      const over = page.getByTestId("game-over");
      await over.waitFor();
      // The end screen names the mode the player chose.
      expect(await over.textContent()).toContain(locale === "en-US" ? "Hard" : "困难");
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );

  it(
    "shares a win with the puzzle number and an all-green last row",
    async () => {
      const page = await phone(locale);
      // With JavaScript the share button uses the clipboard here (no share sheet): catch what it writes.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "share", { value: undefined });
        Object.defineProperty(navigator, "clipboard", {
          value: {
            writeText: (text: string) => {
              (window as unknown as { shared: string }).shared = text;
              return Promise.resolve();
            },
          },
        });
      });
      await oneTapFromHome(page, locale);
      const recordId = await recordIdOf(page);
      const [wrong] = await entriesOf(recordId, false, 1);
      const [answer] = await entriesOf(recordId, true, 1);
      await guess(page, displayName(wrong, locale), 1);
      const box = page.getByRole("combobox");
      await box.fill(displayName(answer, locale));
      await box.press("Enter");
      const over = page.getByTestId("game-over");
      await over.waitFor();
      const [{ daily_date: date }] = await queryD1<{ daily_date: string }>(
        sql`SELECT daily_date FROM game_records WHERE id = ${recordId}`,
      );
      const number =
        Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse("2026-01-01T00:00:00Z")) / 86_400_000) + 1;
      let text: string;
      if (jsEnabled) {
        await over.locator(".game-share button").click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared?: string }).shared))
          .toBeTruthy();
        text = await page.evaluate(() => (window as unknown as { shared: string }).shared);
      } else {
        text = await page.locator("#game-share-text").inputValue();
      }
      const lines = text.split("\n");
      // The count in words, the way the page's players read it (no cap: never "2/…").
      expect(lines[0]).toMatch(
        new RegExp(
          locale === "en-US"
            ? `^Datadle #${number} · .+ · 2 guesses$`
            : `^Datadle 第 ${number} 期 · .+ · 2 次$`,
        ),
      );
      // The last grid row (before the link) is the win: all green.
      const lastRow = lines[lines.length - 2] ?? "";
      expect(lastRow).toMatch(/^(🟩)+$/u);
      expect(lines[lines.length - 1]).toContain(`?daily=${date}`);
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );

  it(
    "shows every column of a seven-column dataset after a guess, scrolling inside the table, never the page",
    async () => {
      const page = await phone(locale);
      const [countries] = await queryD1<{ id: number }>("SELECT id FROM datasets WHERE slug = 'countries'");
      await page.goto(`${PREFIX[locale]}/game/${countries.id}`);
      await loaded(page);
      await page.getByRole("button", { name: WORDS[locale].start }).click();
      await page.getByRole("combobox").waitFor();
      // A practice game says so while it is played.
      expect(await page.getByTestId("practice-badge").count()).toBe(1);
      const [wrong] = await entriesOf(await recordIdOf(page), false, 1);
      await guess(page, displayName(wrong, locale), 1);
      // Issue 40: a column is as wide as its longest word, so the table may scroll sideways inside
      // its box (never the page); every cell can be brought on screen whole.
      const fit = await page.evaluate(() => {
        const cells = [...document.querySelectorAll(".game-table tbody tr:first-child td")];
        return {
          cells: cells.length,
          outside: cells.filter((cell) => {
            cell.scrollIntoView({ block: "nearest", inline: "nearest" });
            const rect = cell.getBoundingClientRect();
            // Squeezed: its value wider than the cell (a narrow cell of a short value is fine).
            const squeezed = cell.scrollWidth > cell.clientWidth + 1;
            return rect.left < 0 || rect.right > window.innerWidth || squeezed;
          }).length,
          page: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
      expect(fit).toEqual({ cells: 7, outside: 0, page: false });
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});
