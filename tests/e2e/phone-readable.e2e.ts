import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { triggerCron } from "./support/cron";
import { queryD1, sql } from "./support/d1";
import { baseUrl, crons, jsEnabled, unique } from "./support/env";

/**
 * Issue 40, items 5 and 10, on a phone: the feedback table keeps whole words (headers and cells,
 * at 320 px and at 200% text), a tapped cell shows its column and whole value, the guess box
 * suggests without a request per keystroke, Enter picks the top suggestion, and letters typed
 * before the page is ready are kept. With JavaScript on and off.
 */

type Locale = "zh-CN" | "en-US";
type EntryRow = { name: string; labels: string | null };

const START = { "zh-CN": /^开始游戏$/, "en-US": /^Start the game$/ } as const;
const prefixOf = (locale: Locale) => (locale === "en-US" ? "/en-US" : "");
const displayName = (row: EntryRow, locale: Locale) =>
  (row.labels ? (JSON.parse(row.labels) as Record<string, string>)[locale] : null) ?? row.name;

let countries: Promise<number> | null = null;
function countriesId(): Promise<number> {
  countries ??= queryD1<{ id: number }>("SELECT id FROM datasets WHERE slug = 'countries'").then(([row]) => {
    if (!row) throw new Error("the e2e database has no seeded countries dataset");
    return row.id;
  });
  return countries;
}

async function startGame(locale: Locale, width = 390): Promise<Page> {
  const page = await newPage({ locale });
  await page.setViewportSize({ width, height: 844 });
  expect((await page.goto(`${prefixOf(locale)}/game/${await countriesId()}`))?.status()).toBe(200);
  if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
  await page.getByRole("button", { name: START[locale] }).click();
  await page.getByRole("combobox").waitFor();
  if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
  return page;
}

/** Entries of the page's game that are not its answer, in the version's order. */
async function decoys(page: Page, count: number): Promise<EntryRow[]> {
  const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
  return queryD1<EntryRow>(sql`
    SELECT e.name, e.labels FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} AND e.id <> r.answer_entry_id ORDER BY e.position LIMIT ${count}`);
}

async function answerName(page: Page): Promise<string> {
  const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
  const [row] = await queryD1<{ name: string }>(sql`
    SELECT e.name FROM game_records r JOIN entries e ON e.id = r.answer_entry_id WHERE r.id = ${recordId}`);
  return row?.name ?? "";
}

const rows = (page: Page) => page.locator(".game-table tbody tr").count();

/**
 * The game page shows the dataset's stats (a grid of figures) once the cron has counted a finished
 * game: whether it had depended on the other test files. One finished game and a tick make it sure.
 */
