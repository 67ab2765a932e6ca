import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { signInFreshAccount } from "./support/accounts";
import { newPage, pageErrors } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled } from "./support/env";

/**
 * A dataset's own daily on a phone (390×844), in both languages, with JavaScript on and off: opened
 * from the dataset page, played, and its end screen shows that dataset's streak and guess
 * distribution (not the site daily's, not practice); the profile lists it per dataset.
 */

type Locale = "zh-CN" | "en-US";
type EntryRow = { name: string; labels: string | null };

const PREFIX: Record<Locale, string> = { "zh-CN": "", "en-US": "/en-US" };
const WORDS = {
  "zh-CN": { daily: "今日挑战", heading: /「.+」每日挑战中的统计/, datasets: "各数据集的每日挑战" },
  "en-US": {
    daily: "Today's daily",
    heading: /Your statistics on the .+ daily/,
    datasets: "Dataset dailies",
  },
} as const;
const LOCALES: Locale[] = ["zh-CN", "en-US"];
const SLOW = 120_000;
const SHOTS = new URL("../../docs/screenshots/", import.meta.url);

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

/** A public dataset with a daily of its own today: at least 10 entries, not today's site daily. */
async function datasetWithOwnDaily(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/game/daily`);
  const site = ((await response.json()) as { data?: { dataset_id?: number } }).data?.dataset_id ?? 0;
  const [row] = await queryD1<{ id: number }>(sql`
    SELECT id FROM datasets WHERE is_public = 1 AND deleted_at IS NULL AND entries_count >= 10 AND id <> ${site}
    ORDER BY id LIMIT 1`);
  if (!row) throw new Error("no dataset with a daily of its own");
  return row.id;
}

async function entriesOf(recordId: number, answer: boolean, count: number): Promise<EntryRow[]> {
  return queryD1<EntryRow>(sql`
    SELECT e.name, e.labels FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} AND (e.id = r.answer_entry_id) = ${answer} ORDER BY e.position LIMIT ${count}`);
}

async function guess(page: Page, name: string, rows: number | null) {
  const box = page.getByRole("combobox");
  await box.fill(name);
  await box.press("Enter");
  if (rows !== null) {
    await expect.poll(() => page.locator(".game-table tbody tr").count(), { timeout: 15_000 }).toBe(rows);
  }
}

/** Yesterday's daily of the same dataset, won in 3 guesses by the same player (a fold of its own). */
async function wonYesterday(recordId: number) {
  await queryD1(sql`
    INSERT INTO game_records (user_id, guest_id, dataset_id, version_id, answer_entry_id, start_time, end_time,
      duration, attempts, score, result, session_id, is_daily_challenge, dataset_daily_date, is_ranked)
    SELECT user_id, guest_id, dataset_id, version_id, answer_entry_id, start_time - 86400000, start_time - 86340000,
      60, 3, 850, 'won', session_id || '-yesterday', 1, date(dataset_daily_date, '-1 day'), 1
    FROM game_records WHERE id = ${recordId}`);
}

const figure = (page: Page, key: string) =>
  page.locator(`[data-testid="player-stats"] [data-stat="${key}"] dd`).textContent();

describe.each(LOCALES)("a dataset's own daily on a phone (%s)", (locale) => {
  it(
    "is opened from the dataset page, played, and ends with that dataset's streak and distribution",
    async () => {
      const page = await phone(locale);
      const account = await signInFreshAccount(page, "ddstats");
      const datasetId = await datasetWithOwnDaily();
      await page.goto(`${PREFIX[locale]}/datasets/${datasetId}`);
      await page.getByRole("link", { name: WORDS[locale].daily, exact: true }).click();
      await page.waitForURL(new RegExp(`/game/${datasetId}/daily$`));
      await loaded(page);
      await page.locator("form.game-start button[type=submit]").click();
      await page.getByRole("combobox").waitFor();
      await loaded(page);
      const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
      await wonYesterday(recordId);
      // A practice game of the same dataset, won meanwhile in another tab: not a daily.
      await queryD1(sql`
        INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
          attempts, score, result, session_id, is_daily_challenge, is_ranked)
        SELECT user_id, dataset_id, version_id, answer_entry_id, start_time, start_time + 30000, 30, 1, 990, 'won',
          session_id || '-practice', 0, 0
        FROM game_records WHERE id = ${recordId}`);

      const [wrong] = await entriesOf(recordId, false, 1);
      const [answer] = await entriesOf(recordId, true, 1);
      await guess(page, displayName(wrong, locale), 1);
      await guess(page, displayName(answer, locale), null);
      const over = page.getByTestId("game-over");
      await over.waitFor();
      const stats = over.getByTestId("player-stats");
      expect(await stats.getAttribute("data-kind")).toBe("datasetDaily");
      expect(await stats.locator("h3").textContent()).toMatch(WORDS[locale].heading);
      // Two dailies of this dataset on two days in a row; the practice game is not among them.
      expect(await figure(page, "played")).toBe("2");
      expect(await figure(page, "current")).toBe("2");
      expect(await figure(page, "best")).toBe("2");
      expect(await figure(page, "winRate")).toMatch(/^100\s?%$/);
      const bars = stats.locator(".histogram__row");
      expect(await bars.count()).toBeGreaterThanOrEqual(3);
      // This game (2 guesses) is marked; yesterday's (3) has its own bar.
      expect(await stats.locator(".histogram__row--mine .histogram__label").textContent()).toBe("2");
      expect(await bars.nth(2).locator(".histogram__count").textContent()).toBe("1");
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide).toBe(false);
      await expectNoA11yViolations(page);
      if (jsEnabled) {
        mkdirSync(SHOTS, { recursive: true });
        await stats.scrollIntoViewIfNeeded();
        await page.screenshot({ path: new URL(`dataset-daily-end-390-${locale}.png`, SHOTS).pathname });
        // The same end screen on a laptop, then back to the phone for the profile.
        await page.setViewportSize({ width: 1280, height: 900 });
        await stats.scrollIntoViewIfNeeded();
        await page.screenshot({ path: new URL(`dataset-daily-end-1280-${locale}.png`, SHOTS).pathname });
        await page.setViewportSize({ width: 390, height: 844 });
      }

      // The profile lists the dataset's daily apart from the site daily and practice.
      await page.goto(`${PREFIX[locale]}/profile`);
      const panel = page.getByTestId("play-stats");
      await panel.getByRole("heading", { name: WORDS[locale].datasets }).waitFor();
      // It stands apart from the game stats panel above it (its heading touched that panel's last line).
      const gap = await panel.evaluate((element) => {
        const above = element.previousElementSibling?.getBoundingClientRect();
        return above ? element.getBoundingClientRect().top - above.bottom : null;
      });
      expect(gap).toBeGreaterThanOrEqual(16);
      const line = panel.locator(`[data-dataset-id="${datasetId}"]`);
      expect(await line.locator("summary").textContent()).toMatch(/2\D+2\D+2/);
      expect(
        await panel.getByTestId("play-stats-practice").locator(".stat-grid dd").first().textContent(),
      ).toBe("1");
      await line.locator("summary").click();
      await expectNoA11yViolations(page);
      if (jsEnabled) {
        await panel.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: new URL(`profile-play-stats-390-${locale}.png`, SHOTS).pathname });
      }
      expect(account.id).toBeGreaterThan(0);
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});
