// ADR 012: the browser translates without i18next. A document carries only its page's namespaces;
// a client navigation to a page that needs another one loads it before that page shows. Walk the
// main pages (client navigations with JavaScript, document loads without), back again, and in the
// other language: every page shows its own text, never a raw key, and no console error (setup.ts).
import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInFreshAccount } from "./support/accounts";
import { type Locale, newPage } from "./support/browser";
import { queryD1 } from "./support/d1";
import { jsEnabled } from "./support/env";

type Messages = { [key: string]: string | Messages };

function messages(locale: Locale, ns: string): Messages {
  return JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, "utf8")) as Messages;
}

function text(locale: Locale, ns: string, key: string): string {
  let value: string | Messages | undefined = messages(locale, ns);
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no ${locale} ${ns}:${key}`);
  return value;
}

/** Every dotted key of every namespace (plural suffix removed): none may show as a page's text. */
function allKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: Messages, prefix: string) => {
    for (const [key, inner] of Object.entries(value)) {
      const path = `${prefix}${key}`;
      if (typeof inner === "object") walk(inner, `${path}.`);
      else if (path.includes(".")) keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ""));
    }
  };
  for (const file of readdirSync("locales/zh-CN")) walk(messages("zh-CN", file.replace(/\.json$/, "")), "");
  return keys;
}

const keys = allKeys();

async function expectNoRawKeys(page: Page): Promise<void> {
  // The visible text: the document's scripts (route data) may hold key-like strings.
  // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, not the scripts' text
  const words = (await page.locator("body").innerText()).split(/\s+/);
  expect(words.filter((word) => keys.has(word.replace(/[.,:;!?]$/, "")))).toEqual([]);
}

async function go(page: Page, path: string): Promise<void> {
  if (jsEnabled) {
    await page.evaluate((to) => window.__remixRouter.navigate(to), path);
  } else {
    await page.goto(path);
  }
}

type Step = { path: string; selector: string; text: string };

/** The page at `path` shows `text` in `selector` (once rendered), and no raw key anywhere. */
async function expectShows(page: Page, step: Step): Promise<void> {
  await page.waitForFunction((to) => window.location.pathname === to, step.path);
  await page
    .locator(step.selector, { hasText: step.text })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  expect(await page.locator(step.selector).first().textContent()).toContain(step.text);
  await expectNoRawKeys(page);
}

async function publicDatasetId(): Promise<number> {
  const [row] = await queryD1<{ id: number }>(
    "SELECT id FROM datasets WHERE is_public = 1 ORDER BY entries_count DESC, id LIMIT 1",
  );
  if (!row) throw new Error("no public dataset: is the seed missing?");
  return row.id;
}

describe("translations across pages", () => {
  it.each(["zh-CN", "en-US"] as const)(
    "home, dataset, game, leaderboard, profile and back in %s",
    async (locale) => {
      const page = await newPage({ locale });
      await signInFreshAccount(page, "i18n");
      const id = await publicDatasetId();
      const prefix = locale === "en-US" ? "/en-US" : "";
      await page.goto(prefix || "/");
      if (jsEnabled) await page.waitForFunction(() => window.__remixRouter?.state.initialized);
      await expectNoRawKeys(page);

      const entries = text(locale, "game", "page.entries_other").split("{{count}}")[1]?.trim() ?? "";
      const steps: Step[] = [
        {
          path: `${prefix}/datasets`,
          selector: "#datasets-title",
          text: text(locale, "datasets", "list.title"),
        },
        {
          path: `${prefix}/datasets/${id}`,
          selector: "#entries-title",
          text: text(locale, "datasets", "detail.entries"),
        },
        { path: `${prefix}/game/${id}`, selector: ".game-page__title", text: entries },
        { path: `${prefix}/leaderboard`, selector: "h1", text: text(locale, "leaderboard", "board.title") },
        {
          path: `${prefix}/profile`,
          selector: "#profile-title",
          text: text(locale, "auth", "profile.title"),
        },
      ];
      for (const step of steps) {
        await go(page, step.path);
        await expectShows(page, step);
      }
      // Back through the history: each page shows its text again.
      for (const step of steps.slice(0, -1).reverse()) {
        await page.goBack();
        await expectShows(page, step);
      }
    },
  );

  it("the language switch, then client navigations, read the other language", async () => {
    const page = await newPage({ locale: "zh-CN" });
    const id = await publicDatasetId();
    await page.goto(`/datasets/${id}`);
    await page.locator(".language-switch a[hreflang='en-US']").click();
    await page.waitForURL((url) => url.pathname === `/en-US/datasets/${id}`);
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    expect(await page.locator("#entries-title").textContent()).toBe(
      text("en-US", "datasets", "detail.entries"),
    );
    if (jsEnabled) await page.waitForFunction(() => window.__remixRouter?.state.initialized);
    await go(page, "/en-US/leaderboard");
    await expectShows(page, {
      path: "/en-US/leaderboard",
      selector: "h1",
      text: text("en-US", "leaderboard", "board.title"),
    });
    const entries = text("en-US", "game", "page.entries_other").split("{{count}}")[1]?.trim() ?? "";
    await go(page, `/en-US/game/${id}`);
    await expectShows(page, { path: `/en-US/game/${id}`, selector: ".game-page__title", text: entries });
  });
});

describe("pages with their own namespace (authoring, legal)", () => {
  it.each(["zh-CN", "en-US"] as const)(
    "terms, privacy and the dataset guide in %s, from the home page",
    async (locale) => {
      const page = await newPage({ locale });
      const prefix = locale === "en-US" ? "/en-US" : "";
      await page.goto(prefix || "/");
      if (jsEnabled) await page.waitForFunction(() => window.__remixRouter?.state.initialized);
      const steps: Step[] = [
        { path: `${prefix}/terms`, selector: "#legal-title", text: text(locale, "legal", "terms.title") },
        { path: `${prefix}/privacy`, selector: "#legal-title", text: text(locale, "legal", "privacy.title") },
        {
          path: `${prefix}/datasets/guide`,
          selector: "#guide-title",
          text: text(locale, "authoring", "guide.title"),
        },
      ];
      for (const step of steps) {
        await go(page, step.path);
        await expectShows(page, step);
      }
      expect(await page.title()).toContain(text(locale, "authoring", "guide.metaTitle"));
    },
  );
});
