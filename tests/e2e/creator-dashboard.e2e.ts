import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { addSessionCookie, registerAccount } from "./support/accounts";
import { newPage, pageErrors, ready } from "./support/browser";
import { triggerCron } from "./support/cron";
import { queryD1, sql } from "./support/d1";
import { baseUrl, crons, jsEnabled, unique } from "./support/env";

/**
 * The creator's dashboard on a phone (390×844), in both languages, JavaScript on and off: the
 * owner of a played dataset sees its pictures (games per day, outcomes, guesses against the
 * prediction, give-ups, hardest answers); another player and a guest see none of it.
 */

type Locale = "zh-CN" | "en-US";
const PREFIX: Record<Locale, string> = { "zh-CN": "", "en-US": "/en-US" };
const WORDS = {
  "zh-CN": { title: "创作者面板", days: "每天的对局和玩家（最近 30 天）", hardest: "最难猜的答案" },
  "en-US": {
    title: "Your dashboard",
    days: "Games and players per day (last 30 days)",
    hardest: "Hardest answers",
  },
} as const;

const entries = Array.from({ length: 12 }, (_, i) => ({
  name: `Moon ${i + 1}`,
  labels: { "zh-CN": `卫星${i + 1}`, "en-US": `Moon ${i + 1}` },
  attributes: { size: (i + 1) * 100, ring: ["inner", "middle", "outer"][i % 3] },
}));

/** A new author's public dataset with 12 entries and a few days of other people's games, folded by the tick. */
async function playedDataset() {
  const owner = await registerAccount("dash");
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${owner.token}` };
  const created = await fetch(`${baseUrl}/api/v1/dataset`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: unique("Moons"), is_public: true }),
  });
  expect(created.status).toBe(201);
  const datasetId = ((await created.json()) as { data: { id: number } }).data.id;
  const uploaded = await fetch(`${baseUrl}/api/v1/dataset/${datasetId}/versions`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      changelog: "first",
      attribute_types: [
        { key: "size", label: { "zh-CN": "大小", "en-US": "Size" }, type: "number" },
        { key: "ring", label: { "zh-CN": "轨道", "en-US": "Ring" }, type: "text" },
      ],
      entries,
    }),
  });
  expect(uploaded.status).toBeLessThan(300);
  const [version] = await queryD1<{ versionId: number; first: number }>(sql`
    SELECT d.latest_version_id AS versionId, MIN(e.id) AS first FROM datasets d
    JOIN entries e ON e.version_id = d.latest_version_id WHERE d.id = ${datasetId}`);
  if (!version) throw new Error("no version");
  // 36 games by guests over the last six days: practice and dailies, won, given up and left.
  const values: string[] = [];
  for (let i = 0; i < 36; i++) {
    const start = Date.now() - (i % 6) * 86_400_000 - 3_600_000;
    const result = i % 4 === 3 ? "lost" : i % 9 === 4 ? "abandoned" : "won";
    const daily = i % 3 === 0 ? `'${new Date(start).toISOString().slice(0, 10)}'` : "NULL";
    values.push(
      `(${datasetId}, ${version.versionId}, ${version.first + (i % 5)}, ${start}, ${start + 60_000}, 60, ${3 + (i % 7)}, '${result}', '${unique("dash-sess")}', '10.9.${i}.1', ${daily})`,
    );
  }
  await queryD1(`INSERT INTO game_records (dataset_id, version_id, answer_entry_id, start_time, end_time, duration,
    attempts, result, session_id, ip_address, dataset_daily_date) VALUES ${values.join(", ")}`);
  await triggerCron(crons.everyTenMinutes);
  return { owner, datasetId };
}

async function phone(locale: Locale) {
  const page = await newPage({ locale });
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

async function openDataset(page: Page, locale: Locale, datasetId: number) {
  await page.goto(`${PREFIX[locale]}/datasets/${datasetId}`);
  await ready(page);
}

describe("the creator's dashboard", () => {
  for (const locale of ["zh-CN", "en-US"] as const) {
    it(`${locale}: the owner sees the pictures at 390 px; another player and a guest do not`, {
      timeout: 120_000,
    }, async () => {
      const { owner, datasetId } = await playedDataset();
      const words = WORDS[locale];

      const page = await phone(locale);
      await addSessionCookie(page, owner);
      await openDataset(page, locale, datasetId);
      const dashboard = page.getByTestId("creator-dashboard");
      await dashboard.waitFor();
      expect(await dashboard.getByRole("heading", { name: words.title }).count()).toBe(1);
      // Five pictures, each an image with a name and a summary for screen readers.
      const charts = dashboard.getByRole("img");
      await expect.poll(() => charts.count()).toBe(5);
      expect(
        await dashboard
          .getByRole("img", { name: new RegExp(`^${words.days.replace(/[()]/g, "\\$&")}`) })
          .count(),
      ).toBe(1);
      expect(
        await dashboard.getByRole("img", { name: new RegExp(`^${words.hardest}`) }).textContent(),
      ).toMatch(locale === "zh-CN" ? /卫星\d+/ : /Moon \d+/);
      // The pictures fit the phone: nothing in the dashboard is wider than the screen.
      const widest = await dashboard.evaluate((section) =>
        Math.max(...[...section.querySelectorAll("*")].map((node) => node.getBoundingClientRect().right)),
      );
      expect(widest).toBeLessThanOrEqual(390);
      await expectNoA11yViolations(page);
      if (jsEnabled) expect(pageErrors(page)).toEqual([]);

      const other = await registerAccount("dash-other");
      const theirs = await phone(locale);
      await addSessionCookie(theirs, other);
      await openDataset(theirs, locale, datasetId);
      expect(await theirs.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await theirs.getByTestId("creator-dashboard").count()).toBe(0);
      expect(await theirs.getByText(words.title).count()).toBe(0);

      const guest = await phone(locale);
      await openDataset(guest, locale, datasetId);
      expect(await guest.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await guest.getByTestId("creator-dashboard").count()).toBe(0);
    });
  }
});
