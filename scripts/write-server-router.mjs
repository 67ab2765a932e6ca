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
// pathname the index of the branch that matched; the matches then point at the caller's routes.
const treeInfo = new WeakMap();
const templates = new Map();
function describeTree(routes) {
  let info = treeInfo.get(routes);
  if (info !== undefined) return info;
  const byId = new Map();
  const parts = [];
  let usable = true;
  const walk = (list, depth) => {
    for (const route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) usable = false;
      byId.set(route.id, route);
      parts.push(depth + " " + route.id + " " + (route.index ? "i" : "-") + (route.caseSensitive ? "c" : "-") + " " + (route.path ?? ""));
      if (route.children) walk(route.children, depth + 1);
    }
  };
  walk(routes, 0);
  info = usable ? { byId, signature: parts.join("\\n") } : null;
  treeInfo.set(routes, info);
  return info;
}
function scanBranches(branches, decoded, allowPartial) {
  for (let i = 0; i < branches.length; ++i) {
    const matches = matchRouteBranch(branches[i], decoded, allowPartial);
    if (matches) return { index: i, matches };
  }
  return { index: -1, matches: null };
}
function memoizedMatch(routes, pathname, allowPartial) {
  const info = describeTree(routes);
  if (!info) return matchRoutesUncached(routes, pathname, allowPartial);
  let template = templates.get(info.signature);
  if (!template) {
    const branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    template = { branches, found: new Map() };
    if (templates.size >= 20) templates.clear();
    templates.set(info.signature, template);
  }
  const decoded = decodePath(pathname);
  const key = (allowPartial ? "1" : "0") + pathname;
  const index = template.found.get(key);
  let matches = index === undefined || index < 0 ? null : matchRouteBranch(template.branches[index], decoded, allowPartial);
  if (index === undefined || (index >= 0 && !matches)) {
    const scanned = scanBranches(template.branches, decoded, allowPartial);
    matches = scanned.matches;
    if (template.found.size >= 5000) template.found.clear();
    template.found.set(key, scanned.index);
  }
  if (!matches) return null;
  for (const match of matches) match.route = info.byId.get(match.route.id);
  return matches;
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
