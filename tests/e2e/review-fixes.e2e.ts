import { describe, expect, it } from "vitest";
import { newPage, ready } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled, unique } from "./support/env";

/**
 * A phone player's review of issue 40's build (390×844, JavaScript on and off, both languages): an
 * archive day says once, before Start, that it is never ranked; "Show all" on browse offers Play only
 * for a playable dataset (10 entries or more).
 */

const SLOW = 120_000;
const pass = jsEnabled ? "js" : "nojs";

async function phone(locale: "en-US" | "zh-CN") {
  const page = await newPage({ locale });
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

describe("an archive day before Start", () => {
  it(
    "says once that archive games are never ranked, in both languages",
    async () => {
      const response = await fetch(`${baseUrl}/api/v1/game/daily`);
      const { data } = (await response.json()) as { data: { dataset_id: number; date: string } };
      const yesterday = new Date(Date.parse(`${data.date}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      for (const [locale, prefix, text, start] of [
        ["en-US", "/en-US", "Archive games are never ranked", "Play this day"],
        ["zh-CN", "", "往期游戏从不计排名", "玩这一天"],
      ] as const) {
        const page = await phone(locale);
        expect((await page.goto(`${prefix}/game/${data.dataset_id}?daily=${yesterday}`))?.status()).toBe(200);
        await ready(page);
        expect(await page.getByTestId("archive-unranked").textContent()).toContain(text);
        // Said once: not again in the badge or on the button.
        const body = (await page.locator("main").textContent()) ?? "";
        const said = locale === "en-US" ? /never ranked|not ranked|\(unranked\)/g : /排名/g;
        expect(body.match(said)?.length ?? 0).toBe(1);
        expect(await page.getByRole("button", { name: start, exact: true }).count()).toBe(1);
        await page.screenshot({
          path: `tests/e2e/artifacts/archive-start-${locale}-390-${pass}.png`,
          fullPage: true,
        });
        await page.close();
      }
    },
    SLOW,
  );
});

describe("browse, Show all", () => {
  it(
    "offers Play only for a dataset with at least 10 entries",
    async () => {
      const tiny = unique("Tiny set");
      await queryD1(sql`INSERT INTO datasets (name, is_public, entries_count, latest_version_id, language)
        SELECT ${tiny}, 1, 3, latest_version_id, 'en-US' FROM datasets WHERE slug = 'countries'`);
      const page = await phone("en-US");
      await page.goto(`/en-US/datasets?all=1&q=${encodeURIComponent(tiny)}`);
      await ready(page);
      const card = page.locator(".dataset-card", { hasText: tiny });
      await card.waitFor();
      expect(await card.getByRole("link", { name: /^Play/ }).count()).toBe(0);
      await page.goto(`/en-US/datasets?all=1`);
      await ready(page);
      const countries = page.locator(".dataset-card", { hasText: "Countries" }).first();
      expect(await countries.getByRole("link", { name: /^Play/ }).count()).toBe(1);
    },
    SLOW,
  );
});
