import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { jsEnabled } from "./support/env";

/**
 * Issue 40: on a phone (390×844) the English feedback table scrolled sideways: its eight column
 * names ("Phase room temperature", "Discovered", "Landlocked") made columns as wide as their longest
 * word, 457 px of table in a 356 px box, where the Chinese table fit. Now every column of a seeded
 * dataset is on screen in both languages, with several guesses, the page does not scroll sideways,
 * and no column name is cut inside a word. The same at 320 px (a small phone), where the table
 * scrolled sideways inside its box for eight columns; and at 200% text no guess's name is split
 * inside a word. With JavaScript on and off.
 */

type Locale = "zh-CN" | "en-US";
type EntryRow = { name: string; labels: string | null; attributes: string };

const START = { "zh-CN": /^开始游戏$/, "en-US": /^Start the game$/ } as const;
const prefixOf = (locale: Locale) => (locale === "en-US" ? "/en-US" : "");
const displayName = (row: EntryRow, locale: Locale) =>
  (row.labels ? (JSON.parse(row.labels) as Record<string, string>)[locale] : null) ?? row.name;

async function datasetId(slug: string): Promise<number> {
  const [row] = await queryD1<{ id: number }>(sql`SELECT id FROM datasets WHERE slug = ${slug}`);
  if (!row) throw new Error(`the e2e database has no seeded ${slug} dataset`);
  return row.id;
}

/** Entries of the page's game that are not its answer, the widest rows first. */
async function decoys(page: Page, count: number, locale: Locale): Promise<string[]> {
  const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
  const rows = await queryD1<EntryRow>(sql`
    SELECT e.name, e.labels, e.attributes FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} AND e.id <> r.answer_entry_id`);
  // The widest rows first: the longest word of any value ("Post-transition"), then the longest name.
  const widest = (row: EntryRow) =>
    Math.max(
      0,
      ...Object.values(JSON.parse(row.attributes) as Record<string, unknown>)
        .flat()
        .flatMap((value) => String(value ?? "").split(/\s+/))
        .map((word) => word.length),
    );
  return rows
    .sort((a, b) => widest(b) - widest(a) || displayName(b, locale).length - displayName(a, locale).length)
    .map((row) => displayName(row, locale))
    .slice(0, count);
}

async function play(page: Page, locale: Locale, slug: string, guesses: number) {
  expect((await page.goto(`${prefixOf(locale)}/game/${await datasetId(slug)}`))?.status()).toBe(200);
  if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
  await page.getByRole("button", { name: START[locale] }).click();
  await page.getByRole("combobox").waitFor();
  if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
  for (const [index, name] of (await decoys(page, guesses, locale)).entries()) {
    const box = page.getByRole("combobox");
    await box.fill(name);
    if (jsEnabled) await page.getByRole("option").first().waitFor();
    await box.press("Enter");
    await expect
      .poll(() => page.locator(".game-table tbody tr").count(), { timeout: 15_000 })
      .toBe(index + 1);
  }
}

/** Whether the page and the table fit the screen, and which column names break inside a word. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const wrap = document.querySelector(".game-table-wrap");
    const cut: string[] = [];
    for (const short of document.querySelectorAll(".game-table thead .game-col__short")) {
      const walker = document.createTreeWalker(short, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          // A word on one line is one box (upright or standing on end); two are a cut word.
          const boxes = new Set(
            [...range.getClientRects()].map((rect) => `${Math.round(rect.left)}:${Math.round(rect.top)}`),
          );
          if (boxes.size > 1) cut.push(match[0]);
        }
      }
    }
    const offScreen = [...document.querySelectorAll(".game-table thead th, .game-table tbody td")].filter(
      (cell) => {
        const rect = cell.getBoundingClientRect();
        return rect.width > 0 && (rect.left < 0 || rect.right > root.clientWidth);
      },
    ).length;
    return {
      pageScrolls: root.scrollWidth > root.clientWidth,
      tableScrolls: (wrap?.scrollWidth ?? 0) > (wrap?.clientWidth ?? 0),
      offScreen,
      cut,
    };
  });
}

/**
 * Guess names split inside a word ("Molybd / enum"): by the layout here, and by the rules a phone's
 * browser would split them with. Android's and iOS's browsers hyphenate English (`hyphens: auto`
 * with their dictionaries) and `overflow-wrap: break-word` breaks anywhere; this Linux Chromium has
 * no hyphenation dictionary, so a name that may be hyphenated counts as split too.
 */
