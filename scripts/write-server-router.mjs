#!/usr/bin/env node
// The Worker's copy of @remix-run/router (wrangler.toml [alias]) with route matching memoized.
// Upstream flattens and ranks every route branch, compiles every path's RegExp and tries the
// branches one by one on EACH match, and a document request matches about six times (server
// routes, static handler, <RemixServer>'s routes, <Scripts>' partial manifest for each parent
// path): CPU profiles put ~30% of the guess endpoint's and ~14% of a page's Worker time there.
// The server's route trees never change shape after start-up (lazy route discovery patches routes
// only in the browser), so the server caches the ranked branches per tree shape and the matching
// branch per pathname; the browser bundle keeps the upstream file. Fails the build when upstream code no longer has the expected shape.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const source = require.resolve("@remix-run/router").replace(/router\.cjs\.js$/, "router.js");
const target = new URL(`../${process.env.BUILD_DIR ?? "build"}/server/remix-router.js`, import.meta.url);

const patches = [
  {
    // matchRoutesImpl ends at its pathname; the scan over every branch moves to matchRoutesUncached.
    find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n",
    replace:
      "  return memoizedMatch(routes, pathname, allowPartial);\n}\nfunction matchRoutesUncached(routes, pathname, allowPartial) {\n  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n",
  },
  {
    find: "function compilePath(path, caseSensitive, end) {\n",
    replace: "function compilePathUncached(path, caseSensitive, end) {\n",
  },
];

const memo = `
// Added by scripts/write-server-router.mjs (server only).
// Remix builds new route objects for every document render (RemixServer, <Scripts>' partial
// manifest), so a cache keyed by the routes array would miss there. Trees are keyed by their shape
// (ids, paths, index/caseSensitive flags, nesting): one flattened and ranked copy per shape, and per
// pathname the matches found (params, pathnames, route ids). A hit re-points them at the caller's
// route objects along the matched chain (a few sibling scans), without matching again.
const signatures = new WeakMap();
const templates = new Map();
function signatureOf(routes) {
  let signature = signatures.get(routes);
  if (signature !== undefined) return signature;
  const seen = new Set();
  let usable = true;
  signature = "";
  const walk = (list) => {
    for (const route of list) {
      if (typeof route.id !== "string" || seen.has(route.id)) usable = false;
      seen.add(route.id);
      signature += route.id + "\u0001" + (route.path ?? "") + (route.index ? "\u0001i" : "\u0001-") + (route.caseSensitive ? "c" : "-");
      if (route.children) {
        signature += "(";
        walk(route.children);
        signature += ")";
      }
      signature += ",";
    }
  };
  walk(routes);
  if (!usable) signature = null;
  signatures.set(routes, signature);
  return signature;
}
function routeOf(list, id) {
  if (!list) return undefined;
  for (const route of list) if (route.id === id) return route;
  return undefined;
}
/** The cached matches on the caller's routes: one params object shared by all, as upstream. */
function pointAt(routes, found) {
  const params = Object.assign({}, found.params);
  const matches = [];
  let list = routes;
  for (const match of found.matches) {
    const route = routeOf(list, match.id);
    if (!route) return undefined;
    matches.push({ params, pathname: match.pathname, pathnameBase: match.pathnameBase, route });
    list = route.children;
  }
  return matches;
}
function scanBranches(branches, decoded, allowPartial) {
  for (let i = 0; i < branches.length; ++i) {
    const matches = matchRouteBranch(branches[i], decoded, allowPartial);
    if (matches) return matches;
  }
  return null;
}
function memoizedMatch(routes, pathname, allowPartial) {
  const signature = signatureOf(routes);
  if (signature === null) return matchRoutesUncached(routes, pathname, allowPartial);
  let template = templates.get(signature);
  if (!template) {
    const branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    template = { branches, found: new Map() };
    if (templates.size >= 20) templates.clear();
    templates.set(signature, template);
  }
  const key = (allowPartial ? "1" : "0") + pathname;
  let found = template.found.get(key);
  if (found === undefined) {
    const matches = scanBranches(template.branches, decodePath(pathname), allowPartial);
    found = matches && {
      params: Object.assign({}, matches[0].params),
      matches: matches.map((match) => ({
        id: match.route.id,
        pathname: match.pathname,
        pathnameBase: match.pathnameBase,
      })),
    };
    if (template.found.size >= 5000) template.found.clear();
    template.found.set(key, found);
  }
  if (found === null) return null;
  return pointAt(routes, found) ?? matchRoutesUncached(routes, pathname, allowPartial);
}
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (compiledPaths.size < 2000) compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

// The upstream source map would not describe the patched file.
let code = (await readFile(source, "utf8")).replace(/\n\/\/# sourceMappingURL=.*\n?$/, "\n");
for (const { find, replace } of patches) {
  if (code.split(find).length !== 2)
    throw new Error(`@remix-run/router changed: cannot find ${JSON.stringify(find)}`);
  code = code.replace(find, replace);
}
await mkdir(new URL(".", target), { recursive: true });
await writeFile(target, `${code}\n${memo}`);
console.log(`server router: ${target.pathname}`);
