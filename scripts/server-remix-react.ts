import type { Plugin } from "vite";

/**
 * The server build's copy of @remix-run/react with three pieces of per-render work done once per
 * route match instead (issue 13, page CPU). A profile of a signed-in page put ~0.45 ms of Worker CPU
 * in them on every document request:
 * - `<Scripts>` re-matched every parent path and pretty-printed the partial manifest as JSON;
 * - `<Links>` called every matched route's `links()` and deduplicated the result;
 * - `<ScrollRestoration>` turned its inline function into source text with `toString()`.
 * Their output depends only on the build's manifest and the matched routes (plus, for the manifest,
 * the parent paths of the URL), so it is remembered per manifest and key. `links()` takes no
 * arguments; this app's return constants. The browser bundle keeps the upstream files. The build
 * fails when upstream code no longer has the expected shape (scripts/server-remix-react.test.ts
 * compares the output with upstream's).
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
    },
    {
      find: "React.useMemo(() => getKeyedLinksForMatches(matches, routeModules, manifest), [matches, routeModules, manifest])",
      replace: "serverKeyedLinks(matches, routeModules, manifest)",
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
    if (count !== 1) throw new Error(`@remix-run/react changed: ${file} has ${count} of ${String(find)}`);
    const match = patched.match(find);
    if (append && match) appended.push(append(match));
    patched = patched.replace(find, () => replace);
  }
  if (file.endsWith("components.js")) appended.push(memoHelper);
  return [patched, ...appended].join("\n");
}

/** Vite plugin: patches the SSR build's @remix-run/react (bundled for it, see vite.config.ts). */
export function serverRemixReact(): Plugin {
  return {
    name: "datadle:server-remix-react",
    enforce: "pre",
    transform(code, id, options) {
      if (!options?.ssr) return null;
      const normalized = id.replaceAll("\\", "/");
      const file = Object.keys(patchesByFile).find((name) => normalized.endsWith(`/node_modules/${name}`));
      return file ? { code: applyPatches(file, code), map: null } : null;
    },
  };
}

export const serverRemixReactForTests = { applyPatches, files: Object.keys(patchesByFile) };