function splitNames(page: Page) {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const name of document.querySelectorAll(
      ".game-table tbody .game-table__entry > span:not(.visually-hidden)",
    )) {
      const style = getComputedStyle(name);
      if (style.hyphens === "auto" || ["break-word", "anywhere"].includes(style.overflowWrap)) {
        split.push(`${name.textContent} may break inside a word (${style.hyphens}, ${style.overflowWrap})`);
      }
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

describe.each([390, 320])("the feedback table on a %i px phone", (width) => {
  it.each([
    ["en-US", "elements"],
    ["en-US", "countries"],
    ["zh-CN", "elements"],
  ] as const)(
    "shows every column of a %s game of %s after several guesses",
    async (locale, slug) => {
      const page = await newPage({ locale });
      await page.setViewportSize({ width, height: 844 });
      await play(page, locale, slug, 4);
      expect({ locale, slug, ...(await layoutOf(page)) }).toEqual({
        locale,
        slug,
        pageScrolls: false,
        tableScrolls: false,
        offScreen: 0,
        cut: [],
      });
      await page.close();
    },
    120_000,
  );

  it.each(["en-US", "zh-CN"] as const)(
    "keeps each guess's name whole at double text size in %s (wraps between words, never inside one)",
    async (locale) => {
      const page = await newPage({ locale });
      await page.setViewportSize({ width, height: 844 });
      await play(page, locale, "elements", 6);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = "200%";
      });
      expect({ locale, width, split: await splitNames(page) }).toEqual({ locale, width, split: [] });
      await page.close();
    },
    120_000,
  );

  it("writes the eight Chinese column names of elements top to bottom, each column one character wide", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.setViewportSize({ width, height: 844 });
    await play(page, "zh-CN", "elements", 6);
    const heads = await page.evaluate(() =>
      [...document.querySelectorAll(".game-table thead .game-col__short")].map((short) => ({
        name: short.textContent ?? "",
        writing: getComputedStyle(short).writingMode,
        // Written down, a name is one character wide ("常温常压状态" upright made its column six wide).
        oneWide:
          short.getBoundingClientRect().width <= Number.parseFloat(getComputedStyle(short).fontSize) * 1.5,
      })),
    );
    expect(heads.map((head) => head.name)).toEqual([
      "原子序数",
      "分类",
      "族",
      "周期",
      "区",
      "常温常压状态",
      "原子量",
      "发现年份",
    ]);
    expect(heads.filter((head) => head.writing !== "vertical-rl" || !head.oneWide)).toEqual([]);
    expect(await layoutOf(page)).toEqual({ pageScrolls: false, tableScrolls: false, offScreen: 0, cut: [] });
    await page.close();
  }, 120_000);

  it.each([
    ["en-US", 390],
    ["zh-CN", 390],
    ["en-US", 320],
    ["zh-CN", 320],
  ] as const)(
    "names each number column's unit under its name (%s, %i px): the cells show bare numbers",
    async (locale, width) => {
      const page = await newPage({ locale });
      await page.setViewportSize({ width, height: 844 });
      await play(page, locale, "solar-system", 3);
      const heads = await page.evaluate(() =>
        [...document.querySelectorAll(".game-table thead th")].flatMap((head) => {
          const unit = head.querySelector<HTMLElement>(".game-col__unit");
          if (!unit) return [];
          const shown = unit.getBoundingClientRect();
          const column = head.getBoundingClientRect();
          return [
            {
              // innerText follows the phone's CSS: the brackets are hidden there.
              unit: unit.innerText.trim(),
              visible: shown.width > 0 && shown.height > 0,
              // The unit never makes its column wider than the values below it.
              inside: shown.left >= column.left - 0.5 && shown.right <= column.right + 0.5,
            },
          ];
        }),
      );
      expect(heads).toEqual([
        { unit: "km", visible: true, inside: true },
        { unit: "d", visible: true, inside: true },
      ]);
      // The tiles themselves stay bare numbers ("2,574.7", not "2,574.7 km").
      const tiles = await page.locator(".game-table tbody td .game-cell__short").allInnerTexts();
      expect(tiles.some((tile) => /\bkm\b/.test(tile))).toBe(false);
      expect((await layoutOf(page)).pageScrolls).toBe(false);
      await page.close();
    },
    120_000,
  );
});
