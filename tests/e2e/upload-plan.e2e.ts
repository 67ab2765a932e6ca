import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, unique } from "./support/env";

// The column plan (issue 39) on real tables as downloaded (tests/fixtures/real/SOURCES.md), at a
// phone's and a laptop's width, in both languages: a refused file gets a name column picked, a
// role is changed, bad rows are skipped, and the saved version shows the report its preview showed.

type Locale = "zh-CN" | "en-US";

const TEXT = {
  "en-US": {
    prefix: "/en-US",
    file: "CSV or JSON file",
    preview: "Preview",
    apply: "Update preview",
    save: "Save version",
    skip: "Skip rows that don't fit",
    leftOut: "Left out",
    number: "Number",
  },
  "zh-CN": {
    prefix: "",
    file: "CSV 或 JSON 文件",
    preview: "预览",
    apply: "更新预览",
    save: "保存版本",
    skip: "跳过不符合的行",
    leftOut: "不使用",
    number: "数字",
  },
} as const;

const fixture = (file: string) => readFileSync(join(__dirname, "../fixtures/real", file));

async function open(file: string, locale: Locale, width: number, buffer: Buffer = fixture(file)) {
  const { token, session } = await registerAccount("plan", { password: "a-column-plan-pass-42" });
  const created = await fetch(`${baseUrl}/api/v1/dataset`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: unique("Plan") }),
  });
  expect(created.status).toBe(201);
  const datasetId = ((await created.json()) as { data: { id: number } }).data.id;
  const page = await newPage({ locale });
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await addSessionCookie(page, { session });
  const text = TEXT[locale];
  await page.goto(`${text.prefix}/datasets/version/create?dataset_id=${datasetId}`);
  await ready(page);
  await page.getByLabel(text.file).setInputFiles({ name: file, mimeType: "text/plain", buffer });
  await submit(page, text.preview);
  return { page, datasetId, text };
}

async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST", { timeout: 120_000 }),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await ready(page);
}

/** With JavaScript the page renders the action's answer a moment after the response: wait for it. */
const poll = <T>(read: () => Promise<T>, expected: T) =>
  expect.poll(read, { timeout: 30_000 }).toEqual(expected);

/** The plan card of one source column. */
const row = (page: Page, path: string) => page.locator(`.plan-row[data-path="${path}"]`);
/** Opens the folded group of columns left out (a no-op when it is open or absent). */
async function showLeftOut(page: Page) {
  const group = page.locator("details.plan-left-out");
  if ((await group.count()) > 0 && !(await group.evaluate((element) => (element as HTMLDetailsElement).open)))
    await group.locator(":scope > summary").click();
}

/** Saves, lands on the dataset page, and returns the stored plan and the two reports' visible lines. */
async function saveAndCompare(page: Page, datasetId: number, text: (typeof TEXT)[Locale]) {
  const previewed = await page.locator(".quality-report").innerText();
  await Promise.all([
    page.waitForURL((url) => url.pathname === `${text.prefix}/datasets/${datasetId}`, { timeout: 120_000 }),
    page.getByRole("button", { name: text.save, exact: true }).click(),
  ]);
  await ready(page);
  const saved = await page.locator(".quality-report").first().innerText();
  const [version] = await queryD1<{ plan: string; entries_count: number }>(
    sql`SELECT plan, entries_count FROM dataset_versions WHERE dataset_id = ${datasetId}`,
  );
  // The same difficulty label and the same players' figures after saving as in the preview.
  const lines = (report: string) =>
    report
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /\d/.test(line) && !/measured|实测/i.test(line));
  expect(lines(saved).slice(0, 3)).toEqual(lines(previewed).slice(0, 3));
  expect(saved.split("\n")[0]).toBe(previewed.split("\n")[0]);
  return { plan: JSON.parse(version.plan) as Record<string, unknown>, entries: version.entries_count };
}

