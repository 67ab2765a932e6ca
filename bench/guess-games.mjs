// Guess load: many guest games started through the API, then a stream of distinct wrong guesses
// spread over them (a repeated or winning guess would be a 409, not a measurement), sent either to
// the API or to the game page the way its script posts one.
import { queryLocalD1 } from "../tests/e2e/support/local-worker.mjs";

/**
 * The two doors a guess comes through. The page's answer carries the game's whole view, which grows
 * with its guesses, so the page row spreads its load over more games: about ten guesses each, a
 * real game's length, where the API row gives each game ~40.
 */
export const GUESS_DOORS = {
  api: {
    label: "POST /api/v1/game/record/{id}/guess",
    games: 150,
    headers: () => ({ "Content-Type": "application/json" }),
    request: (game, entryId) => ({
      path: `/api/v1/game/record/${game.id}/guess`,
      body: JSON.stringify({ entry_id: entryId, session_id: game.sessionId }),
    }),
  },
  /** Today's site daily (the featured dataset's daily): the daily rush's guess. */
  siteDaily: {
    label: "POST /api/v1/game/record/{id}/guess, today's site daily",
    games: 150,
    daily: "site",
    headers: () => ({ "Content-Type": "application/json" }),
    request: (game, entryId) => ({
      path: `/api/v1/game/record/${game.id}/guess`,
      body: JSON.stringify({ entry_id: entryId, session_id: game.sessionId }),
    }),
  },
  /** A dataset's own daily (not today's featured one): what each of a thousand dataset dailies costs. */
  datasetDaily: {
    label: "POST /api/v1/game/record/{id}/guess, a dataset's own daily",
    games: 150,
    daily: "dataset",
    headers: () => ({ "Content-Type": "application/json" }),
    request: (game, entryId) => ({
      path: `/api/v1/game/record/${game.id}/guess`,
      body: JSON.stringify({ entry_id: entryId, session_id: game.sessionId }),
    }),
  },
  page: {
    label: "POST /en-US/game/{dataset}.data (the page's scripted guess, reply=view)",
    games: 600,
    // The page's forms refuse writes without a same-origin Origin (ADR 002), as a browser sends.
    headers: (baseUrl) => ({ "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl }),
    request: (game, entryId) => ({
      path: `/en-US/game/${game.datasetId}.data`,
      body: new URLSearchParams({
        intent: "guess",
        recordId: String(game.id),
        sessionId: game.sessionId,
        guess: String(entryId),
        entryId: String(entryId),
        reply: "view",
      }).toString(),
    }),
  },
};

async function startGame(baseUrl, datasetId, daily = false) {
  const response = await fetch(`${baseUrl}/api/v1/game/record`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      dataset_id: datasetId,
      game_time_limit: 3600,
      ...(daily ? { is_daily_challenge: true } : {}),
    }),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`start game: HTTP ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  return { id: data.id, sessionId: data.session_id, datasetId };
}

/**
 * The dataset a door's games are on: today's site daily's dataset, or the largest other public dataset
 * with a daily (at least 10 entries) for a dataset's own daily; else `fallback`.
 */
export async function guessDataset(baseUrl, stateDir, door, fallback) {
  const { daily } = GUESS_DOORS[door];
  if (!daily) return fallback;
  const today = await fetch(`${baseUrl}/api/v1/game/daily`).then((response) => response.json());
  const siteId = today?.data?.dataset_id ?? 0;
  if (daily === "site") return siteId || null;
  const [other] = await queryLocalD1(
    stateDir,
    `SELECT id FROM datasets WHERE is_public = 1 AND deleted_at IS NULL AND entries_count >= 10
       AND latest_version_id IS NOT NULL AND id <> ${Number(siteId)} ORDER BY entries_count DESC, id LIMIT 1`,
  );
  return other?.id ?? null;
}

/** `door`: a key of GUESS_DOORS. null when the game API does not exist yet. */
export async function prepareGuesses(baseUrl, stateDir, datasetId, door = "api") {
  const { games: count, headers, request, daily } = GUESS_DOORS[door];
  const first = await startGame(baseUrl, datasetId, Boolean(daily));
  if (!first) return null;
  const games = [first];
  while (games.length < count) {
    games.push(
      ...(await Promise.all(Array.from({ length: 10 }, () => startGame(baseUrl, datasetId, Boolean(daily))))),
    );
  }
  const ids = games.map((game) => game.id).join(",");
  const records = await queryLocalD1(
    stateDir,
    `SELECT id, version_id, answer_entry_id FROM game_records WHERE id IN (${ids})`,
  );
  const byId = new Map(records.map((row) => [row.id, row]));
  const entries = await queryLocalD1(
    stateDir,
    `SELECT id, version_id FROM entries WHERE version_id IN (${[...new Set(records.map((r) => r.version_id))].join(",")}) ORDER BY id`,
  );
  const plans = games.map((game) => {
    const record = byId.get(game.id);
    const wrong = entries.filter(
      (e) => e.version_id === record.version_id && e.id !== record.answer_entry_id,
    );
    return { ...game, entryIds: wrong.map((e) => e.id) };
  });
  let next = 0;
  // Request i goes to game i mod the game count, so the ~50 requests in flight hit different games.
  const setupRequest = (base) => {
    const game = plans[next % plans.length];
    const entryId = game.entryIds[Math.floor(next / plans.length) % game.entryIds.length];
    next += 1;
    return { ...base, ...request(game, entryId) };
  };
  const capacity = plans.reduce((sum, plan) => sum + plan.entryIds.length, 0);
  return { setupRequest, headers: headers(baseUrl), capacity, games: plans.length };
}

/** `count` entries of a game's version that are not its answer, in id order. */
export async function wrongEntries(stateDir, recordId, count = 3) {
  const rows = await queryLocalD1(
    stateDir,
    `SELECT e.id FROM entries e JOIN game_records r ON e.version_id = r.version_id
     WHERE r.id = ${Number(recordId)} AND e.id <> r.answer_entry_id ORDER BY e.id LIMIT ${Number(count)}`,
  );
  return rows.map((row) => row.id);
}
