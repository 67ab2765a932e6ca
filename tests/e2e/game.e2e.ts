import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { newPage } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled, unique } from "./support/env";

type Locale = "zh-CN" | "en-US";
type EntryRow = { id: number; name: string; labels: string | null };

const TEXT = {
  "zh-CN": {
    prefix: "",
    start: "开始游戏",
    guess: "猜",
    giveUp: "放弃",
    won: "猜中了！",
    lost: "这次没猜中",
  },
  "en-US": {
    prefix: "/en-US",
    start: "Start the game",
    guess: "Guess",
    giveUp: "Give up",
    won: "You found it!",
    lost: "Out of luck this time",
  },
} as const;

const displayName = (row: EntryRow, locale: Locale) =>
  (row.labels ? (JSON.parse(row.labels) as Record<string, string>)[locale] : null) ?? row.name;

let solarSystem: Promise<number> | null = null;
function solarSystemId(): Promise<number> {
  solarSystem ??= queryD1<{ id: number }>("SELECT id FROM datasets WHERE slug = 'solar-system'").then(
    ([row]) => {
      if (!row) throw new Error("the e2e database has no seeded solar-system dataset");
      return row.id;
    },
  );
  return solarSystem;
}

/** A game test reads D1 a few times and runs axe twice: more than the default 30 s on a busy machine. */
const SLOW = 180_000;

/** The answer and one other entry of the page's current game (the test reads D1; no API leaks it). */
async function answerAndDecoy(page: Page): Promise<{ recordId: number; answer: EntryRow; decoy: EntryRow }> {
  const cookie = (await page.context().cookies()).find((item) => item.name === "dd_game");
  const recordId = Number(cookie?.value.split(".")[0]);
  const rows = await queryD1<EntryRow & { is_answer: number }>(sql`
    SELECT e.id, e.name, e.labels, e.id = r.answer_entry_id AS is_answer
    FROM game_records r JOIN entries e ON e.version_id = r.version_id
    WHERE r.id = ${recordId} ORDER BY is_answer DESC, e.position LIMIT 2`);
  const [answer, decoy] = rows;
  if (!answer?.is_answer || !decoy) throw new Error(`no answer found for record ${recordId}`);
  return { recordId, answer, decoy };
}

async function start(page: Page, locale: Locale, datasetId: number) {
  const text = TEXT[locale];
  const response = await page.goto(`${text.prefix}/game/${datasetId}`);
  expect(response?.status()).toBe(200);
  await page.getByRole("button", { name: text.start }).click();
  await page.getByRole("combobox").waitFor();
}

/** With JavaScript: keyboard only, through the combobox. Without: type and submit the form. */
async function guess(page: Page, locale: Locale, name: string, expectedRows: number) {
  const box = page.getByRole("combobox");
  await box.fill(name);
  if (jsEnabled) {
    await page
      .getByRole("option", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .first()
      .waitFor();
    await box.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    expect(await page.locator(`[id="${activeId}"] .combobox__name`).textContent()).toBe(name);
    await box.press("Enter");
  } else {
    await page.getByRole("button", { name: TEXT[locale].guess, exact: true }).click();
  }
  await expect
    .poll(() => page.locator(".game-table tbody tr").count(), { timeout: 10_000 })
    .toBe(expectedRows);
}

async function signIn(page: Page) {
  const username = unique("gamer");
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "a-long-game-password-7", remember_me: true }),
  });
  expect(response.status).toBe(200);
  const token = response.headers.get("set-cookie")?.match(/dd_session=([^;]+)/)?.[1];
  if (!token) throw new Error("register set no session cookie");
  await page.context().addCookies([{ name: "dd_session", value: token, url: baseUrl, sameSite: "Lax" }]);
  const [user] = await queryD1<{ id: number }>(sql`SELECT id FROM users WHERE username = ${username}`);
  return user.id;
}

const players = [
  { who: "a guest", signedIn: false },
  { who: "a signed-in player", signedIn: true },
] as const;
const locales: Locale[] = ["zh-CN", "en-US"];

