// The Worker's memoized copy of @remix-run/router must match exactly as upstream does, including
// for route arrays built anew for every request (Remix does that for each document render).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as upstream from "@remix-run/router";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const outDir = ".wrangler/router-test";
type Router = typeof upstream;
let memoized: Router;

type Route = upstream.AgnosticRouteObject;

/** A tree shaped like the app's: root, an optional ($lang) layout, index/dynamic/splat pages, APIs. */
function appRoutes(): Route[] {
  const page = (id: string, path?: string, index?: boolean): Route =>
    (index ? { id, index: true } : { id, path }) as Route;
  return [
    {
      id: "root",
      path: "",
      children: [
        {
          id: "routes/($lang)",
          path: ":lang?",
          children: [
            page("routes/($lang)._index", undefined, true),
            page("routes/($lang).datasets._index", "datasets"),
            page("routes/($lang).datasets.$id", "datasets/:id"),
            page("routes/($lang).datasets.create", "datasets/create"),
            page("routes/($lang).game._index", "game"),
            page("routes/($lang).game.$id", "game/:id"),
            page("routes/($lang).leaderboard", "leaderboard"),
            page("routes/($lang).profile._index", "profile"),
            page("routes/($lang).profile.$id", "profile/:id"),
            page("routes/($lang).auth.login", "auth/login"),
            page("routes/($lang).$", "*"),
          ],
        },
        page("routes/api.v1.dataset.$id._index", "api/v1/dataset/:id"),
        page("routes/api.v1.game.record_.$id.guess", "api/v1/game/record/:id/guess"),
        page("routes/api.v1.$", "api/v1/*"),
        { id: "routes/CaseSensitive", path: "Exact/Case", caseSensitive: true },
      ],
    },
  ];
}

const paths = [
  "/",
  "/en-US",
  "/en-US/",
  "/datasets",
  "/en-US/datasets/12",
  "/datasets/create",
  "/en-US/game",
  "/game/7",
  "/en-US/game/7/",
  "/leaderboard",
  "/profile",
  "/en-US/profile/3",
  "/auth/login",
  "/no/such/page",
  "/en-US/datasets/%E4%B8%AD",
  "/api/v1/dataset/5",
  "/api/v1/game/record/9/guess",
  "/api/v1/unknown/thing",
  "/Exact/Case",
  "/exact/case",
];

function describeMatches(matches: ReturnType<Router["matchRoutes"]>) {
  return matches?.map((m) => ({
    id: m.route.id,
    params: m.params,
    pathname: m.pathname,
    base: m.pathnameBase,
  }));
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(root, "scripts/write-server-router.mjs")], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: outDir },
    stdio: "pipe",
  });
  memoized = await import(pathToFileURL(join(root, outDir, "server/remix-router.js")).href);
});

describe("the server's memoized route matching", () => {
  it("matches every path as upstream does, on a new routes array per request", () => {
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        const routes = appRoutes();
        const expected = describeMatches(upstream.matchRoutes(appRoutes(), path));
        const got = memoized.matchRoutes(routes, path);
        expect(describeMatches(got), path).toEqual(expected);
        // The matches point at the caller's own route objects, not a cached request's.
        if (got) expect(got[got.length - 1]?.route).toBe(findRoute(routes, got[got.length - 1]?.route.id));
      }
    }
  });

  it("gives every call its own params, shared by its matches as upstream's are", () => {
    const first = memoized.matchRoutes(appRoutes(), "/en-US/game/7");
    const again = memoized.matchRoutes(appRoutes(), "/en-US/game/7");
    expect(first?.[0]?.params).toBe(first?.at(-1)?.params);
    if (first?.[0]) Object.assign(first[0].params, { id: "changed by a caller" });
    expect(again?.at(-1)?.params).toEqual({ lang: "en-US", id: "7" });
    expect(memoized.matchRoutes(appRoutes(), "/en-US/game/7")?.at(-1)?.params.id).toBe("7");
  });

  it("points every match of a cached path at the caller's routes", () => {
    const routes = appRoutes();
    const got = memoized.matchRoutes(routes, "/en-US/datasets/12") ?? [];
    expect(got.length).toBe(3);
    for (const match of got) expect(match.route).toBe(findRoute(routes, match.route.id));
  });

  it("keeps trees of different shapes apart", () => {
    const other: Route[] = [{ id: "root", path: "", children: [{ id: "only", path: "game/:id" }] }];
    expect(describeMatches(memoized.matchRoutes(appRoutes(), "/game/1"))?.at(-1)?.id).toBe(
      "routes/($lang).game.$id",
    );
    expect(describeMatches(memoized.matchRoutes(other, "/game/1"))?.at(-1)?.id).toBe("only");
    expect(memoized.matchRoutes(other, "/datasets")).toBeNull();
  });

  it("still matches a tree whose routes lack ids (upstream path)", () => {
    const anonymous = [{ path: "a/:x" }] as Route[];
    expect(memoized.matchRoutes(anonymous, "/a/1")?.[0]?.params).toEqual({ x: "1" });
  });
});

function findRoute(routes: Route[], id: string | undefined): Route | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = "children" in route && route.children ? findRoute(route.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
