// Every page route, for the first-visit JavaScript table, with its budget:
// the game page ≤ 110 KB, home ≤ 90 KB, every other page ≤ 120 KB gzipped.
import { signUp } from "./pages.mjs";

/** KB gzipped a first visit of the page may download. */
export function jsBudgetKb(name) {
  if (name === "home") return 90;
  if (name === "game") return 110;
  return 120;
}

/**
 * Page routes with seeded content: `datasetId` is a public dataset, `userId` a user with a public
 * profile. `signedIn` pages are visited by a fresh account of their own (`signedInVisitor`), since
 * a first visit's token sync rotates the session and would end the cookie of anyone sharing it;
 * `ownDataset` pages get a dataset of that account's own (`{own}` in the path).
 */
export function jsPageList({ datasetId, userId }) {
  return [
    { name: "home", path: "/" },
    { name: "datasets", path: "/datasets" },
    { name: "dataset", path: `/datasets/${datasetId}` },
    { name: "dataset guide", path: "/datasets/guide" },
    { name: "dataset types", path: "/dataset-types" },
    { name: "game list", path: "/game" },
    { name: "game", path: `/game/${datasetId}` },
    { name: "daily challenge", path: "/daily-challenge" },
    { name: "leaderboard", path: "/leaderboard" },
    { name: "news", path: "/news" },
    { name: "terms", path: "/terms" },
    { name: "privacy", path: "/privacy" },
    { name: "login", path: "/auth/login" },
    { name: "register", path: "/auth/register" },
    { name: "profile (public)", path: `/profile/${userId}` },
    { name: "user page", path: `/users/${userId}` },
    { name: "favorites (public)", path: `/favorite/${userId}` },
    { name: "profile (own)", path: "/profile", signedIn: true },
    { name: "create dataset", path: "/datasets/create", signedIn: true },
    { name: "edit dataset", path: "/datasets/edit?id={own}", signedIn: true, ownDataset: true },
    {
      name: "upload version",
      path: "/datasets/version/create?dataset_id={own}",
      signedIn: true,
      ownDataset: true,
    },
    { name: "my datasets", path: "/datasets/my", signedIn: true },
    { name: "my favorites", path: "/favorite/my", signedIn: true },
  ];
}

/** A fresh account for one signed-in visit: its session cookie and the page's path. */
export async function signedInVisitor(baseUrl, page) {
  const { cookie } = await signUp(baseUrl);
  if (!page.ownDataset) return { cookie, path: page.path };
  const response = await fetch(`${baseUrl}/api/v1/dataset`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ name: `bench js ${Date.now().toString(36)}`, description: "first-visit JS" }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`create dataset: HTTP ${response.status} ${JSON.stringify(body)}`);
  return { cookie, path: page.path.replace("{own}", String(body.data.id)) };
}