describe.each(players)("$who", ({ signedIn }) => {
  it.each(locales)(
    "wins a game in %s",
    async (locale) => {
      const datasetId = await solarSystemId();
      const page = await newPage({ locale });
      const userId = signedIn ? await signIn(page) : null;
      await start(page, locale, datasetId);
      const { recordId, answer, decoy } = await answerAndDecoy(page);
      await guess(page, locale, displayName(decoy, locale), 1);
      expect(await page.locator(".game-play").textContent()).not.toContain(displayName(answer, locale));
      await expectNoA11yViolations(page);
      await guess(page, locale, displayName(answer, locale), 2);
      const over = page.locator(".game-over");
      await expect.poll(() => over.locator("h2").textContent()).toBe(TEXT[locale].won);
      expect(await over.locator(".game-over__name").textContent()).toBe(displayName(answer, locale));
      const [record] = await queryD1<{
        result: string;
        attempts: number;
        score: number;
        user_id: number | null;
      }>(sql`SELECT result, attempts, score, user_id FROM game_records WHERE id = ${recordId}`);
      expect(record).toMatchObject({ result: "won", attempts: 2, user_id: userId });
      expect(await over.textContent()).toContain(String(record.score));
      await expectNoA11yViolations(page);
    },
    SLOW,
  );

  it.each(locales)(
    "loses a game by giving up in %s",
    async (locale) => {
      const datasetId = await solarSystemId();
      const page = await newPage({ locale });
      if (signedIn) await signIn(page);
      await start(page, locale, datasetId);
      const { answer, decoy } = await answerAndDecoy(page);
      await guess(page, locale, displayName(decoy, locale), 1);
      await page.getByRole("button", { name: TEXT[locale].giveUp }).click();
      const over = page.locator(".game-over");
      await expect.poll(() => over.locator("h2").textContent(), { timeout: 10_000 }).toBe(TEXT[locale].lost);
      expect(await over.locator(".game-over__name").textContent()).toBe(displayName(answer, locale));
    },
    SLOW,
  );
});

describe("sharing", () => {
  it.skipIf(!jsEnabled)(
    "copies a spoiler-free emoji grid, or shows it in a text box",
    async () => {
      const datasetId = await solarSystemId();
      const page = await newPage({ locale: "en-US" });
      await start(page, "en-US", datasetId);
      const { answer } = await answerAndDecoy(page);
      await guess(page, "en-US", displayName(answer, "en-US"), 1);
      await page.getByRole("button", { name: "Share result" }).click();
      const copied = page.getByText("Copied to the clipboard.");
      const fallback = page.getByLabel("Copy this text to share your result:");
      await expect.poll(async () => (await copied.count()) + (await fallback.count())).toBeGreaterThan(0);
      if (await fallback.count()) {
        const text = await fallback.inputValue();
        expect(text).toContain("🟩");
        expect(text).not.toContain(displayName(answer, "en-US"));
      }
    },
    SLOW,
  );
});

describe("colour-blind palette", () => {
  it(
    "switches on and off (with and without JavaScript) and is remembered on the next page",
    async () => {
      const datasetId = await solarSystemId();
      const page = await newPage({ locale: "en-US" });
      await start(page, "en-US", datasetId);
      const toggle = page.getByRole("button", { name: "Colour-blind palette" });
      const palette = () => page.locator("html").getAttribute("data-palette");
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      // The switch shows at once (optimistic); the reload below must wait for the server's cookie.
      const saved = page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith("/palette"),
      );
      await toggle.click();
      await saved;
      await expect.poll(palette).toBe("colorblind");
      await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
      // The game in progress is still there, and the choice holds on a fresh load.
      await page.getByRole("combobox").waitFor();
      await page.goto(`/en-US/game/${datasetId}`);
      expect(await palette()).toBe("colorblind");
      await page.getByRole("button", { name: "Colour-blind palette" }).click();
      await expect.poll(palette).toBeNull();
    },
    SLOW,
  );
});