async function withDatasetStats(datasetId: number) {
  await queryD1(sql`INSERT INTO game_records (dataset_id, version_id, answer_entry_id, start_time, end_time,
      duration, attempts, accuracy, score, result, session_id, guest_id)
    SELECT d.id, d.latest_version_id, (SELECT id FROM entries WHERE version_id = d.latest_version_id LIMIT 1),
      ${Date.now() - 30_000}, ${Date.now()}, 30, 2, 0.5, 950, 'won', ${`sess_${unique("pr")}`}, NULL
    FROM datasets d WHERE d.id = ${datasetId}`);
  await triggerCron(crons.everyTenMinutes);
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${baseUrl}/api/v1/game/stats/dataset/${datasetId}`);
    const body = (await response.json()) as { data?: { total_games?: number } };
    if ((body.data?.total_games ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Types a whole name and sends it (with JavaScript through the top suggestion, Enter). */
async function guess(page: Page, name: string, expected: number) {
  const box = page.getByRole("combobox");
  await box.fill(name);
  if (jsEnabled) await page.getByRole("option").first().waitFor();
  await box.press("Enter");
  await expect.poll(() => rows(page), { timeout: 15_000 }).toBe(expected);
}

/**
 * Every word of the phone's header and cell texts on one line (a word cut across two lines is a
 * bug), each header word a whole word of the column's name, and nothing clipped.
 */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const wordsOnOneLine = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) problems.push(`"${match[0]}" breaks across lines`);
        }
      }
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`"${element.textContent}" is clipped`);
    };
    for (const header of document.querySelectorAll(".game-table thead .game-col")) {
      const short = header.querySelector(".game-col__short");
      const full = header.querySelector(".game-col__name")?.textContent ?? "";
      if (!short) continue;
      const words = new Set(full.split(/\s+/));
      for (const word of (short.textContent ?? "").split(/\s+/).filter(Boolean)) {
        if (!words.has(word)) problems.push(`header "${short.textContent}" is not whole words of "${full}"`);
      }
      wordsOnOneLine(short);
    }
    for (const cell of document.querySelectorAll(".game-table tbody .game-cell__short")) wordsOnOneLine(cell);
    return problems;
  });
}

describe("the feedback table on a phone", () => {
  it("keeps whole words in every header and cell at 320 px and at 200% text, in both languages", async () => {
    await withDatasetStats(await countriesId());
    for (const locale of ["en-US", "zh-CN"] as const) {
      const page = await startGame(locale, 390);
      const names = (await decoys(page, 3)).map((row) => displayName(row, locale));
      for (const [index, name] of names.entries()) await guess(page, name, index + 1);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        expect({ locale, width, problems: await brokenWords(page) }).toEqual({ locale, width, problems: [] });
        // 200% text: the table scrolls sideways inside its box, the page itself does not.
        await page.evaluate(() => {
          document.documentElement.style.fontSize = "200%";
        });
        expect({ locale, width, big: await brokenWords(page) }).toEqual({ locale, width, big: [] });
        const layout = await page.evaluate(() => {
          const wrap = document.querySelector(".game-table-wrap");
          const header = document.querySelector(".site-header__inner");
          const overlaps = [...(header?.querySelectorAll("a, button, summary") ?? [])]
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => element.getBoundingClientRect())
            .some((rect, index, all) =>
              all
                .slice(index + 1)
                .some(
                  (other) =>
                    rect.right > other.left + 1 &&
                    other.right > rect.left + 1 &&
                    rect.bottom > other.top &&
                    other.bottom > rect.top,
                ),
            );
          // The guess box keeps a usable width: most of its form's, never squeezed by the button beside it.
          const box = document.querySelector("form.guess-form [role=combobox]")?.getBoundingClientRect();
          const form = document.querySelector("form.guess-form")?.getBoundingClientRect();
          // While columns are hidden at the right, a visible cue says the table scrolls.
          const cue = document.querySelector(".game-table-cue");
          return {
            stats: document.querySelector(".stat-grid") !== null,
            boxUsable: (box?.width ?? 0) >= 0.6 * (form?.width ?? 1),
            cue: cue ? Number(getComputedStyle(cue).opacity) > 0.5 : false,
            scrolls: (wrap?.scrollWidth ?? 0) > (wrap?.clientWidth ?? 0),
            pageFits: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
            headerFits: (header?.scrollWidth ?? 0) <= (header?.clientWidth ?? 0) + 1,
            overlaps,
          };
        });
        expect({ locale, width, ...layout }).toEqual({
          locale,
          width,
          stats: true,
          boxUsable: true,
          cue: true,
          scrolls: true,
          pageFits: true,
          headerFits: true,
          overlaps: false,
        });
        await page.evaluate(() => {
          document.documentElement.style.fontSize = "";
        });
      }
      await page.close();
    }
  });

  it("shows a tapped cell's column name and whole value", async () => {
    const page = await startGame("en-US", 390);
    const [first] = await decoys(page, 1);
    await guess(page, displayName(first as EntryRow, "en-US"), 1);
    const cell = page.locator(".game-table tbody .game-cell").nth(2);
    const column = (await page.locator(".game-table thead .game-col__name").nth(2).textContent()) ?? "";
    const value = (await cell.locator(".game-cell__value").textContent()) ?? "";
    const sheet = cell.locator(".game-sheet");
    expect(await sheet.isVisible()).toBe(false);
    await cell.click();
    await sheet.waitFor({ state: "visible" });
    const shown = (await sheet.textContent()) ?? "";
    expect(shown).toContain(column);
    expect(shown).toContain(value);
    // On screen, whole.
    const box = await sheet.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
  });
});

/**
 * Requests that reach the Worker: not the built static files (`/assets/`, `/favicon.svg`: the
 * assets binding serves them); a page's data (`.data`) does.
 */
const reachesWorker = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return !path.startsWith("/assets/") && (path.endsWith(".data") || !/\.[a-z0-9]+$/i.test(path));
};

describe("the guess box", () => {
  it("sends a typed name with Enter, and picks the top suggestion for a part of one", async () => {
    const page = await startGame("en-US", 390);
    const answer = await answerName(page);
    const part = answer === "Germany" ? "Fra" : "Ger";
    const whole = answer === "Germany" ? "France" : "Germany";
    const box = page.getByRole("combobox");
    if (jsEnabled) {
      // Letters typed one by one: the names came once, nothing is asked per keystroke.
      const asked: string[] = [];
      page.on("request", (request) => {
        if (reachesWorker(request)) asked.push(new URL(request.url()).pathname);
      });
      await box.pressSequentially(part);
      await expect.poll(() => page.getByRole("option").first().textContent()).toContain(whole);
      expect(asked.filter((path) => path.includes("/suggest"))).toEqual([]);
      await box.press("Enter");
    } else {
      await box.fill(whole);
      await box.press("Enter");
    }
    await expect.poll(() => rows(page), { timeout: 15_000 }).toBe(1);
    expect(await page.locator(".game-table tbody .game-table__entry").first().textContent()).toContain(whole);
  });

  it("keeps letters typed before the page is ready", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.setViewportSize({ width: 390, height: 844 });
    // The page's scripts are held back until the player has typed: Start and the guess box are the
    // server's HTML (a form post and a real text field), as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (jsEnabled) {
      await page.route("**/assets/**/*.js", async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.goto(`/en-US/game/${await countriesId()}`, { waitUntil: "commit" });
    await page.getByRole("button", { name: START["en-US"] }).click();
    const box = page.getByRole("combobox");
    await box.waitFor();
    const [decoy] = await decoys(page, 1);
    const name = displayName(decoy as EntryRow, "en-US");
    await box.pressSequentially(name);
    release();
    if (jsEnabled) {
      await page.locator(".game-page[data-hydrated]").waitFor();
      await page.getByRole("option").first().waitFor();
    }
    expect(await box.inputValue()).toBe(name);
    await box.press("Enter");
    await expect.poll(() => rows(page), { timeout: 15_000 }).toBe(1);
    expect(await page.locator(".game-table tbody .game-table__entry").first().textContent()).toContain(name);
  });

  it.skipIf(!jsEnabled)("keeps letters typed right after Start, before the box shows", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en-US/game/${await countriesId()}`);
    await page.locator(".game-page[data-hydrated]").waitFor();
    await page.getByRole("button", { name: START["en-US"] }).click();
    await page.keyboard.type("Spain");
    const box = page.getByRole("combobox");
    await box.waitFor();
    await expect.poll(() => box.inputValue()).toBe("Spain");
  });

  it.skipIf(!jsEnabled)("plays six guesses in at most 12 Worker requests", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (reachesWorker(request)) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`/en-US/game/${await countriesId()}`);
    await page.locator(".game-page[data-hydrated]").waitFor();
    await page.getByRole("button", { name: START["en-US"] }).click();
    await page.getByRole("combobox").waitFor();
    const names = (await decoys(page, 6)).map((row) => displayName(row, "en-US"));
    for (const [index, name] of names.entries()) {
      await page.getByRole("combobox").pressSequentially(name);
      await page.getByRole("option").first().waitFor();
      await page.keyboard.press("Enter");
      await expect.poll(() => rows(page), { timeout: 15_000 }).toBe(index + 1);
    }
    expect({ count: asked.length, asked }).toMatchObject({ count: expect.any(Number) });
    expect(asked.length, asked.join("\n")).toBeLessThanOrEqual(12);
  });
});
