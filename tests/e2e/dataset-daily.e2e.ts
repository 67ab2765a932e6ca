import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { newPage, pageErrors } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled } from "./support/env";

/**
 * A dataset's own daily on a phone (390×844), in both languages, with JavaScript on and off (the two
 * passes): from the dataset page to `/game/{id}/daily`, played to the end, its share line (the
 * dataset's name, its own day number, the daily's link), and "played today" back on the dataset
 * page. Then the embeddable daily inside an iframe of another site, where the app's cookies are
 * third-party: a guess is played in it all the same.
 */

type Locale = "zh-CN" | "en-US";
type EntryRow = { name: string; labels: string | null };
type DatasetRow = { id: number; name: string; name_i18n: string | null };

const PREFIX: Record<Locale, string> = { "zh-CN": "", "en-US": "/en-US" };
const LOCALES: Locale[] = ["zh-CN", "en-US"];
const SLOW = 120_000;
/**
 * Another site: a page with the iframe, served by the test on `localhost` (the app is on 127.0.0.1,
 * so the frame is cross-site and its cookies are third-party), on a free port.
 */
let embedder: Server;
let embedderOrigin = "";
const framed = new Map<string, string>();
beforeAll(async () => {
  embedder = createServer((request, response) => {
    const src = framed.get(request.url ?? "") ?? "about:blank";
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><title>A fan site</title>
      <meta name="viewport" content="width=device-width, initial-scale=1"></head>
      <body style="margin:0"><h1 style="font:16px sans-serif;margin:8px">A fan site</h1>
      <iframe src="${src}" title="Datadle" width="100%" height="760" style="border:0"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => embedder.listen(0, "127.0.0.1", resolve));
  embedderOrigin = `http://localhost:${(embedder.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => embedder.close(() => resolve())));

const localizedName = (name: string, labels: string | null, locale: Locale) =>
  (labels ? (JSON.parse(labels) as Record<string, string>)[locale] : null) ?? name;

async function phone(locale: Locale) {
  const page = await newPage({ locale });
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

/**
 * A seeded dataset with a daily of its own that is not today's site daily (whose page is the site
 * daily's). The home page asks for today's pick first, so it is stored.
 */
async function datasetWithOwnDaily(page: Page, locale: Locale): Promise<DatasetRow> {
  await page.goto(`${PREFIX[locale]}/`);
  const [dataset] = await queryD1<DatasetRow>(sql`
    SELECT id, name, name_i18n FROM datasets
    WHERE slug IS NOT NULL AND is_public = 1 AND entries_count >= 10 AND deleted_at IS NULL
      AND id NOT IN (SELECT dataset_id FROM daily_challenges WHERE date = date('now'))
    ORDER BY id LIMIT 1`);
  return dataset;
}

async function entriesOf(recordId: number, answer: boolean, count: number): Promise<EntryRow[]> {
  return queryD1<EntryRow>(sql`
    SELECT e.name, e.labels FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} AND (e.id = r.answer_entry_id) = ${answer} ORDER BY e.position LIMIT ${count}`);
}

/** The game's part of a page or of a frame: the same controls either way. */
type Scope = Page | FrameLocator;

async function guess(scope: Scope, name: string, rows: number) {
  const box = scope.getByRole("combobox");
  await box.fill(name);
  await box.press("Enter");
  await expect.poll(() => scope.locator(".game-table tbody tr").count(), { timeout: 15_000 }).toBe(rows);
}

async function startAndFocus(scope: Scope) {
  await scope.locator("form.game-start button[type=submit]").first().click();
  await scope.getByRole("combobox").waitFor();
}

const recordIdOf = async (scope: Scope) =>
  Number(await scope.locator('form.guess-form input[name="recordId"]').inputValue());

describe.each(LOCALES)("a dataset's own daily on a phone (%s)", (locale) => {
  it(
    "opens from the dataset page, plays to the end, shares with the dataset, its number and link, and says played today",
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
      const dataset = await datasetWithOwnDaily(page, locale);
      const dailyPath = `${PREFIX[locale]}/game/${dataset.id}/daily`;
      await page.goto(`${PREFIX[locale]}/datasets/${dataset.id}`);
      await page.locator(`a[href="${dailyPath}"]`).first().click();
      await page.waitForURL(`**${dailyPath}`);
      if (jsEnabled) await page.locator(".game-page[data-hydrated]").waitFor();
      await startAndFocus(page);

      const recordId = await recordIdOf(page);
      const [wrong] = await entriesOf(recordId, false, 1);
      const [answer] = await entriesOf(recordId, true, 1);
      await guess(page, localizedName(wrong.name, wrong.labels, locale), 1);
      const box = page.getByRole("combobox");
      await box.fill(localizedName(answer.name, answer.labels, locale));
      await box.press("Enter");
      const over = page.getByTestId("game-over");
      await over.waitFor();

      const [{ first }] = await queryD1<{ first: string }>(
        sql`SELECT first FROM dataset_daily_anchors WHERE dataset_id = ${dataset.id}`,
      );
      const today = new Date().toISOString().slice(0, 10);
      const number = Math.round((Date.parse(today) - Date.parse(first)) / 86_400_000) + 1;
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
      const name = localizedName(dataset.name, dataset.name_i18n, locale);
      expect(lines[0]).toBe(
        locale === "en-US"
          ? `Datadle · ${name} #${number} · 2 guesses`
          : `Datadle · ${name} 第 ${number} 期 · 2 次`,
      );
      expect(lines[lines.length - 2]).toMatch(/^(🟩)+$/u);
      expect(lines[lines.length - 1]).toBe(`${baseUrl}${dailyPath}`);
      await expectNoA11yViolations(page);

      // Back on the dataset page: today's daily is played.
      await page.goto(`${PREFIX[locale]}/datasets/${dataset.id}`);
      const played = page.getByTestId("dataset-daily-played");
      expect(await played.textContent()).toContain(
        locale === "en-US" ? "You played today: won in 2" : "今天已挑战：2 次猜中",
      );
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});

