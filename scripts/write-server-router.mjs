#!/usr/bin/env node
// The Worker's copy of @remix-run/router (wrangler.toml [alias]) with route matching memoized.
// Upstream flattens and ranks every route branch and compiles every path's RegExp on EACH
// match, and a server request matches twice: a CPU profile of the guess endpoint put ~30% of the
// Worker's time there. The server's route arrays never change after start-up (lazy route
// discovery patches routes only in the browser), so the server caches both; the browser bundle
// keeps the upstream file. Fails the build when upstream code no longer has the expected shape.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const source = require.resolve("@remix-run/router").replace(/router\.cjs\.js$/, "router.js");
const target = new URL(`../${process.env.BUILD_DIR ?? "build"}/server/remix-router.js`, import.meta.url);

const patches = [
  {
    find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    replace: "  let branches = rankedBranches(routes);\n",
  },
  {
    find: "function compilePath(path, caseSensitive, end) {\n",
    replace: "function compilePathUncached(path, caseSensitive, end) {\n",
  },
];

const memo = `
// Added by scripts/write-server-router.mjs (server only).
const rankedBranchCache = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchCache.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchCache.set(routes, branches);
  }
  return branches;
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
