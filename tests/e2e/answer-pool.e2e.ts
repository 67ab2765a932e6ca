import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled, unique } from "./support/env";

// Issue 39 §3 and §4 on a real table as downloaded (tests/fixtures/real/world-cities.csv: 12,000
// cities, 395 names shared by several of them), at 390 px, with JavaScript on and off: the preview
// proposes the qualifier with its reason, the author limits the answers to China's cities, and in
// play a shared name is told apart by its qualifier while a city outside the pool is still a guess.

const PHONE = { width: 390, height: 844 };
const SLOW = 300_000;

type EntryRow = { id: number; name: string; qualifier: string | null; in_pool: number };

/** A stored qualifier (`{"en-US": "Shanghai"}`) in English, the language of this table. */
const qualifierOf = (row: EntryRow) =>
  row.qualifier ? (JSON.parse(row.qualifier) as Record<string, string>)["en-US"] : null;

async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST", { timeout: 120_000 }),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await ready(page);
}

async function authorPage() {
  const { token, session } = await registerAccount("pool", { password: "an-answer-pool-pass-42" });
  const created = await fetch(`${baseUrl}/api/v1/dataset`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: unique("Cities") }),
  });
  expect(created.status).toBe(201);
  const datasetId = ((await created.json()) as { data: { id: number } }).data.id;
  const page = await newPage({ locale: "en-US" });
  await page.setViewportSize(PHONE);
  await addSessionCookie(page, { session });
  return { page, datasetId };
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe("qualifiers and an answer pool on a real city list (390 px)", () => {
  it("the author keeps the proposed qualifier, limits the answers to China, and players tell shared names apart", {
    timeout: SLOW,
  }, async () => {
    const { page, datasetId } = await authorPage();
    await page.goto(`/en-US/datasets/version/create?dataset_id=${datasetId}`);
    await ready(page);
    await page.getByLabel("CSV or JSON file").setInputFiles({
      name: "world-cities.csv",
      mimeType: "text/csv",
      buffer: readFileSync(join(__dirname, "../fixtures/real/world-cities.csv")),
    });
    await submit(page, "Preview");
    const choices = page.locator(".pool-choices");
    await expect.poll(() => choices.count(), { timeout: 60_000 }).toBe(1);
    // The proposal says which column and why, and is the one in force.
    expect(await choices.textContent()).toContain("Proposed qualifier: “subcountry”, which tells apart");
    expect(await page.getByLabel(/^Qualifier shown beside a shared name/).inputValue()).toBe("subcountry");
    expect(await choices.textContent()).toContain("No rank or popularity column was found");
    expect(await noSideScroll(page)).toBe(true);

    await page.getByLabel("Which entries can be the answer").selectOption("filter");
    await page.getByLabel("Column", { exact: true }).selectOption("country");
    await page.getByLabel("Values or names, separated by ;").fill("China");
    await submit(page, "Update preview");
    await expect
      .poll(() => choices.textContent(), { timeout: 60_000 })
      .toContain("Answers: 2,106 of the 12,000 entries; every entry can still be guessed.");
    // The choices stay as the author left them across the update.
    expect(await page.getByLabel("Which entries can be the answer").inputValue()).toBe("filter");
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/en-US/datasets/${datasetId}`, { timeout: 120_000 }),
      page.getByRole("button", { name: "Save version", exact: true }).click(),
    ]);

    const [version] = await queryD1<{ id: number; qualifier_column: string; answer_pool: string }>(
      sql`SELECT id, qualifier_column, answer_pool FROM dataset_versions WHERE dataset_id = ${datasetId}`,
    );
    expect(version.qualifier_column).toBe("subcountry");
    expect(JSON.parse(version.answer_pool)).toEqual({ kind: "filter", column: "country", values: ["China"] });
    const [report] = await queryD1<{ report: string }>(
      sql`SELECT report FROM version_quality WHERE version_id = ${version.id}`,
    );
    expect((JSON.parse(report.report) as { entries: number }).entries).toBe(2106);

    // Play on a phone: Baoshan is three Chinese cities; Andorra la Vella is outside the pool.
    const baoshan = await queryD1<EntryRow>(sql`
      SELECT id, name, qualifier, in_pool FROM entries WHERE version_id = ${version.id} AND name = 'Baoshan'`);
    expect(baoshan.map(qualifierOf).sort()).toEqual(["Heilongjiang", "Shanghai", "Yunnan"]);
    const [andorra] = await queryD1<EntryRow>(sql`
      SELECT id, name, qualifier, in_pool FROM entries WHERE version_id = ${version.id} AND name = 'Andorra la Vella'`);
    expect(andorra.in_pool).toBe(0);

    const player = await newPage({ locale: "en-US" });
    await player.setViewportSize(PHONE);
    await player.goto(`/en-US/game/${datasetId}`);
    await player.getByRole("button", { name: "Start the game" }).click();
    await player.getByRole("combobox").waitFor();
    const recordId = Number(await player.locator('input[name="recordId"]').first().getAttribute("value"));
    const [record] = await queryD1<{ answer_entry_id: number }>(
      sql`SELECT answer_entry_id FROM game_records WHERE id = ${recordId}`,
    );
    const [answer] = await queryD1<EntryRow>(
      sql`SELECT id, name, qualifier, in_pool FROM entries WHERE id = ${record.answer_entry_id}`,
    );
    expect(answer.in_pool).toBe(1);

    const target =
      baoshan.find((row) => qualifierOf(row) === "Shanghai" && row.id !== answer.id) ??
      baoshan.find((row) => row.id !== answer.id);
    if (!target) throw new Error("no Baoshan to guess");
    const box = player.getByRole("combobox");
    const rows = player.locator(".game-table tbody tr");
    if (jsEnabled) {
      // The guess box lists the three by their qualified names; picking one guesses exactly it.
      await box.fill("Baoshan");
      await expect
        .poll(
          async () =>
            (await player.getByRole("option").allTextContents()).filter((text) =>
              text.startsWith("Baoshan · "),
            ).length,
        )
        .toBe(3);
      await player.getByRole("option", { name: `Baoshan · ${qualifierOf(target)}` }).click();
    } else {
      // Without JavaScript the bare name is refused with the three to pick from.
      await box.fill("Baoshan");
      await submit(player, "Guess");
      expect(await player.getByRole("group", { name: "Which one?" }).getByRole("button").count()).toBe(3);
      expect(await noSideScroll(player)).toBe(true);
      await submit(player, `Baoshan · ${qualifierOf(target)}`);
    }
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    expect(await player.locator(".game-table__entry").first().textContent()).toContain(
      `Baoshan · ${qualifierOf(target)}`,
    );
    const guessed = await queryD1<{ entry_id: number }>(
      sql`SELECT entry_id FROM game_guesses WHERE record_id = ${recordId} ORDER BY position`,
    );
    expect(guessed.map((row) => row.entry_id)).toEqual([target.id]);

    // A city outside the pool is still a guess the game judges.
    await box.fill("Andorra la Vella");
    if (jsEnabled) {
      await player.getByRole("option", { name: "Andorra la Vella" }).click();
    } else {
      await submit(player, "Guess");
    }
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    expect(await noSideScroll(player)).toBe(true);
  });
});