describe.each(LOCALES)("the embedded daily in another site's iframe (%s)", (locale) => {
  it(
    "plays a guess as its own guest, without the app's cookies",
    async () => {
      const page = await phone(locale);
      const dataset = await datasetWithOwnDaily(page, locale);
      const src = `${baseUrl}${PREFIX[locale]}/embed/game/${dataset.id}/daily`;
      const path = `/fan-${locale}-${jsEnabled ? "js" : "nojs"}`;
      framed.set(path, src);
      await page.goto(`${embedderOrigin}${path}`);
      const frame = page.frameLocator("iframe");
      await frame.locator(".game-page").waitFor();
      // The game alone: no site header, navigation or footer.
      expect(await frame.locator(".site-header, .site-footer").count()).toBe(0);
      if (jsEnabled) await frame.locator(".game-page[data-hydrated]").waitFor();
      await startAndFocus(frame);
      const recordId = await recordIdOf(frame);
      const [wrong] = await entriesOf(recordId, false, 1);
      await guess(frame, localizedName(wrong.name, wrong.labels, locale), 1);

      // The game is the embed's own guest's, carried by the frame's URL; the app set no cookie to keep it.
      const embedded = page.frames().find((each) => each.url().includes("/embed/game/"));
      const signed = new URL(embedded?.url() ?? src).searchParams.get("guest");
      expect(signed).toMatch(/^g_[0-9a-f]{32}\.[A-Za-z0-9_-]{22}$/);
      const guest = signed?.split(".")[0];
      const [record] = await queryD1<{ guest_id: string; dataset_daily_date: string | null }>(
        sql`SELECT guest_id, dataset_daily_date FROM game_records WHERE id = ${recordId}`,
      );
      expect(record.guest_id).toBe(guest);
      expect(record.dataset_daily_date).not.toBeNull();
      const cookies = await page.context().cookies(baseUrl);
      expect(cookies.map((cookie) => cookie.name)).not.toContain("dd_guest");
      expect(pageErrors(page)).toEqual([]);
    },
    SLOW,
  );
});
