// The server build's patched @remix-run/react and react-router-dom/server
// (scripts/server-remix-react.ts): the patches apply to the installed versions, fail loudly on a
// changed one, keep the inline scroll script's text, and build each route tree once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverRemixReact, serverRemixReactForTests } from "./server-remix-react";

const require = createRequire(import.meta.url);
const esmDir = join(dirname(require.resolve("@remix-run/react/package.json")), "dist/esm");
const nodeModules = dirname(dirname(dirname(require.resolve("@remix-run/react/package.json"))));
const upstream = (file: string) => readFileSync(join(nodeModules, file), "utf8");
const { applyPatches, files } = serverRemixReactForTests;
const fileNamed = (name: string) => {
  const file = files.find((candidate) => candidate.endsWith(name));
  if (!file) throw new Error(`no patch for ${name}`);
  return file;
};

type Routes = Array<{ id: string; children?: Routes }>;

/** Runs a patched module's code with its imports given as arguments; returns what `pick` names. */
function evaluate<T>(code: string, imports: Record<string, unknown>, pick: string): T {
  const body = code.replace(/^import[\s\S]*?from '[^']+';$/gm, "").replace(/^export \{[\s\S]*?\};$/m, "");
  const names = Object.keys(imports);
  return new Function(...names, `${body}\nreturn ${pick};`)(...names.map((name) => imports[name])) as T;
}

describe("the server build's @remix-run/react", () => {
  it("patches the installed components and scroll restoration once each", () => {
    const components = applyPatches(fileNamed("esm/components.js"), upstream(fileNamed("esm/components.js")));
    expect(components).toContain("serverPartialManifestJson(manifest, router)");
    expect(components).toContain("serverKeyedLinks(matches, routeModules, manifest)");
    expect(components).not.toMatch(/__remixManifest = \$\{JSON\.stringify\(getPartialManifest/);

    const scrollFile = fileNamed("scroll-restoration.js");
    const scroll = applyPatches(scrollFile, upstream(scrollFile));
    expect(scroll).toContain("let restoreScroll = restoreScrollSource;");
    expect(scroll).not.toContain(".toString();\n  return");
  });

  it("keeps the scroll script's function, now built once per module", () => {
    const original = upstream(fileNamed("scroll-restoration.js"));
    const moved = applyPatches(fileNamed("scroll-restoration.js"), original).match(
      /const restoreScrollSource = ([\s\S]*);\s*$/,
    )?.[1];
    const inline = original.match(/let restoreScroll = ([\s\S]*?\.toString\(\));/)?.[1];
    expect(moved).toBeTruthy();
    expect(moved).toBe(inline);
  });

  it("builds RemixServer's route tree once per manifest, with upstream's function", () => {
    const server = applyPatches(fileNamed("esm/server.js"), upstream(fileNamed("esm/server.js")));
    expect(server).toContain("let routes = serverRoutesOf(manifest, routeModules, context);");
    const built: unknown[][] = [];
    const createServerRoutes = (...args: unknown[]) => {
      built.push(args);
      return [{ id: `root${built.length}` }];
    };
    const serverRoutesOf = evaluate<(...args: unknown[]) => Routes>(
      server,
      {
        React: {},
        createStaticRouter: null,
        StaticRouterProvider: null,
        RemixContext: null,
        RemixErrorBoundary: null,
        createServerRoutes,
        shouldHydrateRouteLoader: null,
        StreamTransfer: null,
      },
      "serverRoutesOf",
    );
    const manifest = { routes: { root: { id: "root" } } };
    const context = { future: { v3_singleFetch: true }, isSpaMode: false };
    const first = serverRoutesOf(manifest, { root: {} }, context);
    expect(serverRoutesOf(manifest, { root: {} }, context)).toBe(first);
    expect(built).toEqual([[manifest.routes, { root: {} }, context.future, false]]);
    expect(serverRoutesOf({ routes: {} }, {}, context)).not.toBe(first);
    expect(serverRoutesOf(manifest, { root: {} }, { ...context, isSpaMode: true })).not.toBe(first);
  });

  it("converts a route tree to data routes once, as upstream's conversion does", () => {
    const file = fileNamed("react-router-dom/server.mjs");
    const patched = applyPatches(file, upstream(file));
    expect(patched).toContain("let { manifest, dataRoutes } = serverDataRoutesOf(routes);");
    let conversions = 0;
    const convert = (routes: Routes, _map: unknown, _parent: unknown, manifest: Record<string, unknown>) => {
      conversions += 1;
      for (const route of routes) manifest[route.id] = route;
      return routes.map((route) => ({ ...route }));
    };
    const serverDataRoutesOf = evaluate<(routes: Routes) => { manifest: object; dataRoutes: Routes }>(
      patched,
      { React: {}, UNSAFE_convertRoutesToDataRoutes: convert, UNSAFE_mapRouteProperties: null },
      "serverDataRoutesOf",
    );
    const routes: Routes = [{ id: "root" }];
    const first = serverDataRoutesOf(routes);
    expect(first.dataRoutes).toEqual([{ id: "root" }]);
    expect(first.manifest).toEqual({ root: { id: "root" } });
    expect(serverDataRoutesOf(routes)).toBe(first);
    expect(conversions).toBe(1);
    expect(serverDataRoutesOf([{ id: "root" }])).not.toBe(first);
    expect(conversions).toBe(2);
  });

  it("fails the build when upstream no longer has the expected shape", () => {
    const components = fileNamed("esm/components.js");
    const changed = upstream(components).replace("getPartialManifest(manifest, router), null, 2", "x");
    expect(() => applyPatches(components, changed)).toThrow(/upstream changed: .*components\.js has 0/);
  });

  it("bundles react-router-dom/server for @remix-run/react's server build only", () => {
    const plugin = serverRemixReact();
    const resolve = plugin.resolveId as (
      source: string,
      importer?: string,
      options?: { ssr?: boolean },
    ) => unknown;
    const importer = join(esmDir, "server.js");
    expect(resolve.call({}, "react-router-dom/server", importer, { ssr: true })).toBe(
      join(nodeModules, "react-router-dom/server.mjs"),
    );
    expect(resolve.call({}, "react-router-dom/server", importer, { ssr: false })).toBeNull();
    expect(resolve.call({}, "react-router-dom/server", "/app/routes/x.tsx", { ssr: true })).toBeNull();
    expect(resolve.call({}, "react-router-dom", importer, { ssr: true })).toBeNull();
  });

  it("leaves the browser build alone", () => {
    const plugin = serverRemixReact();
    const transform = plugin.transform as (code: string, id: string, options?: { ssr?: boolean }) => unknown;
    const id = join(esmDir, "components.js");
    const components = upstream(fileNamed("esm/components.js"));
    expect(transform.call({}, components, id, { ssr: false })).toBeNull();
    expect(transform.call({}, components, id, { ssr: true })).toMatchObject({
      code: expect.stringContaining("serverKeyedLinks"),
    });
  });
});
