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
export function visitors(sessionCookie) {
  return {
    anonymous: { ...browserHeaders, Cookie: "i18n_redirected=zh-CN; bench_visitor=1" },
    "signed in": { ...browserHeaders, Cookie: `i18n_redirected=zh-CN; ${sessionCookie}` },
    cached: { ...browserHeaders, Cookie: "i18n_redirected=zh-CN" },
  };
}

/** Every page route with seeded content; `signedInOnly` pages redirect anonymous visitors. */
export function pageList(datasetId, userId) {
  return [
    { name: "home", path: "/" },
    { name: "datasets", path: "/datasets" },
    { name: "dataset", path: `/datasets/${datasetId}` },
    { name: "game list", path: "/game" },
    { name: "game", path: `/game/${datasetId}` },
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
