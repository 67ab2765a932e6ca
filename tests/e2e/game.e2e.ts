import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { signInFreshAccount } from "./support/accounts";
import { newPage } from "./support/browser";
import { queryD1, sql } from "./support/d1";
import { baseUrl, jsEnabled, unique } from "./support/env";
import { giveUp } from "./support/give-up";

type Locale = "zh-CN" | "en-US";
type EntryRow = { id: number; name: string; labels: string | null };

const TEXT = {
  "zh-CN": {
    prefix: "",
    start: "开始游戏",
    guess: "猜",
    won: "猜中了！",
    lost: "这次没猜中",
  },
  "en-US": {
    prefix: "/en-US",
    start: "Start the game",
    guess: "Guess",
    won: "You found it!",
    lost: "Out of luck this time",
  },
} as const;

const displayName = (row: EntryRow, locale: Locale) =>
  (row.labels ? (JSON.parse(row.labels) as Record<string, string>)[locale] : null) ?? row.name;

const seededId = async (slug: string) => {
  const [row] = await queryD1<{ id: number }>(sql`SELECT id FROM datasets WHERE slug = ${slug}`);
  if (!row) throw new Error(`the e2e database has no seeded ${slug} dataset`);
  return row.id;
};

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
  // The page names its game in the forms' hidden fields (games are addressed by record).
  const recordId = Number(await page.locator('input[name="recordId"]').first().getAttribute("value"));
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
  return (await signInFreshAccount(page, "gamer", { password: "a-long-game-password-7", rememberMe: true }))
    .id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
      // The answer's name as a whole word: the Moon must not be found inside the column label "Moons".
      const answerWord = new RegExp(
        `(^|[^\\p{L}])${escapeRegExp(displayName(answer, locale))}($|[^\\p{L}])`,
        "u",
      );
      expect(await page.locator(".game-play").textContent()).not.toMatch(answerWord);
      await expectNoA11yViolations(page);
      // The same name again is refused: the message is shown, not covered by the suggestion list.
      const box = page.getByRole("combobox");
      await box.fill(displayName(decoy, locale));
      await box.press("Enter");
      const refusal = page.locator(".guess-form [role=alert]");
      await expect
        .poll(() => refusal.textContent(), { timeout: 10_000 })
        .toContain(displayName(decoy, locale));
      expect(await page.locator("[role=listbox]:visible").count()).toBe(0);
      expect(await page.locator(".game-table tbody tr").count()).toBe(1);
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
      await giveUp(page, locale);
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

describe("games addressed by record", () => {
  it(
    "two tabs with two games guess and give up independently",
    async () => {
      const [solar, countries] = await Promise.all([solarSystemId(), seededId("countries")]);
      const tabA = await newPage({ locale: "en-US" });
      const tabB = await tabA.context().newPage();
      await start(tabA, "en-US", solar);
      await start(tabB, "en-US", countries);
      const a = await answerAndDecoy(tabA);
      const b = await answerAndDecoy(tabB);
      expect(a.recordId).not.toBe(b.recordId);
      // Tab A guesses, then tab B gives up: neither touches the other's game.
      await guess(tabA, "en-US", displayName(a.decoy, "en-US"), 1);
      await giveUp(tabB, "en-US");
      await expect
        .poll(() => tabB.locator(".game-over h2").textContent(), { timeout: 10_000 })
        .toBe(TEXT["en-US"].lost);
      const states = await queryD1<{ id: number; result: string; attempts: number }>(
        sql`SELECT id, result, attempts FROM game_records WHERE id IN (${a.recordId}, ${b.recordId}) ORDER BY id`,
      );
      expect(Object.fromEntries(states.map((row) => [row.id, [row.result, row.attempts]]))).toEqual({
        [a.recordId]: ["playing", 1],
        [b.recordId]: ["lost", 0],
      });
      // Tab A still has its board and plays on (not reloaded: with JavaScript, leaving a playing
      // page ends its game by beacon, spec §4).
      if (!jsEnabled) await tabA.goto(`/en-US/game/${solar}`);
      await tabA.getByRole("combobox").waitFor();
      expect(await tabA.locator(".game-table tbody tr").count()).toBe(1);
      await guess(tabA, "en-US", displayName(a.answer, "en-US"), 2);
      await expect.poll(() => tabA.locator(".game-over h2").textContent()).toBe(TEXT["en-US"].won);
      // Tab B still shows its own lost game, not tab A's win.
      await tabB.reload();
      expect(await tabB.locator(".game-over__name").textContent()).toBe(displayName(b.answer, "en-US"));
    },
    SLOW,
  );
});

describe("guests keep a history", () => {
  it(
    "a guest plays the daily, signs up: the account shows it as played and cannot start a ranked one",
    async () => {
      const page = await newPage({ locale: "en-US" });
      await page.goto("/en-US/daily-challenge");
      // One tap starts today's daily (no page in between).
      await page.getByTestId("play-today").click();
      await page.getByRole("combobox").waitFor();
      const { recordId } = await answerAndDecoy(page);
      await giveUp(page, "en-US");
      await page.locator(".game-over").waitFor();
      const [guestGame] = await queryD1<{ is_ranked: number; user_id: number | null; daily_date: string }>(
        sql`SELECT is_ranked, user_id, daily_date FROM game_records WHERE id = ${recordId}`,
      );
      expect(guestGame).toMatchObject({ is_ranked: 1, user_id: null });

      // Sign up through the page: the guest's games come along.
      const username = unique("claimer");
      await page.goto("/en-US/auth/register");
      await page.getByLabel("Username", { exact: true }).fill(username);
      await page.getByLabel("Password", { exact: true }).fill("a-long-game-password-7");
      await page.getByLabel("Confirm password").fill("a-long-game-password-7");
      await Promise.all([
        page.waitForURL((url) => !url.pathname.includes("/auth/register")),
        page.getByRole("button", { name: "Register" }).click(),
      ]);
      const [user] = await queryD1<{ id: number }>(sql`SELECT id FROM users WHERE username = ${username}`);
      const [claimed] = await queryD1<{ user_id: number; is_ranked: number }>(
        sql`SELECT user_id, is_ranked FROM game_records WHERE id = ${recordId}`,
      );
      expect(claimed).toMatchObject({ user_id: user.id, is_ranked: 1 });

      await page.goto("/en-US/daily-challenge");
      expect(await page.getByTestId("daily-played").textContent()).toContain("not found");
      // A new daily start by the account is an unranked replay (the answer is known now).
      const again = await page.request.post("/api/v1/game/record", {
        headers: { Origin: baseUrl },
        data: { dataset_id: (await dailyDatasetId()) ?? 0, is_daily_challenge: true },
      });
      expect(again.status()).toBe(201);
      expect(((await again.json()) as { data: { is_ranked: boolean } }).data.is_ranked).toBe(false);
      const ranked = await queryD1<{ n: number }>(
        sql`SELECT COUNT(*) AS n FROM game_records WHERE user_id = ${user.id} AND daily_date = ${guestGame.daily_date} AND is_ranked = 1`,
      );
      expect(ranked[0].n).toBe(1);
    },
    SLOW,
  );
});

async function dailyDatasetId(): Promise<number | null> {
  const response = await fetch(`${baseUrl}/api/v1/game/daily`);
  if (!response.ok) return null;
  return ((await response.json()) as { data: { dataset_id: number } }).data.dataset_id;
}
