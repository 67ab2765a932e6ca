import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { signInFreshAccount } from "./support/accounts";
import { newPage, pageErrors } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { jsEnabled } from "./support/env";
import { giveUp } from "./support/give-up";

/**
 * Design §1: the game page on a phone (390×844) and a desktop (1280×800), in both
 * languages, with JavaScript on and off (the two passes): no horizontal page overflow at any point,
 * the guess box and the newest feedback row both on screen after each guess, the focus kept in the
 * guess box, an end screen with the player's own stats, and no browser console error on the way.
 */

type Locale = "zh-CN" | "en-US";
type EntryRow = { name: string; labels: string | null };

const TEXT = {
  "zh-CN": {
    prefix: "",
    start: /^开始游戏$/,
    daily: /^开始今天的挑战$/,
    comeBack: "明天再来",
  },
  "en-US": {
    prefix: "/en-US",
    start: /^Start the game$/,
    daily: /^Start today's challenge$/,
    comeBack: "Come back tomorrow",
  },
} as const;

const VIEWPORTS = [
  { device: "phone", width: 390, height: 844 },
  { device: "desktop", width: 1280, height: 800 },
] as const;
const LOCALES: Locale[] = ["zh-CN", "en-US"];

/** Ten guesses, with no JavaScript each a full page load, on a machine shared by many. */
const SLOW = 240_000;

const displayName = (row: EntryRow, locale: Locale) =>
  (row.labels ? (JSON.parse(row.labels) as Record<string, string>)[locale] : null) ?? row.name;

let elements: Promise<number> | null = null;
function elementsId(): Promise<number> {
  elements ??= queryD1<{ id: number }>("SELECT id FROM datasets WHERE slug = 'elements'").then(([row]) => {
    if (!row) throw new Error("the e2e database has no seeded elements dataset");
    return row.id;
  });
  return elements;
}

async function phonePage(locale: Locale, width: number, height: number) {
  const page = await newPage({ locale });
  await page.setViewportSize({ width, height });
  return { page };
}

/**
 * With JavaScript, a full page load is ready for the keyboard once React has hydrated it (text
 * typed before that is the browser's, and React resets a controlled box when it takes over).
 */
async function loaded(page: Page) {
  if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth === document.documentElement.clientWidth);

/** The page's game (its hidden record id) and ten entries of it that are not the answer. */
async function decoys(page: Page, count: number): Promise<EntryRow[]> {
  const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
  expect(recordId).toBeGreaterThan(0);
  const rows = await queryD1<EntryRow>(sql`
    SELECT e.name, e.labels FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} AND e.id <> r.answer_entry_id ORDER BY e.position LIMIT ${count}`);
  expect(rows.length).toBe(count);
  return rows;
}

/** Where the guess box and the newest row are, and what has the focus. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    };
    const newest = document.querySelector(".game-table tbody tr");
    return {
      viewport: window.innerHeight,
      input: box(document.querySelector('[role="combobox"]')),
      newest: box(newest),
      newestPosition: Number(newest?.getAttribute("data-position") ?? 0),
      focused: document.activeElement?.getAttribute("role") ?? document.activeElement?.tagName ?? null,
    };
  });
}

const onScreen = (rect: { top: number; bottom: number } | null, viewport: number) =>
  rect !== null && rect.top >= 0 && rect.bottom <= viewport;

/**
 * One guess, keyboard only: type, then Enter. With JavaScript the first guess goes through the
 * autocomplete (arrow down to the suggestion, Enter); the others submit the typed name.
 */
async function guess(page: Page, name: string, expectedRows: number, useSuggestion: boolean) {
  const box = page.getByRole("combobox");
  if (jsEnabled) {
    // The caret is already in the box: type straight into the focused element.
    await page.keyboard.type(name);
    if (useSuggestion) {
      await page.getByRole("option").first().waitFor();
      // On a phone a suggestion is a thumb's target (the rows were 39 px tall).
      if ((page.viewportSize()?.width ?? 0) < 600) {
        const option = await page.getByRole("option").first().boundingBox();
        expect(option?.height).toBeGreaterThanOrEqual(44);
      }
      await page.keyboard.press("ArrowDown");
      expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
    }
    await page.keyboard.press("Enter");
  } else {
    // A plain form post and a new page (the row count below waits for it).
    await box.fill(name);
    await box.press("Enter");
  }
  await expect
    .poll(() => page.locator(".game-table tbody tr").count(), { timeout: 15_000 })
    .toBe(expectedRows);
}

