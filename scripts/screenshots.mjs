#!/usr/bin/env node
// Phone screenshots (390x844) of home, a daily mid-game, its end and the leaderboard, in both
// languages, into docs/screenshots/. Runs against the e2e worker (it needs its test-only SQL and
// cron routes): BUILD_DIR=build-x E2E_PORT=8801 node tests/e2e/serve.mjs --fresh, then
//   node scripts/screenshots.mjs http://127.0.0.1:8801
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:8788";
const out = new URL("../docs/screenshots/", import.meta.url).pathname;

async function sql(statement) {
  const response = await fetch(`${base}/__e2e/d1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sql: statement }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${statement}: ${body.error}`);
  return body.results;
}

const nameOf = (row, locale) => (row.labels ? JSON.parse(row.labels)[locale] : null) ?? row.name;

/** A few signed-in players' won ranked dailies of today, then the cron: a board to look at. */
async function fillBoards() {
  await fetch(`${base}/api/v1/game/daily`); // makes today's pick if nobody asked yet
  const [today] = await sql(
    "SELECT date, dataset_id, version_id, entry_id FROM daily_challenges ORDER BY date DESC LIMIT 1",
  );
  const stamp = Date.now();
  for (const [index, name] of ["ada", "lin", "mei_ling", "grace", "zhou"].entries()) {
    const username = `${name}_${stamp.toString(36)}`;
    await sql(`INSERT INTO users (username) VALUES ('${username}')`);
    await sql(`INSERT INTO game_records (user_id, dataset_id, version_id, answer_entry_id, start_time, end_time,
      duration, attempts, accuracy, score, result, session_id, is_daily_challenge, daily_date, is_ranked)
      SELECT id, ${today.dataset_id}, ${today.version_id}, ${today.entry_id}, ${stamp - 90_000}, ${stamp},
        ${40 + index * 17}, ${3 + index}, 0.5, ${1000 - 50 * (2 + index) - (40 + index * 17)}, 'won',
        'sess_shot_${username}', 1, '${today.date}', 1 FROM users WHERE username = '${username}'`);
  }
  await fetch(`${base}/__scheduled?cron=${encodeURIComponent("*/10 * * * *")}`);
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
await fillBoards();
for (const locale of ["zh-CN", "en-US"]) {
  const prefix = locale === "en-US" ? "/en-US" : "";
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, baseURL: base });
  await context.addCookies([{ name: "i18n_redirected", value: locale, url: base }]);
  const page = await context.newPage();
  await page.goto(`${prefix}/`);
  await page.screenshot({ path: `${out}home-390-${locale}.png` });
  await page.getByTestId("play-today").click();
  await page.getByRole("combobox").waitFor();
  await page.locator(".game-page[data-hydrated]").waitFor();
  const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
  const rows = await sql(`SELECT e.name, e.labels, e.id = r.answer_entry_id AS answer FROM game_records r
    JOIN entries e ON e.version_id = r.version_id WHERE r.id = ${recordId} ORDER BY e.position`);
  const wrong = rows.filter((row) => !row.answer).slice(0, 3);
  for (const [index, row] of wrong.entries()) {
    await page.getByRole("combobox").fill(nameOf(row, locale));
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (n) => document.querySelectorAll(".game-table tbody tr").length === n,
      index + 1,
    );
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}game-390-${locale}-mid.png` });
  await page.getByRole("combobox").fill(
    nameOf(
      rows.find((row) => row.answer),
      locale,
    ),
  );
  await page.keyboard.press("Enter");
  await page.getByTestId("game-over").waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}game-390-${locale}-daily-end.png` });
  await page.goto(`${prefix}/leaderboard`);
  await page.screenshot({ path: `${out}leaderboard-390-${locale}.png` });
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
