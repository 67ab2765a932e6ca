import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * The server build's copy of @remix-run/react (and of the react-router-dom/server it imports) with
 * per-render work done once per route match, or once per build, instead (issue 13, page CPU). A
 * profile of a signed-in page put ~0.45 ms of Worker CPU in the first three on every document
 * request, and ~0.25 ms in the last two:
 * - `<Scripts>` re-matched every parent path and pretty-printed the partial manifest as JSON;
 * - `<Links>` called every matched route's `links()` and deduplicated the result;
 * - `<ScrollRestoration>` turned its inline function into source text with `toString()`;
 * - `<RemixServer>` built the route tree (an element per route) from the manifest;
 * - `createStaticRouter` converted that tree into data routes.
 * Their output depends only on the build's manifest and the matched routes (plus, for the manifest,
 * the parent paths of the URL), so it is remembered per manifest and key; the two trees are only
 * read while rendering. `links()` takes no arguments; this app's return constants. The browser
 * bundle keeps the upstream files. The build fails when upstream code no longer has the expected
 * shape (scripts/server-remix-react.test.ts compares the output with upstream's).
 */
/** `find` must occur exactly once; `append` adds module-level code made from the match. */
type Patch = { find: string | RegExp; replace: string; append?: (match: RegExpMatchArray) => string };

const MEMO_SIZE = 500;

const memoHelper = `
// Added by scripts/server-remix-react.ts (server build only).
const serverMemos = new WeakMap();
function serverMemo(owner, name, key, compute) {
  let byName = serverMemos.get(owner);
  if (!byName) serverMemos.set(owner, (byName = new Map()));
  let memo = byName.get(name);
  if (!memo) byName.set(name, (memo = new Map()));
  let value = memo.get(key);
  if (value === undefined) {
    value = compute();
    if (memo.size >= ${MEMO_SIZE}) memo.clear();
    memo.set(key, value);
  }
  return value;
}
const routeIdsOf = (matches) => matches.map((match) => match.route.id).join("\\u0000");
function serverPartialManifestJson(manifest, router) {
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  segments.pop();
  const key = routeIdsOf(router.state.matches) + "\\u0001" + segments.join("/");
  return serverMemo(manifest, "partialManifest", key, () =>
    JSON.stringify(getPartialManifest(manifest, router), null, 2),
  );
}
function serverKeyedLinks(matches, routeModules, manifest) {
  return serverMemo(manifest, "links", routeIdsOf(matches), () =>
    getKeyedLinksForMatches(matches, routeModules, manifest),
  );
}
`;

const patchesByFile: Record<string, Patch[]> = {
  "@remix-run/react/dist/esm/components.js": [
    {
      find: "JSON.stringify(getPartialManifest(manifest, router), null, 2)",
      replace: "serverPartialManifestJson(manifest, router)",
      // The helpers of both components.js patches.
      append: () => memoHelper,
    },
    {
      find: "React.useMemo(() => getKeyedLinksForMatches(matches, routeModules, manifest), [matches, routeModules, manifest])",
      replace: "serverKeyedLinks(matches, routeModules, manifest)",
    },
  ],
  "@remix-run/react/dist/esm/server.js": [
    {
      find: "let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
      replace: "let routes = serverRoutesOf(manifest, routeModules, context);",
      append: () => `
// Added by scripts/server-remix-react.ts (server build only): one route tree per build.
const serverRoutesMemo = new WeakMap();
function serverRoutesOf(manifest, routeModules, context) {
  let byMode = serverRoutesMemo.get(manifest.routes);
  if (!byMode) serverRoutesMemo.set(manifest.routes, (byMode = new Map()));
  let routes = byMode.get(context.isSpaMode);
  if (!routes) {
    routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
    byMode.set(context.isSpaMode, routes);
  }
  return routes;
}`,
    },
  ],
  "react-router-dom/server.mjs": [
    {
      find: "let manifest = {};\n  let dataRoutes = UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest);",
      replace: "let { manifest, dataRoutes } = serverDataRoutesOf(routes);",
      append: () => `
// Added by scripts/server-remix-react.ts (server build only): data routes once per route tree.
const serverDataRoutesMemo = new WeakMap();
function serverDataRoutesOf(routes) {
  let converted = serverDataRoutesMemo.get(routes);
  if (!converted) {
    let manifest = {};
    converted = { manifest, dataRoutes: UNSAFE_convertRoutesToDataRoutes(routes, UNSAFE_mapRouteProperties, undefined, manifest) };
    serverDataRoutesMemo.set(routes, converted);
  }
  return converted;
}`,
    },
  ],
  "@remix-run/react/dist/esm/scroll-restoration.js": [
    {
      // The inline function's text, once per module instead of once per render.
      find: /let restoreScroll = (\(\(STORAGE_KEY, restoreKey\) => \{[\s\S]*?\}\)\.toString\(\));\n/,
      replace: "let restoreScroll = restoreScrollSource;\n",
      append: (match) => `const restoreScrollSource = ${match[1]};`,
    },
  ],
};

function applyPatches(file: string, code: string): string {
  let patched = code;
  const appended: string[] = [];
  for (const { find, replace, append } of patchesByFile[file]) {
    const count =
      typeof find === "string"
        ? patched.split(find).length - 1
        : [...patched.matchAll(new RegExp(find.source, "g"))].length;
    if (count !== 1) throw new Error(`upstream changed: ${file} has ${count} of ${String(find)}`);
    if (append) {
      const match = typeof find === "string" ? ([find] as RegExpMatchArray) : patched.match(find);
      if (match) appended.push(append(match));
    }
    patched = patched.replace(find, () => replace);
  }
  return [patched, ...appended].join("\n");
}

const require = createRequire(import.meta.url);
const SERVER_ROUTER = "react-router-dom/server";

/**
 * Vite plugin: patches the SSR build's @remix-run/react (bundled for it, see vite.config.ts) and the
 * react-router-dom/server it imports, which the plugin resolves to its file so that it is bundled
 * too (the rest of react-router-dom stays external).
 */
export function serverRemixReact(): Plugin {
  return {
    name: "datadle:server-remix-react",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (!options?.ssr || (source !== SERVER_ROUTER && source !== `${SERVER_ROUTER}.mjs`)) return null;
      if (!importer?.replaceAll("\\", "/").includes("/node_modules/@remix-run/react/")) return null;
      return require.resolve(`${SERVER_ROUTER}.mjs`);
    },
    transform(code, id, options) {
      if (!options?.ssr) return null;
      const normalized = id.replaceAll("\\", "/");
      const file = Object.keys(patchesByFile).find((name) => normalized.endsWith(`/node_modules/${name}`));
      return file ? { code: applyPatches(file, code), map: null } : null;
    },
  };
}

export const serverRemixReactForTests = { applyPatches, files: Object.keys(patchesByFile) };