describe.each(VIEWPORTS)("the game page on a $device ($width×$height)", ({ width, height }) => {
  it.each(LOCALES)(
    "plays ten guesses in %s with the box and the newest row on screen, then ends with stats",
    async (locale) => {
      const text = TEXT[locale];
      const { page } = await phonePage(locale, width, height);
      const datasetId = await elementsId();
      expect((await page.goto(`${text.prefix}/game/${datasetId}`))?.status()).toBe(200);
      await loaded(page);
      expect(await noHorizontalOverflow(page)).toBe(true);

      // The Start button is above the fold.
      const start = page.getByRole("button", { name: text.start });
      const startBox = await start.boundingBox();
      expect(startBox && startBox.y + startBox.height <= height).toBe(true);
      await start.click();
      await page.getByRole("combobox").waitFor();
      await expect.poll(async () => (await layout(page)).focused).toBe("combobox");

      const names = (await decoys(page, 10)).map((row) => displayName(row, locale));
      // Every request for the page's data while guessing (a reload would be a GET of `.data`).
      const dataRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.method());
      });
      for (const [index, name] of names.entries()) {
        await guess(page, name, index + 1, index === 0);
        // The focus comes back to the box (also without JavaScript: autofocus on the new page).
        await expect.poll(async () => (await layout(page)).focused, { timeout: 5_000 }).toBe("combobox");
        const now = await layout(page);
        expect(now.newestPosition).toBe(index + 1);
        expect({ guess: index + 1, input: onScreen(now.input, now.viewport) }).toEqual({
          guess: index + 1,
          input: true,
        });
        expect({ guess: index + 1, newest: onScreen(now.newest, now.viewport) }).toEqual({
          guess: index + 1,
          newest: true,
        });
        expect({ guess: index + 1, fits: await noHorizontalOverflow(page) }).toEqual({
          guess: index + 1,
          fits: true,
        });
        if (index === 0 && width < 600) await expectNoA11yViolations(page);
      }
      if (jsEnabled) {
        // A guess is one request: its answer is the game's new view, and nothing reloads after it.
        expect(dataRequests).toEqual(names.map(() => "POST"));
        // The new row was announced to screen readers.
        expect(await page.getByTestId("row-announcer").textContent()).toContain(names[9]);
      }

      await giveUp(page, locale);
      const over = page.getByTestId("game-over");
      await over.waitFor();
      const stats = over.getByTestId("player-stats");
      await stats.waitFor();
      // The end screen's heading is not under the (sticky) header, where the page scrolled to it.
      const covered = await page.evaluate(() => {
        const header = document.querySelector(".site-header")?.getBoundingClientRect();
        const title = document.querySelector("#game-over-title")?.getBoundingClientRect();
        return Boolean(header && title && title.top < header.bottom && title.bottom > 0);
      });
      expect(covered).toBe(false);
      expect(await stats.locator('[data-stat="played"] dd').textContent()).toMatch(/^[1-9]\d*$/);
      expect(await stats.locator('[data-stat="winRate"] dd').textContent()).toMatch(/%/);
      expect(await stats.locator(".histogram__row").count()).toBe(8);
      expect(await noHorizontalOverflow(page)).toBe(true);
      if (width < 600) {
        await expectNoA11yViolations(page);
        // The colour-blind palette's cells read at 4.5:1 too (white on its exact blue, dark on the rest).
        await page.evaluate(() => {
          document.documentElement.dataset.palette = "colorblind";
        });
        await expectNoA11yViolations(page);
      }
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});

