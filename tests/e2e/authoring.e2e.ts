import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled, unique } from "./support/env";

// A CSV with latitude/longitude columns, year-only dates and a bad number cell becomes a
// well-labelled game through the upload preview, with JavaScript on and off, in both languages.

type Locale = "zh-CN" | "en-US";

const TEXT = {
  "en-US": {
    prefix: "/en-US",
    file: "CSV or JSON file",
    preview: "Preview",
    update: "Update preview",
    save: "Save version",
    geoJoin: "Join them into one Geo column",
    badRow: /^1 row: population — not a number/,
    blank: "Leave cells that don't fit empty",
    options: "Labels and options",
    location: "Location",
    labelZh: "Label (Chinese)",
    labelEn: "Label (English)",
    tolerance: "Counts as “near” within (in the column's unit)",
    reveal: "Reveal after this many guesses",
    quality: "Game quality",
    start: "Start the game",
    guess: "Guess",
    shownLabel: "Population",
  },
  "zh-CN": {
    prefix: "",
    file: "CSV 或 JSON 文件",
    preview: "预览",
    update: "更新预览",
    save: "保存版本",
    geoJoin: "合并为一个地理坐标列",
    badRow: /^1 行：population —— 不是数字/,
    blank: "把不符合的单元格留空",
    options: "标签与选项",
    location: "位置",
    labelZh: "中文名称",
    labelEn: "英文名称",
    tolerance: "相差在此范围内算“接近”（与该列单位相同）",
    reveal: "猜测多少次后显示",
    quality: "游戏质量",
    start: "开始游戏",
    guess: "猜",
    shownLabel: "人口",
  },
} as const;

const CITIES = [
  ["Paris", "2500000", "48.86", "2.35", "-250"],
  ["Rome", "2800000", "41.9", "12.5", "-753"],
  ["Tokyo", "three million", "35.68", "139.69", "1457"],
  ["Cairo", "10000000", "30.04", "31.24", "969"],
  ["Kyoto", "1000000", "35.01", "135.77", "794"],
  ["Lima", "9700000", "-12.05", "-77.04", "1535"],
  ["Oslo", "700000", "59.91", "10.75", "1040"],
  ["Hanoi", "8000000", "21.03", "105.85", "1010"],
  ["Quito", "2800000", "-0.18", "-78.47", "1534"],
  ["Dublin", "590000", "53.35", "-6.26", "841"],
  ["Kyiv", "2900000", "50.45", "30.52", "482"],
  ["Baghdad", "7600000", "33.31", "44.36", "762"],
];
const populationOf = (city: string) => Number(CITIES.find(([name]) => name === city)?.[1]);
const nearCity = (city: string) =>
  CITIES.map(([name]) => name).find((name) => {
    const gap = Math.abs(populationOf(name) - populationOf(city));
    return name !== city && gap > 0 && gap <= 500_000;
  });
/** What a hint shows in place of the answer's name (hint-mask.ts). */
const MASK = "＿＿＿";
const motto = (name: string) =>
  `${name} is a city that a patient traveller will recognise from this long and rather wordy description.`;

function csv(suffix: string): Buffer {
  const rows = CITIES.map(([name, population, lat, lon, founded]) =>
    [`${name} ${suffix}`, population, lat, lon, founded, `"${motto(name)}"`].join(","),
  );
  return Buffer.from(`name,population,Latitude,LONGITUDE,founded,motto\n${rows.join("\n")}\n`);
}

/** A signed-up author (API) with a public dataset, and a page carrying their session. */
async function author(locale: Locale) {
  const { token, session } = await registerAccount("au", { password: "an-authoring-pass-42" });
  const created = await fetch(`${baseUrl}/api/v1/dataset`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: unique("Cities") }),
  });
  expect(created.status).toBe(201);
  const datasetId = ((await created.json()) as { data: { id: number } }).data.id;
  const page = await newPage({ locale });
  await addSessionCookie(page, { session });
  return { page, datasetId };
}

async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await ready(page);
}