describe("the column plan on real tables", () => {
  it("penguins.csv has no name column: pick one at 390 px (en-US), then save", {
    timeout: 300_000,
  }, async () => {
    const { page, datasetId, text } = await open("penguins.csv", "en-US", 390);
    const picker = page.getByLabel("Name column", { exact: true });
    await picker.waitFor();
    // Every column is offered with how distinct it is.
    expect(await picker.locator("option").count()).toBe(7);
    expect(await picker.locator("option").first().textContent()).toMatch(/distinct in \d+% of rows/);
    await picker.selectOption("body_mass_g");
    await submit(page, text.apply);
    await poll(() => page.getByLabel("Name column", { exact: true }).count(), 0);
    await poll(() => row(page, "body_mass_g").getAttribute("data-role"), "name");
    await page.locator("#plan-title").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "tests/e2e/artifacts/upload-plan-390-en.png", fullPage: false });
    const { plan } = await saveAndCompare(page, datasetId, text);
    expect(plan.name_column).toBe("body_mass_g");
  });

  it("periodic-table.csv at 1280 px (zh-CN): change a role, skip the rows that do not fit", {
    timeout: 300_000,
  }, async () => {
    const { page, datasetId, text } = await open("periodic-table.csv", "zh-CN", 1280);
    await row(page, "summary").getByRole("combobox").first().selectOption("left_out");
    // An ID-like column (hex colours) is proposed left out: compared as a number, most cells do not fit.
    // Its type select shows once it is compared (without JavaScript, after the update). Columns
    // left out are folded under one line, counted, until opened.
    await showLeftOut(page);
    await row(page, "cpk-hex").getByRole("combobox").first().selectOption("attribute");
    await submit(page, text.apply);
    // With JavaScript the card is drawn again from the answer (its type now the inferred "text"):
    // a choice made before that would be drawn over, so wait for it.
    await poll(() => row(page, "cpk-hex").getAttribute("data-role"), "attribute");
    const type = row(page, "cpk-hex").getByRole("combobox").nth(1);
    await poll(() => type.inputValue(), "text");
    await type.selectOption("number");
    await submit(page, text.apply);
    // One line for the column's problem, not one per row; the role change is kept.
    const problems = page.locator(".problem-lines li");
    await poll(() => problems.count(), 1);
    expect(await problems.first().textContent()).toMatch(/^98 行：cpk-hex —— 不是数字，?\s*例如 ffffff/);
    expect(await row(page, "summary").getAttribute("data-role")).toBe("left_out");
    await page.getByLabel(text.skip).check();
    await submit(page, text.apply);
    await poll(() => page.locator("#skipped-title").count(), 1);
    expect(await page.locator("#skipped-title").textContent()).toBe("跳过了 98 行");
    expect(await page.locator(".skipped-rows a[download]").getAttribute("href")).toMatch(/^data:text\/csv/);
    // Both earlier changes are still there after a second update.
    expect(await row(page, "summary").getAttribute("data-role")).toBe("left_out");
    await page.locator("#skipped-title").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "tests/e2e/artifacts/upload-plan-1280-zh.png", fullPage: false });
    await row(page, "cpk-hex").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "tests/e2e/artifacts/upload-plan-1280-zh-rows.png", fullPage: false });
    const { plan, entries } = await saveAndCompare(page, datasetId, text);
    expect(entries).toBe(21);
    expect(plan.skip_invalid_rows).toBe(true);
    expect((plan.columns as Record<string, { role: string }>).summary.role).toBe("left_out");
  });

  it("swapi-planets.json at 390 px (en-US): the one misfit is proposed empty with its count; no compared column is no game", {
    timeout: 300_000,
  }, async () => {
    const { page, text } = await open("swapi-planets.json", "en-US", 390);
    // The proposal says what it does about the one cell a number column cannot read.
    expect(await page.locator(".plan-fit__proposal").first().textContent()).toBe(
      "Proposed: 1 cell that its column’s type does not read is left empty (“gravity”).",
    );
    expect(await page.getByLabel("Leave cells that don't fit empty").isChecked()).toBe(true);
    expect(await page.locator(".problem-lines li").count()).toBe(0);
    // Every compared column left out: the label and the verdict agree, and Save is off.
    const rows = page.locator('.plan-row[data-role="attribute"]');
    for (const path of await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-path")),
    )) {
      await row(page, path as string)
        .getByRole("combobox")
        .first()
        .selectOption("left_out");
    }
    await submit(page, text.apply);
    await poll(() => page.locator(".badge--none").count(), 1);
    expect(await page.locator(".badge--none").textContent()).toBe("No game");
    expect(await page.locator(".quality-report__verdict").textContent()).toMatch(/^No column compares/);
    expect(await page.getByRole("button", { name: text.save, exact: true }).isDisabled()).toBe(true);
    expect(await page.locator("#save-blocked").textContent()).toMatch(/No column is compared/);
  });

  it("a Tang poems file at 1280 px (zh-CN): the poems each volume holds are proposed, and the author can pick the volumes", {
    timeout: 300_000,
  }, async () => {
    const poets = ["李白", "杜甫", "王维", "白居易", "孟浩然", "王昌龄"];
    const tang = {
      title: "全唐诗",
      volumes: Array.from({ length: 4 }, (_, v) => ({
        volume: `卷${v + 1}`,
        poems: Array.from({ length: 6 }, (_, p) => ({
          title: `诗${v * 6 + p + 1}`,
          author: poets[(v + p) % poets.length],
          lines: 4 + ((v + p) % 3) * 4,
        })),
      })),
    };
    const { page, text } = await open("tang.json", "zh-CN", 1280, Buffer.from(JSON.stringify(tang)));
    const picker = page.getByLabel("条目取自以下列表的记录", { exact: true });
    await picker.waitFor();
    expect(await picker.inputValue()).toBe("volumes[].poems[]");
    expect(await page.locator(".records-picker .field-hint").textContent()).toMatch(
      /^建议：“volumes\[\]\.poems\[\]”（24 条记录）/,
    );
    expect(await page.locator("h2").first().textContent()).toMatch(/24/);
    await picker.selectOption("volumes[]");
    await submit(page, text.apply);
    // With JavaScript the select shows the choice before the answer is drawn: wait for the count.
    await poll(async () => /\b4\b/.test((await page.locator("h2").first().textContent()) ?? ""), true);
    expect(await page.getByLabel("条目取自以下列表的记录", { exact: true }).inputValue()).toBe("volumes[]");
  });

  it("laender.tsv at 390 px (zh-CN): leave a column out, and the saved report is the preview's", {
    timeout: 300_000,
  }, async () => {
    const { page, datasetId, text } = await open("laender.tsv", "zh-CN", 390);
    expect(await row(page, "Land").getAttribute("data-role")).toBe("name");
    // "Jahr" is 2021 in nearly every row: proposed left out, folded with its reason.
    expect(await page.locator(".entries-table thead").textContent()).not.toContain("Jahr");
    await row(page, "Kontinent").getByRole("combobox").first().selectOption("left_out");
    await submit(page, text.apply);
    await poll(
      async () => (await page.locator(".entries-table thead").textContent())?.includes("Kontinent"),
      false,
    );
    await showLeftOut(page);
    expect(await row(page, "Jahr").getAttribute("data-role")).toBe("left_out");
    await row(page, "Kontinent").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "tests/e2e/artifacts/upload-plan-390-zh.png", fullPage: false });
    const { plan } = await saveAndCompare(page, datasetId, text);
    const roles = plan.columns as Record<string, { role: string }>;
    expect([roles.Kontinent.role, roles.Jahr.role]).toEqual(["left_out", "left_out"]);
  });

  it("a GBK city table with a title above its header at 390 px (zh-CN): the header line is proposed, shown and kept on save", {
    timeout: 300_000,
  }, async () => {
    const gbk = readFileSync(join(__dirname, "../fixtures/cities-title-gbk.csv"));
    const { page, datasetId, text } = await open("cities.csv", "zh-CN", 390, gbk);
    const header = page.getByLabel("列名所在的行", { exact: true });
    await header.waitFor();
    expect(await header.inputValue()).toBe("3");
    expect(await page.locator(".header-picker .field-hint").textContent()).toMatch(
      /^建议：第 3 行。它上面的 2 行/,
    );
    expect(await page.locator(".header-picker .field-hint").textContent()).toMatch(
      /最后一行之后有 1 行只有一格/,
    );
    await poll(() => row(page, "城市").getAttribute("data-role"), "name");
    await page.locator(".header-picker").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "tests/e2e/artifacts/upload-header-390-zh.png", fullPage: false });
    const { plan, entries } = await saveAndCompare(page, datasetId, text);
    expect(plan.header_row).toBe(3);
    expect(entries).toBe(5);
  });

  it("planets.csv at 1280 px (en-US): the header past the # comments is proposed, and the author can pick another line", {
    timeout: 300_000,
  }, async () => {
    const { page, text } = await open("planets.csv", "en-US", 1280);
    const header = page.getByLabel("Column names are on line", { exact: true });
    await header.waitFor();
    expect(await header.inputValue()).toBe("11");
    // No column names the planets: the name picker offers the columns of line 11.
    const names = page.getByLabel("Name column", { exact: true });
    expect(await names.locator("option").allTextContents()).toContainEqual(
      expect.stringMatching(/^pl_discmethod/),
    );
    await header.selectOption("1");
    await submit(page, text.apply);
    // With JavaScript the select shows the choice before the answer is drawn: wait for its reason.
    await poll(
      async () =>
        /^Your choice: line 1 \(the importer proposed line 11\)/.test(
          (await page.locator(".header-picker .field-hint").textContent()) ?? "",
        ),
      true,
    );
    expect(await page.getByLabel("Column names are on line", { exact: true }).inputValue()).toBe("1");
  });

  it("laureates with given and family names at 390 px (en-US): named by both, and the author can take the join back", {
    timeout: 300_000,
  }, async () => {
    const csv = [
      "firstname,surname,born,died,bornCountry,gender,category,year",
      "Marie,Curie,1867-11-07,1934-07-04,Poland,female,physics,1903",
      "Pierre,Curie,1859-05-15,1906-04-19,France,male,physics,1903",
      "Albert,Einstein,1879-03-14,1955-04-18,Germany,male,physics,1921",
      "Niels,Bohr,1885-10-07,1962-11-18,Denmark,male,physics,1922",
      "Dorothy,Hodgkin,1910-05-12,1994-07-29,Egypt,female,chemistry,1964",
      "Linus,Pauling,1901-02-28,1994-08-19,USA,male,chemistry,1954",
    ].join("\n");
    const { page, text } = await open("laureates.csv", "en-US", 390, Buffer.from(csv));
    const join = page.getByLabel("Add to the name", { exact: true });
    await join.waitFor();
    expect(await join.inputValue()).toBe("surname");
    await poll(
      () => page.locator(".entries-table tbody tr").first().locator("th").textContent(),
      "Marie Curie",
    );
    await join.selectOption("");
    await submit(page, text.apply);
    await poll(() => page.locator(".entries-table tbody tr").first().locator("th").textContent(), "Marie");
  });
});