describe("the rules", () => {
  it("are open on a first visit, below the Start button, and closed on the next visit with JavaScript", async () => {
    const { page } = await phonePage("en-US", 390, 844);
    const rules = page.locator("details.game-rules");
    await page.goto(`/en-US/game/${await elementsId()}`);
    await loaded(page);
    expect(await rules.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    const start = await page.getByRole("button", { name: TEXT["en-US"].start }).boundingBox();
    const top = await rules.boundingBox();
    expect(start && top && start.y < top.y).toBe(true);
    await page.reload();
    await loaded(page);
    // The browser remembers that the rules were shown; without JavaScript they open before each game.
    expect(await rules.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(!jsEnabled);
    await rules.locator("summary").click();
    expect(await rules.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(jsEnabled);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe.each(VIEWPORTS)("today's daily on a $device", ({ width, height }) => {
  it.each(LOCALES)(
    "ends in %s with the player's stats, a countdown to the next one and 'come back tomorrow'",
    async (locale) => {
      const text = TEXT[locale];
      const { page } = await phonePage(locale, width, height);
      const datasetId = await elementsId();
      // ?daily=1 sends the visitor to today's dataset.
      await page.goto(`${text.prefix}/game/${datasetId}?daily=1`);
      await loaded(page);
      await page.getByRole("button", { name: text.daily }).click();
      await page.getByRole("combobox").waitFor();
      const [name] = (await decoys(page, 1)).map((row) => displayName(row, locale));
      await guess(page, name, 1, false);
      await giveUp(page, locale);
      const over = page.getByTestId("game-over");
      await over.waitFor();
      await over.getByTestId("player-stats").waitFor();
      const next = over.getByTestId("next-daily");
      expect(await next.textContent()).toContain(text.comeBack);
      expect(await next.locator("time").count()).toBe(1);
      expect(await noHorizontalOverflow(page)).toBe(true);
      // Back on the page later: the daily is remembered as played, no second start.
      await page.goto(page.url());
      await loaded(page);
      expect(await page.getByRole("button", { name: text.daily }).count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});

describe("the site header on a phone", () => {
  it.each(LOCALES)("is one row at most 64 px tall with the navigation in a menu (%s)", async (locale) => {
    const text = TEXT[locale];
    const { page } = await phonePage(locale, 390, 844);
    await page.goto(`${text.prefix}/game/${await elementsId()}`);
    await loaded(page);
    const header = await page.locator(".site-header").boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);
    const nav = page.getByRole("navigation", { name: locale === "en-US" ? "Main navigation" : "主导航" });
    expect(await nav.isVisible()).toBe(false);
    await page.locator(".site-menu summary").click();
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole("link").count()).toBe(5);
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});

/**
 * Controls a thumb taps that are under 44 px tall on this page (design §1): buttons, summaries,
 * selects, tags, header and footer links. Inline links inside a sentence are text, not targets.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector =
      "button, .button, summary, select, .tag, .brand, .account-link, .footer-links a, [role=button], " +
      "label:has(> input[type=checkbox]), input[type=checkbox] + label";
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || element.closest(".skip-link")) return false;
        return getComputedStyle(element).visibility !== "hidden" && rect.height < 44;
      })
      .map((element) => `${element.tagName} "${(element.textContent ?? "").trim().slice(0, 24)}"`);
  });

const PASSWORD = "a-long-unusual-pass-42";

/** A signed-in page: an account made through the API, its session cookie given to the browser. */
async function signedInPhonePage(locale: Locale) {
  const { page } = await phonePage(locale, 390, 844);
  await signInFreshAccount(page, "mob", { password: PASSWORD });
  return page;
}

describe("every screen around the game on a phone (390×844)", () => {
  it.each(LOCALES)(
    "%s: hard mode, leaderboard, profile, datasets and dataset page fit the screen with 44 px tap targets",
    async (locale) => {
      const text = TEXT[locale];
      const page = await signedInPhonePage(locale);
      const datasetId = await elementsId();
      await page.goto(`${text.prefix}/game/${datasetId}`);
      await loaded(page);
      expect(await smallTargets(page)).toEqual([]);
      // Hard mode: the box is checked from its label, then a guess; the page still fits.
      await page.locator('input[name="hardMode"]').check();
      await page.getByRole("button", { name: text.start }).click();
      await page.getByRole("combobox").waitFor();
      const [name] = (await decoys(page, 1)).map((row) => displayName(row, locale));
      await guess(page, name, 1, false);
      expect(await noHorizontalOverflow(page)).toBe(true);
      expect(await smallTargets(page)).toEqual([]);
      await giveUp(page, locale);
      await page.getByTestId("game-over").waitFor();
      expect(await smallTargets(page)).toEqual([]);
      for (const path of ["/leaderboard", "/profile", "/datasets", `/datasets/${datasetId}`]) {
        expect((await page.goto(`${text.prefix}${path}`))?.status()).toBe(200);
        expect({ path, fits: await noHorizontalOverflow(page) }).toEqual({ path, fits: true });
        expect({ path, small: await smallTargets(page) }).toEqual({ path, small: [] });
      }
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});
