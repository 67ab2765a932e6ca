import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { addSessionCookie, registerAccount } from "./support/accounts";
import { newPage } from "./support/browser";
import { triggerCron } from "./support/cron";
import { queryD1, sql } from "./support/d1";
import { baseUrl, crons, jsEnabled, unique } from "./support/env";

const PASSWORD = "a-long-unusual-pass-42";
// Seeded demo dataset 1 (elements): public and playable on a fresh database.
const DATASET = 1;

type Envelope<T> = { code: number; data: T };
type Entry = { rank: number; user_id: number; username: string; score: number };
type Board = { entries: Entry[]; me: Entry | null; total: number };

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** The cron job runs in waitUntil: poll until its result is visible. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 30 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  return value;
}

describe("stats and leaderboards (kept by the cron job)", () => {
  it("change after the cron runs, and the page highlights my own row", { timeout: 180_000 }, async () => {
    const player = await registerAccount("lb", { password: PASSWORD });
    const before = await api<{ total_games: number }>(`/api/v1/game/stats/dataset/${DATASET}`);
    expect(
      (await api<Board>(`/api/v1/game/leaderboard/dataset?dataset_id=${DATASET}`, player.token)).me,
    ).toBeNull();
    // (Player stats are written when a game ends; this record is inserted directly, so they are
    // first read after it: computed then from the records.)

    const now = Date.now();
    await queryD1(sql`INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time,
        end_time, duration, attempts, accuracy, score, result, session_id)
      SELECT ${player.id}, d.id, d.latest_version_id,
        (SELECT id FROM entries WHERE version_id = d.latest_version_id LIMIT 1),
        ${now - 42_000}, ${now}, 42, 3, 0.5, 858, 'won', ${`sess_${unique("e2e")}`}
      FROM datasets d WHERE d.id = ${DATASET}`);
    // ADR 007: the global board counts a dataset once 10 players besides its owner finished a game on it.
    const crowd = unique("lbcrowd");
    await queryD1(sql`WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 10)
      INSERT INTO users (username) SELECT ${crowd} || '_' || n FROM s`);
    await queryD1(sql`INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time,
        end_time, duration, attempts, accuracy, score, result, session_id)
      SELECT u.id, d.id, d.latest_version_id,
        (SELECT id FROM entries WHERE version_id = d.latest_version_id LIMIT 1),
        ${now - 60_000}, ${now}, 60, 5, 0.2, 100, 'won', 'sess_' || u.username
      FROM users u, datasets d WHERE u.username LIKE ${`${crowd}_%`} AND d.id = ${DATASET}`);
    await triggerCron(crons.everyTenMinutes);

    const board = await eventually(
      () => api<Board>(`/api/v1/game/leaderboard/dataset?dataset_id=${DATASET}`, player.token),
      (value) => value.me !== null,
    );
    expect(board.me).toMatchObject({ user_id: player.id, username: player.username, score: 858 });
    const mine = await api<{
      total_games: number;
      games_won: number;
      guess_histogram: Record<string, number>;
    }>("/api/v1/game/stats/user", player.token);
    expect(mine).toMatchObject({ total_games: 1, games_won: 1, guess_histogram: { "3": 1 } });
    const after = await api<{ total_games: number }>(`/api/v1/game/stats/dataset/${DATASET}`);
    expect(after.total_games).toBeGreaterThan(before.total_games);
    // ADR 018: the global board sums won ranked dailies only; a practice game never reaches it.
    const global = await api<Board>("/api/v1/game/leaderboard/global", player.token);
    expect(global.me).toBeNull();

    const page = await newPage({ locale: "en-US" });
    await addSessionCookie(page, player);
    await page.goto(`/en-US/leaderboard?dataset_id=${DATASET}`);
    expect(await page.locator(".board-rules").textContent()).toContain(
      "your first practice game on the dataset's current version is the one that counts",
    );
    const own = page.locator("tr.board__me", { hasText: player.username });
    await expect.poll(() => own.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("You are ranked").count()).toBeGreaterThan(0);
    await expectNoA11yViolations(page);

    // Issue 40: a phone at 200% text had a 492 px page. Now it fits, and each board's rows stand
    // one under the other, every value named; at 100% the phone keeps the table.
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        const wrap = document.querySelector(".board-wrap");
        const score = document.querySelector(".board tr.board__me td[data-label]");
        return {
          page: root.scrollWidth <= root.clientWidth,
          board: (wrap?.scrollWidth ?? 0) <= (wrap?.clientWidth ?? 0),
          header: getComputedStyle(document.querySelector(".board thead") ?? root).position !== "absolute",
          named:
            score?.getAttribute("data-label") === "Score: " &&
            getComputedStyle(score, "::before").content !== "none",
        };
      });
    expect(await fits()).toEqual({ page: true, board: true, header: true, named: false });
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    expect(await fits()).toEqual({ page: true, board: true, header: false, named: true });
    expect(await own.first().isVisible()).toBe(true);
    await expectNoA11yViolations(page);
  });

  it("picks a dataset with the GET form (with and without JavaScript)", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.goto("/leaderboard");
    const select = page.getByLabel("数据集", { exact: true });
    const options = await select
      .locator("option")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThan(1);
    const target = options[1] ?? "";
    await select.selectOption(target);
    await Promise.all([
      page.waitForURL(`**/leaderboard?dataset_id=${target}`),
      page.getByRole("button", { name: "查看" }).click(),
    ]);
    await expect.poll(() => page.getByLabel("数据集", { exact: true }).inputValue()).toBe(target);
  });

  it("shows today's daily with a countdown, streaks and the archive", { timeout: 120_000 }, async () => {
    const player = await registerAccount("lb", { password: PASSWORD });
    const page = await newPage({ locale: "en-US" });
    await addSessionCookie(page, player);
    await page.goto("/en-US/daily-challenge");
    // One tap: the button posts the start of today's daily to its game page.
    const play = page.locator("form.play-today");
    expect(await play.getAttribute("action")).toMatch(/^\/en-US\/game\/\d+\?daily=\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByText("Current streak").count()).toBe(1);
    if (jsEnabled) await expect.poll(() => page.getByRole("timer").textContent()).toMatch(/starts in \d+ h/);
    else expect(await page.getByText("The next challenge starts at").count()).toBe(1);
    await expectNoA11yViolations(page);
    const daily = await api<{ dataset_id: number; date: string }>("/api/v1/game/daily");
    expect(await play.getAttribute("action")).toContain(`/game/${daily.dataset_id}?daily=${daily.date}`);
  });
});
