// Issue 40 item 10: what the guess box costs. For every public dataset, the gzip size of its names
// (`/game/{id}/names?v=`, sent once per version when it has at most 5,000 entries, ADR 032), and
// the Worker requests of a scripted 6-guess practice game in Chromium (typing each name letter by
// letter, Enter on the top suggestion), counting every request but the built static files, which
// the assets binding serves without the Worker. Target: at most 12. Picked up by `npm run bench`
// (BENCH_ONLY=suggestions for this alone); needs /usr/bin/chromium for the game.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { queryLocalD1 } from "../tests/e2e/support/local-worker.mjs";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const REQUESTS_MAX = 12;
const GUESSES = 6;

const reachesWorker = (url) => {
  const path = new URL(url).pathname;
  return !path.startsWith("/assets/") && (path.endsWith(".data") || !/\.[a-z0-9]+$/i.test(path));
};

async function namesSizes(baseUrl, stateDir) {
  const datasets = await queryLocalD1(
    stateDir,
    `SELECT d.id, d.name, d.latest_version_id AS versionId, v.entries_count AS entries
     FROM datasets d JOIN dataset_versions v ON v.id = d.latest_version_id
     WHERE d.is_public = 1 AND d.deleted_at IS NULL ORDER BY v.entries_count DESC, d.id LIMIT 10`,
  );
  console.log(
    `${"suggestion data (names payload)".padEnd(40)} ${"entries".padStart(7)} ${"raw".padStart(9)} ${"gzip".padStart(9)}`,
  );
  for (const dataset of datasets) {
    const response = await fetch(`${baseUrl}/game/${dataset.id}/names?v=${dataset.versionId}`);
    const body = Buffer.from(await response.arrayBuffer());
    const label = `${dataset.name}`.slice(0, 38).padEnd(40);
    if (!response.ok) {
      console.log(
        `${label} ${String(dataset.entries).padStart(7)} ${`(${response.status}: server suggestions)`.padStart(19)}`,
      );
      continue;
    }
    console.log(
      `${label} ${String(dataset.entries).padStart(7)} ${`${(body.length / 1024).toFixed(1)} KB`.padStart(9)} ${`${(gzipSync(body).length / 1024).toFixed(1)} KB`.padStart(9)}`,
    );
  }
}

async function scriptedGame(baseUrl, stateDir) {
  if (!existsSync(executablePath)) {
    console.log("Worker requests of a 6-guess game: not measured (no Chromium)");
    return null;
  }
  const [dataset] = await queryLocalD1(stateDir, "SELECT id FROM datasets WHERE slug = 'countries'");
  if (!dataset) return null;
  const browser = await chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ locale: "en-US", baseURL: baseUrl });
    await context.addCookies([{ name: "i18n_redirected", value: "en-US", url: baseUrl }]);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const asked = [];
    page.on("request", (request) => {
      if (reachesWorker(request.url())) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`/en-US/game/${dataset.id}`);
    await page.locator(".game-page[data-hydrated]").waitFor();
    await page.getByRole("button", { name: /^Start the game$/ }).click();
    await page.getByRole("combobox").waitFor();
    const recordId = Number(await page.locator('form.guess-form input[name="recordId"]').inputValue());
    const names = await queryLocalD1(
      stateDir,
      `SELECT e.name FROM game_records r JOIN entries e ON e.version_id = r.version_id
       WHERE r.id = ${recordId} AND e.id <> r.answer_entry_id ORDER BY e.position LIMIT ${GUESSES}`,
    );
    for (const [index, { name }] of names.entries()) {
      await page.getByRole("combobox").pressSequentially(name);
      await page.getByRole("option").first().waitFor();
      await page.keyboard.press("Enter");
      await page.locator(`.game-table tbody tr[data-position="${index + 1}"]`).waitFor({ timeout: 15_000 });
    }
    const count = asked.length;
    console.log(
      `Worker requests of a scripted ${GUESSES}-guess game in Chromium: ${count} (target ≤ ${REQUESTS_MAX}): ${count <= REQUESTS_MAX ? "met" : "NOT met"}`,
    );
    const byKind = new Map();
    for (const request of asked) {
      const kind = request.replace(/\?.*$/, "").replace(/\d+/g, "N");
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    }
    for (const [kind, n] of byKind) console.log(`  ${String(n).padStart(2)} × ${kind}`);
    return count;
  } finally {
    await browser.close();
  }
}

export default async function suggestionsBench({ baseUrl, stateDir }) {
  await namesSizes(baseUrl, stateDir);
  await scriptedGame(baseUrl, stateDir);
}
