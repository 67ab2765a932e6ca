import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { searchKey } from "~/utils/search-key";
import { addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled, unique } from "./support/env";

// Public tables nobody here prepared (tests/fixtures/real/SOURCES.md), uploaded through the page
// exactly as downloaded, become a game that is played in both languages; before the first guess
// no hint shows an answer's name, and after it a hint shows the name masked.

type Locale = "zh-CN" | "en-US";
type EntryRow = { id: number; name: string; labels: string | null; aliases: string | null };

const TEXT = {
  "en-US": {
    prefix: "/en-US",
    file: "CSV or JSON file",
    preview: "Preview",
    save: "Save version",
    readTitle: "How the file was read",
    names: /^Names (from|as)/,
    start: "Start the game",
    guess: "Guess",
    won: "You found it!",
  },
  "zh-CN": {
    prefix: "",
    file: "CSV 或 JSON 文件",
    preview: "预览",
    save: "保存版本",
    readTitle: "文件是怎样读取的",
    names: /^名称取自/,
    start: "开始游戏",
    guess: "猜",
    won: "猜中了！",
  },
} as const;

const TABLES = [
  "periodic-table.json",
  "periodic-table.csv",
  "countries.json",
  "countries.jsonl",
  "pokedex.csv",
  "dynasties.md",
  "D_Bahnhof_2020_alle.csv",
  "world-cities.csv",
  "laender.tsv",
  "periodic-table-lookup.json",
  "avengers.csv",
  "fandango_score_comparison.csv",
];

const fixture = (file: string) => readFileSync(join(__dirname, "../fixtures/real", file));

const labelsOf = (row: EntryRow) => (row.labels ? (JSON.parse(row.labels) as Record<string, string>) : {});
const displayName = (row: EntryRow, locale: Locale) => {
  const labels = labelsOf(row);
  const other = locale === "zh-CN" ? "en-US" : "zh-CN";
  const sameScript = /\p{Script=Han}/u.test(row.name) === (locale === "zh-CN");
  return labels[locale] || (sameScript ? row.name : labels[other] || row.name);
};
/** The names a typed guess is matched against first (the name and its labels), folded as the game folds them. */
const nameKeysOf = (row: EntryRow) => [row.name, ...Object.values(labelsOf(row))].map(searchKey);
/** Every name of an entry a hint must not show while playing (as the game masks them: 3+ characters). */
const namesOf = (row: EntryRow) =>
  [row.name, ...Object.values(labelsOf(row)), ...(row.aliases ? (JSON.parse(row.aliases) as string[]) : [])]
    .map((name) => name.trim())
    .filter((name) => name.length >= 3);

async function author(locale: Locale) {
  const { token, session } = await registerAccount("rt", { password: "a-real-tables-pass-42" });
  const created = await fetch(`${baseUrl}/api/v1/dataset`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: unique("Real") }),
  });
  expect(created.status).toBe(201);
  const datasetId = ((await created.json()) as { data: { id: number } }).data.id;
  const page = await newPage({ locale });
  await addSessionCookie(page, { session });
  return { page, datasetId };
}

async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST", { timeout: 120_000 }),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await ready(page);
}

/** Types a name and sends it: with JavaScript through the first suggestion, without through the form. */
async function guess(page: Page, locale: Locale, name: string, rows: number) {
  const box = page.getByRole("combobox");
  await box.fill(name);
  if (jsEnabled) {
    await page.getByRole("option").first().waitFor();
    await box.press("ArrowDown");
    await box.press("Enter");
  } else {
    await page.getByRole("button", { name: TEXT[locale].guess, exact: true }).click();
  }
  await expect.poll(() => page.locator(".game-table tbody tr").count(), { timeout: 20_000 }).toBe(rows);
}

const hintsText = async (page: Page) =>
  (await page.locator(".game-hints").count()) > 0
    ? ((await page.locator(".game-hints").textContent()) ?? "")
    : "";