describe("authoring: from a CSV to a well-labelled game", () => {
  for (const locale of ["en-US", "zh-CN"] as const) {
    it(`${locale}: Geo suggestion, a kept Number with its bad row, labels, tolerance and hint reveal`, {
      timeout: 180_000,
    }, async () => {
      const text = TEXT[locale];
      const { page, datasetId } = await author(locale);
      await page.goto(`${text.prefix}/datasets/version/create?dataset_id=${datasetId}`);
      await ready(page);
      await page
        .getByLabel(text.file)
        .setInputFiles({ name: "cities.csv", mimeType: "text/csv", buffer: csv(`${locale}-${jsEnabled}`) });
      await submit(page, text.preview);

      // The preview: lat/lon joined as Geo (the author can untick it), population kept as Number with its one misfit (row 3)
      // proposed empty and said so, dates of any year.
      await expect.poll(() => page.getByLabel(text.geoJoin).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByLabel(text.geoJoin).isChecked()).toBe(true);
      expect(await page.locator('select[name="type:population"]').inputValue()).toBe("number");
      expect(await page.getByLabel(text.blank).isChecked()).toBe(true);
      expect(await page.locator(".plan-fit__proposal").textContent()).toContain("“population”");
      expect(await page.getByText(text.badRow).count()).toBe(0);
      expect(await page.locator('select[name="type:founded"]').inputValue()).toBe("date");
      expect(await page.locator('select[name="role:motto"]').inputValue()).toBe("hint");

      // On a phone a column's boxes keep one height.
      await page.setViewportSize({ width: 390, height: 844 });
      const heights = await page
        .locator('.plan-row[data-path="population"] .plan-row__main')
        .evaluate((fieldset) =>
          [...fieldset.querySelectorAll('input:not([type="checkbox"], [type="hidden"]), select')].map(
            (control) => control.getBoundingClientRect().height,
          ),
        );
      expect(Math.max(...heights) - Math.min(...heights), heights.join(", ")).toBeLessThanOrEqual(1);
      // The changelog's label stands apart from the preview's rows above it (it touched the table).
      const gap = await page.locator('label[for="preview-changelog"]').evaluate((label) => {
        const table = label.closest(".field")?.previousElementSibling?.getBoundingClientRect();
        return table ? label.getBoundingClientRect().top - table.bottom : null;
      });
      expect(gap).toBeGreaterThanOrEqual(8);
      await page.setViewportSize({ width: 1280, height: 720 });

      // The author's choices: join Geo, leave the bad cell empty, label, "near" within 500,000, reveal after 2.
      await page.getByLabel(text.geoJoin).check();
      await page.getByLabel(text.blank).check();
      const population = page.locator('.plan-row[data-path="population"]');
      await population.getByText(text.options).click();
      await population.getByLabel(text.labelZh, { exact: true }).fill("人口");
      await population.getByLabel(text.labelEn, { exact: true }).fill("Population");
      await population.getByLabel(text.tolerance).fill("500000");
      const mottoRow = page.locator('.plan-row[data-path="motto"]');
      await mottoRow.getByText(text.options).click();
      await mottoRow.getByLabel(text.reveal).fill("2");
      await submit(page, text.update);

      await expect
        .poll(
          async () => (await page.locator(".entries-table thead").textContent())?.includes(text.location),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      expect(await page.getByText(text.badRow).count()).toBe(0);
      await expect.poll(() => page.getByRole("heading", { name: text.quality }).count()).toBe(1);
      await Promise.all([
        page.waitForURL((url) => url.pathname === `${text.prefix}/datasets/${datasetId}`),
        page.getByRole("button", { name: text.save, exact: true }).click(),
      ]);

      const [version] = await queryD1<{ id: number; attribute_types: string }>(
        sql`SELECT id, attribute_types FROM dataset_versions WHERE dataset_id = ${datasetId}`,
      );
      const columns = JSON.parse(version.attribute_types) as Record<string, unknown>[];
      expect(columns).toEqual([
        expect.objectContaining({
          key: "population",
          type: "number",
          tolerance: 500000,
          label: { "zh-CN": "人口", "en-US": "Population" },
        }),
        expect.objectContaining({ key: "location", type: "geo" }),
        expect.objectContaining({ key: "founded", type: "date" }),
        expect.objectContaining({ key: "motto", type: "hint", revealAfter: 2 }),
      ]);
      const cells = await queryD1<{ attributes: string }>(
        sql`SELECT attributes FROM entries WHERE version_id = ${version.id} ORDER BY position LIMIT 3`,
      );
      expect(cells.map((row) => JSON.parse(row.attributes).founded)).toEqual(["-250", "-753", "1457"]);
      expect(JSON.parse(cells[2].attributes).population).toBeNull();
      const [quality] = await queryD1<{ difficulty: string }>(
        sql`SELECT difficulty FROM version_quality WHERE version_id = ${version.id}`,
      );
      expect(["easy", "medium", "hard"]).toContain(quality?.difficulty);

      // A player's game shows the author's labels in the page's language.
      const player = await newPage({ locale });
      await player.goto(`${text.prefix}/game/${datasetId}`);
      await player.getByRole("button", { name: text.start }).click();
      const box = player.getByRole("combobox");
      await box.waitFor();
      const suffix = `${locale}-${jsEnabled}`;
      const [drawn] = await queryD1<{ name: string }>(
        sql`SELECT e.name FROM game_records r JOIN entries e ON e.id = r.answer_entry_id WHERE r.dataset_id = ${datasetId}`,
      );
      const answerCity = drawn.name.slice(0, -suffix.length - 1);
      // Within the 500,000 tolerance but not equal: "≈" (every city but Tokyo, whose cell is empty, has one).
      const near = nearCity(answerCity);
      const other = CITIES.map(([name]) => name).find((name) => name !== answerCity && name !== near);
      const guessCity = async (name: string, attempts: number) => {
        await box.fill(`${name} ${suffix}`);
        if (jsEnabled) {
          await player.getByRole("option").first().waitFor();
          await box.press("ArrowDown");
          await box.press("Enter");
        } else {
          await player.getByRole("button", { name: text.guess, exact: true }).click();
        }
        await expect.poll(() => player.locator(".game-table tbody tr").count()).toBe(attempts);
      };
      await guessCity(near ?? "Lima", 1);
      const populationCell = player.locator(".game-table tbody tr td").first();
      expect(await populationCell.getAttribute("data-status")).toBe(near ? "near" : "unknown");
      if (near) expect(await populationCell.textContent()).toContain("≈");
      // The motto hint reveals after two guesses, the answer's name masked (it names its entry).
      expect(await player.locator(".game-hints").textContent()).not.toContain(motto(MASK));
      await guessCity(other ?? "Oslo", 2);
      await expect.poll(() => player.locator(".game-hints").textContent()).toContain(motto(MASK));
      expect(await player.locator(".game-hints").textContent()).not.toContain(motto(answerCity));
      await expect.poll(() => player.locator(".game-table thead").textContent()).toContain(text.shownLabel);
    });
  }

  it("en-US on a phone: a refused save's error is scrolled into view above the kept preview", {
    timeout: 120_000,
  }, async () => {
    const text = TEXT["en-US"];
    const { page, datasetId } = await author("en-US");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${text.prefix}/datasets/version/create?dataset_id=${datasetId}`);
    await ready(page);
    await page
      .getByLabel(text.file)
      .setInputFiles({ name: "cities.csv", mimeType: "text/csv", buffer: csv(`phone-${jsEnabled}`) });
    await submit(page, text.preview);
    // Without the proposal to leave row 3's bad number empty, the row is named and Save is off.
    await page.getByLabel(text.blank).uncheck();
    await submit(page, text.update);
    await expect.poll(() => page.getByText(text.badRow).count(), { timeout: 15_000 }).toBe(1);
    // Left empty again, Save is offered.
    await page.getByLabel(text.blank).check();
    await submit(page, text.update);
    await expect.poll(() => page.getByText(text.badRow).count(), { timeout: 15_000 }).toBe(0);
    // A column type the page never offers (a changed or stale form). Chosen and sent in one step,
    // so no late re-render of the select can put an offered type back before the click.
    const save = page.getByRole("button", { name: text.save, exact: true });
    await save.scrollIntoViewIfNeeded();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.locator('select[name="type:population"]').evaluate((element, label) => {
        const select = element as unknown as HTMLSelectElement;
        select.add(new Option("banana", "banana", true, true));
        const button = [...(select.form?.querySelectorAll("button") ?? [])].find(
          (candidate) => candidate.textContent?.trim() === label,
        );
        button?.click();
      }, text.save),
    ]);
    await ready(page);

    const error = page.locator("#upload-form-error");
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toContain("This form sent a value the page does not offer");
    const inView = () =>
      error.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    // Nothing saved, and the preview is still there to fix.
    expect(await queryD1(sql`SELECT id FROM dataset_versions WHERE dataset_id = ${datasetId}`)).toEqual([]);
    expect(await page.locator('select[name="type:population"]').count()).toBe(1);
  });
});
