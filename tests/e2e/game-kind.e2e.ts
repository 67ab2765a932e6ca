import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl } from "./support/env";

/**
 * The three kinds of game look different on a 390 px phone, in both languages, with JavaScript on
 * and off: the game page opens with a band of the kind's own colour and icon and its name (the site
 * daily, a dataset's daily, practice), named as the home page names them.
 */

type Locale = "zh-CN" | "en-US";
const PREFIX: Record<Locale, string> = { "zh-CN": "", "en-US": "/en-US" };
const NAMES: Record<Locale, Record<string, RegExp>> = {
  "en-US": {
    siteDaily: /^Datadle daily #\d+ · \d{4}-\d{2}-\d{2}$/,
    datasetDaily: /^\S.* daily #\d+$/,
    practice: /^Practice$/,
  },
  "zh-CN": {
    siteDaily: /^全站每日 #\d+ · \d{4}-\d{2}-\d{2}$/,
    datasetDaily: /^「.+」每日 #\d+$/,
    practice: /^练习$/,
  },
};

/** A seeded dataset that is not today's site daily (whose own daily page would be the site daily). */
async function otherThan(dailyId: number): Promise<number> {
  const [row] = await queryD1<{ id: number }>(
    sql`SELECT id FROM datasets WHERE slug IN ('elements', 'countries') AND id <> ${dailyId} ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error("the e2e database has no seeded elements or countries dataset");
  return row.id;
}

describe("the kind of game at a glance on a 390 px phone", () => {
  it.each(["en-US", "zh-CN"] as const)(
    "tells the site daily, a dataset daily and practice apart in %s",
    async (locale) => {
      const daily = (await (await fetch(`${baseUrl}/api/v1/game/daily`)).json()) as {
        data: { date: string; dataset_id: number };
      };
      const id = await otherThan(daily.data.dataset_id);
      const paths = {
        siteDaily: `${PREFIX[locale]}/game/${daily.data.dataset_id}?daily=${daily.data.date}`,
        datasetDaily: `${PREFIX[locale]}/game/${id}/daily`,
        practice: `${PREFIX[locale]}/game/${id}`,
      };
      const seen: { kind: string; name: string; colour: string; icon: string; top: number; fits: boolean }[] =
        [];
      for (const [kind, path] of Object.entries(paths)) {
        const page = await newPage({ locale });
        await page.setViewportSize({ width: 390, height: 844 });
        expect((await page.goto(path))?.status()).toBe(200);
        const band = page.getByTestId("game-kind");
        seen.push({
          kind: (await band.getAttribute("data-kind")) ?? "",
          name: ((await band.locator(".kind-band__name").textContent()) ?? "").trim(),
          ...(await band.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            const icon = element.querySelector("svg path");
            return {
              colour: getComputedStyle(element).borderInlineStartColor,
              icon: icon?.getAttribute("d") ?? "",
              top: Math.round(rect.top),
              fits:
                rect.right <= document.documentElement.clientWidth &&
                element.scrollWidth <= element.clientWidth + 1,
            };
          })),
        });
        await page.screenshot({ path: `tests/e2e/artifacts/game-kind-${kind}-${locale}-390.png` });
        await page.close();
      }
      for (const shown of seen) {
        expect(shown.name).toMatch(NAMES[locale][shown.kind] ?? /^$/);
        // On the first screen, above the dataset's name, and not wider than the phone.
        expect({ kind: shown.kind, onTop: shown.top < 200, fits: shown.fits }).toEqual({
          kind: shown.kind,
          onTop: true,
          fits: true,
        });
      }
      expect(seen.map((shown) => shown.kind)).toEqual(["siteDaily", "datasetDaily", "practice"]);
      // Each kind its own colour and its own icon.
      expect(new Set(seen.map((shown) => shown.colour)).size).toBe(3);
      expect(new Set(seen.map((shown) => shown.icon)).size).toBe(3);
    },
    120_000,
  );
});