/** A 1×1 PNG: the tables' pictures live on other sites, which this machine cannot reach. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function play(datasetId: number, versionId: number, locale: Locale) {
  const text = TEXT[locale];
  const page = await newPage({ locale });
  await page.route(
    (url) => url.hostname !== new URL(baseUrl).hostname,
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
  expect((await page.goto(`${text.prefix}/game/${datasetId}`))?.status()).toBe(200);
  await page.getByRole("button", { name: text.start }).click();
  await page.getByRole("combobox").waitFor();
  const recordId = Number(await page.locator('input[name="recordId"]').first().getAttribute("value"));
  const [answer] = await queryD1<EntryRow>(sql`
    SELECT e.id, e.name, e.labels, e.aliases FROM game_records r JOIN entries e ON e.id = r.answer_entry_id
    WHERE r.id = ${recordId}`);
  // Before the first guess no hint is shown at all, so none can name the answer.
  const before = await hintsText(page);
  for (const name of namesOf(answer)) expect(before.toLowerCase()).not.toContain(name.toLowerCase());
  // Typed names must resolve to one entry: the name shown in the page's language may be shared
  // (two cities with one Chinese name), so both guesses use names no other entry carries.
  const entries = await queryD1<EntryRow>(sql`
    SELECT e.id, e.name, e.labels, e.aliases FROM entries e
    WHERE e.version_id = ${versionId} ORDER BY e.position`);
  const typedOnce = (row: EntryRow) => {
    const key = searchKey(displayName(row, locale));
    return entries.filter((other) => nameKeysOf(other).includes(key)).length === 1;
  };
  const decoy = entries.find((row) => row.id !== answer.id && typedOnce(row));
  if (!decoy) throw new Error(`no entry of version ${versionId} has a name of its own`);
  await guess(page, locale, displayName(decoy, locale), 1);
  const after = await hintsText(page);
  for (const name of namesOf(answer)) expect(after.toLowerCase()).not.toContain(name.toLowerCase());
  if (typedOnce(answer)) {
    await guess(page, locale, displayName(answer, locale), 2);
    await expect.poll(() => page.locator(".game-over h2").textContent(), { timeout: 20_000 }).toBe(text.won);
    expect(await page.locator(".game-over__name").textContent()).toBe(displayName(answer, locale));
  }
}

describe("real tables: from the file as downloaded to a game in both languages", () => {
  TABLES.forEach((file, index) => {
    // The author's page alternates languages; the game is played in both.
    const locale: Locale = index % 2 === 0 ? "en-US" : "zh-CN";
    it(`${file} (uploaded in ${locale})`, { timeout: 300_000 }, async () => {
      const text = TEXT[locale];
      const started = Date.now();
      const { page, datasetId } = await author(locale);
      await page.goto(`${text.prefix}/datasets/version/create?dataset_id=${datasetId}`);
      await ready(page);
      await page
        .getByLabel(text.file)
        .setInputFiles({ name: file, mimeType: "text/plain", buffer: fixture(file) });
      await submit(page, text.preview);
      // The preview explains how the file was read, in the page's language, and refuses nothing.
      await expect
        .poll(() => page.getByRole("heading", { name: text.readTitle }).count(), { timeout: 60_000 })
        .toBe(1);
      expect(await page.locator(".table-notes li").filter({ hasText: text.names }).count()).toBe(1);
      expect(await page.locator("#upload-errors-title").count()).toBe(0);
      await Promise.all([
        page.waitForURL((url) => url.pathname === `${text.prefix}/datasets/${datasetId}`, {
          timeout: 120_000,
        }),
        page.getByRole("button", { name: text.save, exact: true }).click(),
      ]);
      const [version] = await queryD1<{ id: number; entries_count: number }>(
        sql`SELECT id, entries_count FROM dataset_versions WHERE dataset_id = ${datasetId}`,
      );
      const [quality] = await queryD1<{ difficulty: string; report: string }>(
        sql`SELECT difficulty, report FROM version_quality WHERE version_id = ${version.id}`,
      );
      const report = JSON.parse(quality.report) as { human?: { expected: number } };
      console.log(
        `${file}: ${version.entries_count} entries, file to game ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
          `${quality.difficulty} (human-like player ${report.human?.expected} guesses)`,
      );
      for (const playIn of ["en-US", "zh-CN"] as const) await play(datasetId, version.id, playIn);
    });
  });
});

describe("real tables: columns merged into one list", () => {
  it("pokedex.csv: the preview offers type_1 + type_2 as one list; ticked, the game has one list of types", {
    timeout: 300_000,
  }, async () => {
    const text = TEXT["en-US"];
    const { page, datasetId } = await author("en-US");
    await page.goto(`${text.prefix}/datasets/version/create?dataset_id=${datasetId}`);
    await ready(page);
    await page
      .getByLabel(text.file)
      .setInputFiles({ name: "pokedex.csv", mimeType: "text/plain", buffer: fixture("pokedex.csv") });
    await submit(page, text.preview);
    const offers = page.locator(".merge-offers");
    await expect
      .poll(() => offers.textContent(), { timeout: 60_000 })
      .toContain("“type_1, type_2” look like one list split over columns.");
    await page.getByLabel("Merge into one list “type”", { exact: true }).check();
    await submit(page, "Update preview");
    await expect
      .poll(() => offers.textContent(), { timeout: 60_000 })
      .toContain("“type_1, type_2” are merged into one list “type”: empty cells dropped, repeats removed.");
    expect(await page.getByLabel("Merge into one list “type”", { exact: true }).isChecked()).toBe(true);
    // The preview's first row: Bulbasaur's two types in one cell, and no type_1/type_2 columns left.
    const headers = await page.locator(".upload-preview table thead th").allTextContents();
    expect(headers.some((header) => header.startsWith("type (Set"))).toBe(true);
    expect(headers.some((header) => header.startsWith("type_1"))).toBe(false);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `${text.prefix}/datasets/${datasetId}`, { timeout: 120_000 }),
      page.getByRole("button", { name: text.save, exact: true }).click(),
    ]);
    const [version] = await queryD1<{ id: number; attribute_types: string }>(
      sql`SELECT id, attribute_types FROM dataset_versions WHERE dataset_id = ${datasetId}`,
    );
    const columns = JSON.parse(version.attribute_types) as { key: string; type: string }[];
    expect(columns.find((column) => column.key === "type")?.type).toBe("set");
    expect(columns.some((column) => column.key === "type_1" || column.key === "type_2")).toBe(false);
    const [bulbasaur] = await queryD1<{ attributes: string }>(
      sql`SELECT attributes FROM entries WHERE version_id = ${version.id} AND name = 'Bulbasaur'`,
    );
    expect(JSON.parse(bulbasaur.attributes).type).toEqual(["Grass", "Poison"]);
  });
});
