// The page routes the bench measures, and a signed-in session to visit them with.

export const browserHeaders = {
  Accept: "text/html",
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};

/**
 * Visitors. "anonymous" carries a cookie that is not the locale's, so the isolate's shared page cache
 * (workers/page-cache.ts: anonymous visitors with at most the locale cookie) never answers: what an
 * uncached anonymous render costs. "anonymous, shared cache" is the plain first visit.
 */
export function visitors(sessionCookie, playerCookie = sessionCookie) {
  return {
    anonymous: { ...browserHeaders, Cookie: "i18n_redirected=zh-CN; bench_visitor=1" },
    "signed in": { ...browserHeaders, Cookie: `i18n_redirected=zh-CN; ${sessionCookie}` },
    /** A second account, in the middle of today's daily (the page a daily rush reloads after every guess). */
    playing: { ...browserHeaders, Cookie: `i18n_redirected=zh-CN; ${playerCookie}` },
    cached: { ...browserHeaders, Cookie: "i18n_redirected=zh-CN" },
  };
}

/**
 * Every page route with seeded content; `signedInOnly` pages redirect anonymous visitors, and
 * `playingOnly` is seen by the account in the middle of today's daily (`daily`: its page, if any).
 */
export function pageList(datasetId, userId, daily = null) {
  return [
    { name: "home", path: "/" },
    { name: "datasets", path: "/datasets" },
    { name: "dataset", path: `/datasets/${datasetId}` },
    { name: "game list", path: "/game" },
    { name: "game", path: `/game/${datasetId}` },
    ...(daily ? [{ name: "daily game, 3 guesses in", path: daily.path, playingOnly: true }] : []),
    { name: "daily challenge", path: "/daily-challenge" },
    { name: "leaderboard", path: "/leaderboard" },
    { name: "profile (own)", path: "/profile", signedInOnly: true },
    { name: "profile (public)", path: `/profile/${userId}`, anonymousOnly: true },
    { name: "login", path: "/auth/login", anonymousOnly: true },
  ];
}

/** Registers a fresh account through the API; returns its session cookie and user id. */
export async function signUp(baseUrl) {
  const name = `bench_${Date.now().toString(36)}`;
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: name, password: "bench-unusual-passphrase-42" }),
  });
  const body = await response.json().catch(() => null);
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  if (!response.ok || !cookie.includes("=")) {
    throw new Error(`register: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return { cookie, userId: body?.data?.user?.id };
}

/**
 * Starts today's daily for the account of `cookie` (an hour's time limit, so it outlasts the bench's
 * page rows) and makes three wrong guesses; returns the daily's game page. `wrongEntries(recordId)`
 * gives entry ids of the game's version other than its answer.
 */
export async function playDailyGame(baseUrl, cookie, wrongEntries) {
  const headers = { "Content-Type": "application/json", Cookie: cookie };
  const daily = await fetch(`${baseUrl}/api/v1/game/daily`, { headers });
  if (!daily.ok) throw new Error(`daily: HTTP ${daily.status}`);
  const { data: today } = await daily.json();
  const started = await fetch(`${baseUrl}/api/v1/game/record`, {
    method: "POST",
    headers,
    body: JSON.stringify({ dataset_id: today.dataset_id, is_daily_challenge: true, game_time_limit: 3600 }),
  });
  if (!started.ok) throw new Error(`start daily: HTTP ${started.status} ${await started.text()}`);
  const { data: game } = await started.json();
  for (const entryId of (await wrongEntries(game.id)).slice(0, 3)) {
    const guessed = await fetch(`${baseUrl}/api/v1/game/record/${game.id}/guess`, {
      method: "POST",
      headers,
      body: JSON.stringify({ entry_id: entryId, session_id: game.session_id }),
    });
    if (!guessed.ok) throw new Error(`guess: HTTP ${guessed.status} ${await guessed.text()}`);
  }
  return { path: `/game/${today.dataset_id}?daily=${today.date}` };
}
